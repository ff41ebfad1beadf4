// Airframe, powerplant and avionics entries: catalog models named in the resume, tied to the
// employer whose text names them, with the flags the same sentence (or else the same job) shows.

import { MANUAL_MONTHS_MAX, MANUAL_YEARS_MAX } from "@domain/constants";
import { EXPERIENCE_FLAGS, type ExperienceDiscipline, type ExperienceFlag } from "@domain/enums";
import type { ResumeDisciplineFlags } from "@domain/schemas/resume-data";
import type { CatalogMention } from "../catalog/index";
import { findCatalogMentions, findManufacturers } from "../catalog/index";
import { looksLikeHeader } from "./employment";
import { flagsIn } from "./flags";
import { EMAIL, mask, PHONE, URL } from "./personal";
import { type Line, type ResumeDocument, sentenceStarts } from "./text";

export interface EquipmentEntry {
  discipline: ExperienceDiscipline;
  make: string | null;
  model: string;
  series: string | null;
  flags: ExperienceFlag[];
  employmentKeys: string[];
  manualYears: number | null;
  manualMonths: number | null;
  /** Where the entry's mentions are in the prepared text, in order (docs/decisions/0077). */
  spans: { start: number; end: number }[];
}

export interface EmployerSpan {
  key: string;
  start: number;
  end: number;
}

interface Unit {
  start: number;
  end: number;
}

/** Sentences and bullet items: the passages a flag is read in. */
export function textUnits(document: ResumeDocument): Unit[] {
  const paragraphs: Line[][] = [];
  let current: Line[] = [];
  const close = () => {
    if (current.length) paragraphs.push(current);
    current = [];
  };
  const lines = document.lines;
  lines.forEach((line, index) => {
    if (line.blank) {
      close();
      return;
    }
    if (line.bullet) close();
    // A heading line stands alone, unless it is the middle of a sentence wrapped over lines.
    const previous = current.at(-1);
    const continues =
      previous !== undefined && !/[.!?:;]$/.test(previous.text) && !looksLikeHeader(previous.text);
    const continued =
      /^\p{Ll}/u.test(lines[index + 1]?.text ?? "") || /[,&]$|\b(?:and|or|with|of|on)$/.test(line.text);
    if (!line.bullet && !continues && !continued && looksLikeHeader(line.text)) {
      close();
      paragraphs.push([line]);
      return;
    }
    current.push(line);
  });
  close();
  return paragraphs.flatMap((lines) => {
    const start = lines[0]!.start;
    const end = lines.at(-1)!.end;
    const starts = sentenceStarts(document.text, start, end);
    return starts.map((from, index) => ({ start: from, end: starts[index + 1] ?? end }));
  });
}

/**
 * A PDF line that ends on a designation's hyphen ('King Air 350 (PT6A-' / '60A).') is joined for
 * the catalog by moving the line break after the series, so that offsets stay where they were.
 */
export function joinWrappedDesignations(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}]-)\n([\p{L}\p{N}]{1,8})(?![\p{L}\p{N}])/gu, "$1\n");
}

interface Placed {
  mention: CatalogMention;
  unit: number;
  employer: string | null;
  flags: Set<ExperienceFlag>;
  manualYears: number | null;
  manualMonths: number | null;
}

/** Manufacturers written in a passage ('Attended Bell factory maintenance course'). */
function manufacturersIn(text: string): Set<string> {
  const names = new Set<string>();
  const words = text.split(/[^\p{L}\p{N}&/-]+/u).filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    for (let length = 3; length >= 1; length--) {
      const phrase = words.slice(index, index + length).join(" ");
      if (phrase.length < 2) continue;
      const found = findManufacturers(phrase);
      if (found.length > 0) {
        for (const name of found) names.add(name);
        break;
      }
    }
  }
  return names;
}

/** Type courses that are not the manufacturer's (docs/decisions/0022-equipment-designations.md). */
const NOT_FACTORY =
  /\bPart[\s-]?147\b|\bin[\s-]house\s+(?:[\p{L}\d&-]+\s+){0,3}(?:courses?|training|type)\b|\bcustomer[\s-](?:provided|furnished)\b/iu;
// 'a Cessna 172 training fleet' and 'flight training' are aircraft used to teach pilots, no course.
const COURSE_WORDS_ALL =
  /\b(?:(?<!flight\s)training(?!\s+(?:fleet|aircraft|airplanes?|helicopters?|flights?))|courses?|academy|(?<=(?:maintenance|factory)\s)school)\b/gi;

/**
 * A course's own stretch of a passage: list items end at ';' or '·', and a line that starts with a
 * capital, a digit or a bullet starts a new item (a training list), a lower-case one continues it.
 */
function courseSegmentAround(text: string, index: number): { start: number; end: number } {
  let start = 0;
  let end = text.length;
  for (let at = index - 1; at >= 0; at--) {
    if (isItemBreak(text, at)) {
      start = at + 1;
      break;
    }
  }
  for (let at = index; at < text.length; at++) {
    if (isItemBreak(text, at)) {
      end = at;
      break;
    }
  }
  return { start, end };
}

function isItemBreak(text: string, at: number): boolean {
  const char = text[at];
  if (char === ";" || char === "·") return true;
  return char === "\n" && /[\p{Lu}\d•*-]/u.test(text[at + 1] ?? "");
}

/**
 * Where courses given by a manufacturer or its dealer are named ('Bombardier Training Centre',
 * 'Rolls-Royce BR710 line maintenance course', 'Garmin dealer installation training').
 */
function manufacturerCourses(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(COURSE_WORDS_ALL)) {
    const segment = courseSegmentAround(text, match.index);
    if (found.some((index) => courseSegmentAround(text, index).start === segment.start)) continue;
    const item = text.slice(segment.start, segment.end);
    if (!NOT_FACTORY.test(item) && manufacturersIn(item).size > 0) found.push(match.index);
  }
  return found;
}

const YEARS_BEFORE =
  /(\d{1,2})\+?\s*(?:years?|yrs?)(?:\s*(?:and\s*)?(\d{1,2})\s*(?:months?|mos?))?\s+(?:of\s+)?(?:experience\s+)?(?:on|with|maintaining|working on)\s+(?:the\s+)?$/i;
const YEARS_AFTER =
  /^\s*[(–-]\s*(\d{1,2})\+?\s*(?:years?|yrs?)(?:\s*(?:,|and)?\s*(\d{1,2})\s*(?:months?|mos?))?/i;

function statedDuration(text: string, mention: CatalogMention): { years: number; months: number } | null {
  const before = YEARS_BEFORE.exec(text.slice(Math.max(0, mention.start - 60), mention.start));
  const after = YEARS_AFTER.exec(text.slice(mention.end, mention.end + 40));
  const match = before ?? after;
  if (!match) return null;
  const years = Number(match[1]);
  const months = match[2] ? Number(match[2]) : 0;
  if (years > MANUAL_YEARS_MAX || months > MANUAL_MONTHS_MAX) return null;
  return { years, months };
}

function sameModel(a: EquipmentEntry, b: EquipmentEntry): boolean {
  return (
    a.discipline === b.discipline &&
    a.model.toLowerCase() === b.model.toLowerCase() &&
    (a.make === null || b.make === null || a.make === b.make)
  );
}

/**
 * A model named without series ('Falcon 2000', 'B737') stands for the entries that spell one out.
 * Two written series are two entries (777-300 and 777-300ER), as are a series and its refinement.
 */
function isMoreSpecific(general: string | null, specific: string | null): boolean {
  return general === null && specific !== null;
}

/**
 * Series that name a new generation of the type ('E195-E2', 'A320neo', '737 MAX 8'): the model named
 * alone in the same sentence is the earlier aircraft beside it ('E195-E2 … and E190/E195'), not
 * the new one again.
 */
const NEW_GENERATION = /^(?:E2|neo|MAX(?: \d+)?)$/i;

/** 'CRJ' alone stands for the CRJ200 and CRJ700 named elsewhere: designations of the same catalog model. */
function isDesignationOf(
  general: EquipmentEntry,
  other: EquipmentEntry,
  catalogModels: Map<EquipmentEntry, string>,
) {
  const base = catalogModels.get(general);
  return (
    general.series === null &&
    base === general.model &&
    other.model !== catalogModels.get(other) &&
    catalogModels.get(other) === base &&
    other.discipline === general.discipline &&
    (general.make === null || other.make === null || general.make === other.make)
  );
}

/**
 * A mention without series ('B737', '737NG') or a family name ('PW100 series') adds its flags and
 * employers to the specific entries it stands for, rather than being an entry of its own.
 */
function absorb(
  entries: EquipmentEntry[],
  families: Map<EquipmentEntry, string | null>,
  catalogModels: Map<EquipmentEntry, string>,
  unitsOf: Map<EquipmentEntry, Set<number>>,
): EquipmentEntry[] {
  const besideNewGeneration = (general: EquipmentEntry, other: EquipmentEntry) =>
    NEW_GENERATION.test(other.series ?? "") &&
    [...(unitsOf.get(general) ?? [])].some((unit) => unitsOf.get(other)?.has(unit));
  const removed = new Set<EquipmentEntry>();
  for (const general of entries) {
    const isFamily = families.get(general) === "family";
    const specific = entries.filter(
      (other) =>
        other !== general &&
        !removed.has(other) &&
        (isFamily
          ? other.discipline === general.discipline && families.get(other) === general.model
          : (sameModel(other, general) &&
              isMoreSpecific(general.series, other.series) &&
              !besideNewGeneration(general, other)) ||
            isDesignationOf(general, other, catalogModels)),
    );
    if (specific.length === 0) continue;
    // The specific entries of the same job; or those listed with no job at all (an 'AIRCRAFT'
    // section), which the job's mention then ties to the job.
    const shared = specific.filter((other) =>
      other.employmentKeys.some((key) => general.employmentKeys.includes(key)),
    );
    const unplaced = specific.filter((other) => other.employmentKeys.length === 0);
    const targets = general.employmentKeys.length === 0 ? specific : shared.length > 0 ? shared : unplaced;
    if (targets.length === 0) continue;
    for (const target of targets) {
      target.flags = [...new Set([...target.flags, ...general.flags])];
      target.employmentKeys = [...new Set([...target.employmentKeys, ...general.employmentKeys])];
      target.manualYears ??= general.manualYears;
      target.manualMonths ??= general.manualMonths;
    }
    removed.add(general);
  }
  return entries.filter((entry) => !removed.has(entry));
}

export interface ExtractedEquipment {
  airframe: EquipmentEntry[];
  powerplant: EquipmentEntry[];
  avionics: EquipmentEntry[];
  disciplineFlags: ResumeDisciplineFlags;
}

export function extractEquipment(
  document: ResumeDocument,
  employers: readonly EmployerSpan[],
): ExtractedEquipment {
  const scanned = joinWrappedDesignations(mask(mask(mask(document.text, URL), EMAIL), PHONE));
  const units = textUnits(document);
  // Units are in order: a binary search keeps a document full of model names linear.
  const unitAt = (offset: number) => {
    let [low, high] = [0, units.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const unit = units[middle]!;
      if (offset < unit.start) high = middle - 1;
      else if (offset >= unit.end) low = middle + 1;
      else return middle;
    }
    return -1;
  };
  const employerAt = (offset: number) =>
    employers.find((employer) => offset >= employer.start && offset <= employer.end)?.key ?? null;

  const placed: Placed[] = findCatalogMentions(scanned).map((mention) => {
    const duration = statedDuration(scanned, mention);
    return {
      mention,
      unit: unitAt(mention.start),
      employer: employerAt(mention.start),
      flags: new Set(),
      manualYears: duration?.years ?? null,
      manualMonths: duration ? duration.months : null,
    };
  });

  const disciplineFlags: Record<ExperienceDiscipline, Set<ExperienceFlag>> = {
    airframe: new Set(),
    powerplant: new Set(),
    avionics: new Set(),
  };
  const byUnit = new Map<number, Placed[]>();
  const byEmployer = new Map<string, Placed[]>();
  for (const item of placed) {
    if (!byUnit.has(item.unit)) byUnit.set(item.unit, []);
    byUnit.get(item.unit)!.push(item);
    if (!item.employer) continue;
    if (!byEmployer.has(item.employer)) byEmployer.set(item.employer, []);
    byEmployer.get(item.employer)!.push(item);
  }
  units.forEach((unit, index) => {
    const text = document.text.slice(unit.start, unit.end);
    const inUnit = byUnit.get(index) ?? [];
    const employer = employerAt(unit.start);
    const inJob = employer ? (byEmployer.get(employer) ?? []) : [];
    const found = flagsIn(
      text,
      inUnit.some((item) => item.mention.discipline === "avionics"),
    );
    for (const course of manufacturerCourses(text)) {
      const segment = courseSegmentAround(text, course);
      const known = found.some(
        (item) =>
          item.flag === "hasFactoryTraining" && courseSegmentAround(text, item.index).start === segment.start,
      );
      if (!known) found.push({ flag: "hasFactoryTraining", discipline: "any", index: course });
    }
    for (const { flag, discipline, index: at } of found) {
      let targets: Placed[];
      if (discipline === "any") {
        // Factory training: the types of its clause, else those of a make it names ('Bell factory course').
        const clause = courseSegmentAround(text, at);
        const clauseText = text.slice(clause.start, clause.end);
        if (NOT_FACTORY.test(clauseText)) continue;
        const inClause = (offset: number) =>
          offset >= unit.start + clause.start && offset < unit.start + clause.end;
        const makes = manufacturersIn(clauseText);
        targets = inUnit.filter((item) => inClause(item.mention.start));
        // A maker's course trains on that maker's products, not on the aircraft it was fitted to
        // ('Collins Pro Line Fusion (King Air) factory course'); a maker only in parentheses is detail.
        const providers = manufacturersIn(clauseText.replace(/\([^()\n]*\)/g, " "));
        const byProvider = targets.filter(
          (item) => item.mention.make !== null && providers.has(item.mention.make),
        );
        if (byProvider.length > 0) targets = byProvider;
        if (targets.length === 0) {
          const byMake = (item: Placed) => item.mention.make !== null && makes.has(item.mention.make);
          targets = (employer ? inJob : placed).filter(byMake);
          if (targets.length === 0) targets = placed.filter(byMake);
        }
      } else {
        targets = inUnit.filter((item) => item.mention.discipline === discipline);
        if (targets.length === 0) targets = inJob.filter((item) => item.mention.discipline === discipline);
        if (targets.length === 0) disciplineFlags[discipline].add(flag);
      }
      for (const target of targets) target.flags.add(flag);
    }
  });

  const entries = new Map<string, EquipmentEntry>();
  const families = new Map<EquipmentEntry, string | null>();
  const catalogModels = new Map<EquipmentEntry, string>();
  const unitsOf = new Map<EquipmentEntry, Set<number>>();
  for (const item of placed) {
    const { mention } = item;
    // 'Bell 206B3' and '206B-3' are one entry.
    const key = [mention.discipline, mention.make ?? "", mention.model, mention.series ?? ""]
      .map((part) => part.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, ""))
      .join("|");
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        discipline: mention.discipline,
        make: mention.make,
        model: mention.model,
        series: mention.series,
        flags: [],
        employmentKeys: [],
        manualYears: null,
        manualMonths: null,
        spans: [],
      };
      entries.set(key, entry);
      families.set(entry, mention.entry.isFamily ? "family" : mention.entry.family);
      catalogModels.set(entry, mention.entry.model);
    }
    entry.spans.push({ start: mention.start, end: mention.end });
    if (!unitsOf.has(entry)) unitsOf.set(entry, new Set());
    unitsOf.get(entry)!.add(item.unit);
    const allowed = EXPERIENCE_FLAGS[mention.discipline] as readonly ExperienceFlag[];
    entry.flags = [...new Set([...entry.flags, ...[...item.flags].filter((flag) => allowed.includes(flag))])];
    if (item.employer && !entry.employmentKeys.includes(item.employer))
      entry.employmentKeys.push(item.employer);
    if (item.manualYears !== null && entry.manualYears === null) {
      entry.manualYears = item.manualYears;
      entry.manualMonths = item.manualMonths;
    }
  }
  const kept = absorb([...entries.values()], families, catalogModels, unitsOf);
  const ordered = (flags: readonly ExperienceFlag[], discipline: ExperienceDiscipline) =>
    (EXPERIENCE_FLAGS[discipline] as readonly ExperienceFlag[]).filter((flag) => flags.includes(flag));
  const of = (discipline: ExperienceDiscipline) =>
    kept
      .filter((entry) => entry.discipline === discipline)
      .map((entry) => ({ ...entry, flags: ordered(entry.flags, discipline) }));
  return {
    airframe: of("airframe"),
    powerplant: of("powerplant"),
    avionics: of("avionics"),
    disciplineFlags: {
      airframe: ordered([...disciplineFlags.airframe], "airframe") as ResumeDisciplineFlags["airframe"],
      powerplant: ordered(
        [...disciplineFlags.powerplant],
        "powerplant",
      ) as ResumeDisciplineFlags["powerplant"],
      avionics: ordered([...disciplineFlags.avionics], "avionics") as ResumeDisciplineFlags["avionics"],
    },
  };
}
