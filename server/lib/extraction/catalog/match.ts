// Finds catalog models in free text ('Boeing 737-800 and 737 MAX 8', 'Cessna 172, 182 and 206',
// 'PT6A-60A / PT6A-67') and resolves a single name ('B737-800' → Boeing 737 800).
//
// The text is tried only at word starts, with regular expressions grouped by first character, so a
// two-page resume is scanned in a few milliseconds.

import { AIRCRAFT } from "./aircraft";
import { AVIONICS } from "./avionics";
import { ENGINES } from "./engines";
import { MANUFACTURERS } from "./manufacturers";
import type {
  CatalogDiscipline,
  CatalogEntry,
  CatalogMatch,
  CatalogMention,
  ModelAlias,
  SeriesRule,
} from "./types";

export const CATALOG: readonly CatalogEntry[] = [...AIRCRAFT, ...ENGINES, ...AVIONICS];

interface Candidate {
  entry: CatalogEntry;
  alias: ModelAlias;
}

interface Compiled {
  /** First character → sticky regex 'make + separator' (or a glued prefix such as the B of 'B737'). */
  makes: Map<string, RegExp>;
  /** First character → sticky regex 'model alias'. */
  aliasOnly: Map<string, RegExp>;
  candidates: Map<string, Candidate[]>;
  manufacturersByAlias: Map<string, string[]>;
  /** Manufacturer → sticky regex of its models' aliases, for lists ('Cessna 172, 182 and 206'). */
  modelsOf: Map<string, RegExp>;
  series: Map<CatalogEntry, RegExp>;
  designations: Map<CatalogEntry, RegExp>;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SEPARATOR = "[\\s\\-]{0,2}";
/** Between a make and its model: spaces or a hyphen, optionally the word 'model'. */
const MAKE_SEPARATOR = "(?:[\\s\\-]{1,3}|\\s*,\\s*)(?:model\\s+)?";
/**
 * Between items of a list: commas, slashes, ampersands, 'and', 'or', maybe after a plain noun or two
 * ('Garmin GTN 650 navigators and G5 instruments').
 */
const LIST_SEPARATOR =
  /(?:'?s(?![\p{L}\p{N}]))?(?:\s+(?!and\b|or\b|plus\b)\p{Ll}[\p{Ll}-]*){0,2}(?:\s*(?:,|\/|&|\b(?:and|And|AND|or|Or|OR|plus)\b)\s*)+(?:(?:the|a|an|THE|A|AN)\s+)?/uy;
/** A number in a list that is a quantity, not a model ('Cessna 172, 150 hours'). */
const QUANTITY_AFTER =
  /\s*(?:\+|hours?\b|hrs?\b|years?\b|yrs?\b|months?\b|mos?\b|%|percent\b|cycles?\b|landings?\b)/iuy;
const PLURAL = /'?s(?![\p{L}\p{N}])/uy;

export function normalizeKey(text: string): string {
  return text.toLowerCase().replace(/[\s\-./]/g, "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** 'Pro Line 21' → 'Pro[\s-]{0,2}Line[\s-]{0,2}21'; a letter-digit boundary may carry a space or hyphen. */
function aliasPattern(text: string): string {
  let pattern = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const previous = text[index - 1];
    if (char === " " || char === "-") {
      if (!pattern.endsWith(SEPARATOR)) pattern += SEPARATOR;
      continue;
    }
    if (previous && /[A-Za-z]/.test(previous) && /\d/.test(char) && !pattern.endsWith(SEPARATOR)) {
      pattern += SEPARATOR;
    }
    pattern += escapeRegExp(char);
  }
  return pattern;
}

function makePattern(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replace(/\\-|-/g, "[\\s\\-]?").replace(/&/g, "\\s*&\\s*"))
    .join("[\\s\\-]{1,3}");
}

function firstChar(text: string): string {
  return text[0]!.toLowerCase();
}

/** Longest first, so 'PT6A' is tried before 'PT6' and 'Pratt & Whitney Canada' before 'Pratt & Whitney'. */
function alternation(patterns: Iterable<[text: string, pattern: string]>): string {
  return [...patterns]
    .sort((a, b) => normalizeKey(b[0]).length - normalizeKey(a[0]).length || b[0].length - a[0].length)
    .map(([, pattern]) => pattern)
    .join("|");
}

let compiled: Compiled | null = null;

function compile(): Compiled {
  if (compiled) return compiled;
  const candidates = new Map<string, Candidate[]>();
  const aliasTexts = new Map<string, string>();
  for (const entry of CATALOG) {
    for (const alias of entry.aliases) {
      const key = normalizeKey(alias.text);
      const list = candidates.get(key) ?? [];
      list.push({ entry, alias });
      candidates.set(key, list);
      if (!aliasTexts.has(key) || alias.text.length > aliasTexts.get(key)!.length)
        aliasTexts.set(key, alias.text);
    }
  }
  const allAliases = [...aliasTexts.values()].map((text): [string, string] => [text, aliasPattern(text)]);

  const manufacturersByAlias = new Map<string, string[]>();
  const makeAliases: [string, string][] = [];
  const prefixes: [string, string][] = [];
  for (const manufacturer of MANUFACTURERS) {
    for (const alias of [...manufacturer.aliases, ...(manufacturer.prefixes ?? [])]) {
      const key = normalizeKey(alias);
      const names = manufacturersByAlias.get(key) ?? [];
      if (!names.includes(manufacturer.name)) names.push(manufacturer.name);
      manufacturersByAlias.set(key, names);
    }
    for (const alias of manufacturer.aliases) makeAliases.push([alias, makePattern(alias)]);
    for (const prefix of manufacturer.prefixes ?? []) prefixes.push([prefix, escapeRegExp(prefix)]);
  }

  const makes = new Map<string, RegExp>();
  const firstChars = new Set([...makeAliases, ...prefixes].map(([text]) => firstChar(text)));
  for (const char of firstChars) {
    const full = makeAliases.filter(([text]) => firstChar(text) === char);
    const glued = prefixes.filter(([text]) => firstChar(text) === char);
    const parts: string[] = [];
    if (full.length > 0) parts.push(`(?<make>${alternation(full)})${MAKE_SEPARATOR}`);
    if (glued.length > 0) parts.push(`(?<prefix>${alternation(glued)})-?(?=\\d)`);
    makes.set(char, new RegExp(parts.join("|"), "iuy"));
  }
  const aliasOnly = new Map<string, RegExp>();
  for (const char of new Set(allAliases.map(([text]) => firstChar(text)))) {
    const own = allAliases.filter(([text]) => firstChar(text) === char);
    aliasOnly.set(char, new RegExp(`(?<alias>${alternation(own)})`, "iuy"));
  }
  const modelsOf = new Map<string, RegExp>();
  for (const manufacturer of MANUFACTURERS) {
    const own = new Map<string, string>();
    for (const entry of CATALOG) {
      if (!entry.makes.includes(manufacturer.name)) continue;
      for (const alias of entry.aliases) own.set(normalizeKey(alias.text), alias.text);
    }
    if (own.size === 0) continue;
    const source = alternation([...own.values()].map((text): [string, string] => [text, aliasPattern(text)]));
    modelsOf.set(manufacturer.name, new RegExp(`(?<alias>${source})`, "iuy"));
  }
  const series = new Map<CatalogEntry, RegExp>();
  for (const entry of CATALOG) {
    // A plural may follow the series ('Bell 407GXPs', '206L-4s').
    series.set(entry, new RegExp(`(?:${entry.series.pattern})(?='?s?(?![\\p{L}\\p{N}]))`, "iuy"));
  }
  const designations = new Map<CatalogEntry, RegExp>();
  for (const entry of CATALOG) {
    if (entry.designation) designations.set(entry, new RegExp(`^(?:${entry.designation.pattern})$`, "iu"));
  }
  compiled = { makes, aliasOnly, candidates, manufacturersByAlias, modelsOf, series, designations };
  return compiled;
}

/** Written series in the catalog's spelling ('nxi' → 'NXi'); other series upper-cased ('7b' → '7B'). */
function canonicalSeries(raw: string, rule: SeriesRule): { value: string; named: boolean } {
  const written = raw.replace(/\s+/g, " ").trim();
  const names = [...(rule.names ?? [])].sort((a, b) => b.length - a.length);
  const compact = written.replace(/ /g, "").toLowerCase();
  for (const name of names) {
    if (name.replace(/ /g, "").toLowerCase() === compact) return { value: name, named: true };
  }
  for (const name of names) {
    if (/[a-z]{2}/i.test(name) && written.toLowerCase().startsWith(name.toLowerCase())) {
      return { value: name + written.slice(name.length).toUpperCase(), named: true };
    }
  }
  return { value: written.toUpperCase(), named: false };
}

interface SeriesFound {
  series: string | null;
  end: number;
  /** The series is one of the rule's names: distinctive enough to tell the model without its make. */
  named: boolean;
}

function readSeries(entry: CatalogEntry, text: string, at: number): SeriesFound | null {
  const regex = compile().series.get(entry)!;
  regex.lastIndex = at;
  const match = regex.exec(text);
  if (!match || match[0].length === 0) return null;
  const raw = match.groups?.s ?? match.groups?.t ?? match.groups?.u;
  // A lone 's' is a plural ('A320s'), not a series.
  if (raw === "s") return null;
  if (raw === undefined) return { series: null, end: at + match[0].length, named: false };
  // 'King Air 350s', 'C90s': a small 's' after the number is a plural ('172S' in capitals is a series).
  const plural = /\ds$/.test(raw) ? raw.slice(0, -1) : raw;
  const { value, named } = canonicalSeries(plural, entry.series);
  return { series: value, end: at + match[0].length, named };
}

function endsAtWordBoundary(text: string, at: number): number | null {
  const next = text[at];
  // 'B1.1' is a licence category, '5.0' a version: a model is not followed by a decimal part.
  if ((next === "." || next === ",") && /\d/.test(text[at + 1] ?? "")) return null;
  if (next === undefined || !WORD_CHAR.test(next)) return at;
  PLURAL.lastIndex = at;
  return PLURAL.test(text) ? at : null;
}

interface Resolved {
  entry: CatalogEntry;
  make: string | null;
  writtenMake: string | null;
  series: string | null;
  end: number;
  score: number;
}

/**
 * Chooses what an alias written at `aliasStart` means. `makes` are the manufacturers written just
 * before it (or of the list it continues); weak aliases need one of them.
 */
function resolveAlias(
  text: string,
  aliasStart: number,
  aliasText: string,
  makes: readonly string[] | null,
): Resolved | null {
  const { candidates } = compile();
  const aliasEnd = aliasStart + aliasText.length;
  let best: Resolved | null = null;
  for (const candidate of candidates.get(normalizeKey(aliasText)) ?? []) {
    const { entry, alias } = candidate;
    const writtenMake = makes ? (entry.makes.find((make) => makes.includes(make)) ?? null) : null;
    const found = readSeries(entry, text, aliasEnd);
    const end = found ? found.end : endsAtWordBoundary(text, aliasEnd);
    if (end === null) continue;
    const series = found?.series ?? (alias.series || null);
    const accepted =
      writtenMake !== null ||
      (alias.strong && (!entry.seriesRequired || series !== null)) ||
      (found?.named ?? false);
    if (!accepted) continue;
    const exact = aliasText.toLowerCase().replace(/\s+/g, " ") === alias.text.toLowerCase();
    const score =
      (writtenMake ? 8 : 0) +
      (found?.named ? 4 : found?.series ? 2 : 0) +
      (exact ? 1 : 0) +
      (alias.strong ? 0.5 : 0);
    if (!best || score > best.score) {
      best = { entry, make: writtenMake ?? entry.defaultMake, writtenMake, series, end, score };
    }
  }
  return best;
}

/** The model and series as the form holds them ('CRJ' + '200' → 'CRJ200', no series). */
function designate(entry: CatalogEntry, series: string | null): { model: string; series: string | null } {
  const rule = entry.designation;
  const match = rule && series ? compile().designations.get(entry)?.exec(series) : null;
  if (!rule || !match?.groups) return { model: entry.model, series };
  const { m, w, s } = match.groups;
  const model = w ?? (m ? `${entry.model}${rule.join}${m}` : entry.model);
  return { model, series: s || null };
}

function mention(resolved: Resolved, start: number): CatalogMention {
  return {
    entry: resolved.entry,
    discipline: resolved.entry.discipline,
    make: resolved.make,
    ...designate(resolved.entry, resolved.series),
    start,
    end: resolved.end,
    writtenMake: resolved.writtenMake,
  };
}

function tryAt(text: string, start: number): CatalogMention | null {
  const { makes, manufacturersByAlias } = compile();
  const makeRegex = makes.get(text[start]!.toLowerCase());
  if (makeRegex) {
    makeRegex.lastIndex = start;
    const match = makeRegex.exec(text);
    const written = match?.groups?.make ?? match?.groups?.prefix;
    if (match && written) {
      const aliasStart = start + match[0].length;
      const found = aliasAt(text, aliasStart, manufacturersByAlias.get(normalizeKey(written)) ?? []);
      if (found?.writtenMake) return { ...found, start };
      // Otherwise the 'make' is part of a model name ('MD 500') or names something else.
    }
  }
  return aliasAt(text, start, null);
}

function aliasAt(text: string, start: number, makes: readonly string[] | null): CatalogMention | null {
  const char = text[start];
  const regex = char ? compile().aliasOnly.get(char.toLowerCase()) : undefined;
  if (!regex) return null;
  regex.lastIndex = start;
  const match = regex.exec(text);
  if (!match?.groups?.alias) return null;
  const resolved = resolveAlias(text, start, match.groups.alias, makes);
  return resolved ? mention(resolved, start) : null;
}

/** 'Cessna 172, 182 and 206', 'CRJ-700/900', 'PT6A-60A / PT6A-67': the items after a mention. */
function continuations(text: string, first: CatalogMention): CatalogMention[] {
  const { modelsOf } = compile();
  const found: CatalogMention[] = [];
  let previous = first;
  const make = first.make;
  for (;;) {
    LIST_SEPARATOR.lastIndex = previous.end;
    const separator = LIST_SEPARATOR.exec(text);
    if (!separator) break;
    const at = previous.end + separator[0].length;
    QUANTITY_AFTER.lastIndex = at + (/^\d+/.exec(text.slice(at, at + 12))?.[0].length ?? 0);
    if (/\d/.test(text[at] ?? "") && QUANTITY_AFTER.test(text)) break;
    let next: CatalogMention | null = null;
    const models = make ? modelsOf.get(make) : undefined;
    if (models) {
      models.lastIndex = at;
      const match = models.exec(text);
      if (match?.groups?.alias) {
        QUANTITY_AFTER.lastIndex = at + match[0].length;
        const resolved = QUANTITY_AFTER.test(text)
          ? null
          : resolveAlias(text, at, match.groups.alias, [make!]);
        if (resolved && resolved.entry.discipline === first.discipline) next = mention(resolved, at);
      }
    }
    next ??= seriesAfter(text, previous, at, separator[0]);
    next ??= siblingAfter(text, previous, at);
    if (!next) break;
    if (isSeatPair(previous, next, separator[0])) {
      // US fighter single-seat / two-seat pairs are one type ('F-16C/D', 'F/A-18E/F').
      previous.series = `${previous.series}/${next.series}`;
      previous.end = next.end;
      continue;
    }
    found.push(next);
    previous = next;
  }
  return found;
}

/**
 * Another series of the model before ('CRJ-700/900', 'PT6A-42/-60A', '787-8/9', 'A330-200/300'):
 * after a slash or a hyphen any series; after a comma or 'and' one that is written like the one
 * before ('Citation 560XL, 680 and 750') or is one of the model's named series.
 */
function seriesAfter(
  text: string,
  previous: CatalogMention,
  at: number,
  separator: string,
): CatalogMention | null {
  const slash = separator.includes("/") || text[at] === "-";
  let series = readSeries(previous.entry, text, at);
  // '787-8/9': the hyphen of the first series is left out before the next.
  if (
    !series?.series &&
    slash &&
    previous.series &&
    /-[\p{L}\p{N}+]{1,8}$/u.test(text.slice(previous.start, previous.end))
  ) {
    const shifted = readSeries(previous.entry, `-${text.slice(at, at + 24)}`, 0);
    if (shifted?.series) series = { ...shifted, end: at + shifted.end - 1 };
  }
  if (!series?.series) return null;
  let value = series.series;
  const written = text.slice(at, series.end);
  // 'CFM56-7B24/26', 'T700-GE-701C/D': the end of the series before is changed.
  const tail =
    /^(.*[A-Z-])(\d+)$/i.exec(previous.series ?? "") ?? /^(.*\d)([A-Z])$/i.exec(previous.series ?? "");
  if (tail && value.length === tail[2]!.length && /^\d+$|^[A-Z]$/i.test(value)) {
    if (/\d/.test(tail[2]!) === /\d/.test(value)) value = `${tail[1]}${value.toUpperCase()}`;
  }
  // 'Pro Line 21/Pro Line Fusion': a word in lower case is no series.
  if (!series.named && /\p{Ll}/u.test(written) && !/\d/.test(written)) return null;
  if (!slash) {
    const alike = /^\d/.test(value) && /^\d/.test(previous.series ?? "");
    if (!series.named && !alike) return null;
  }
  return { ...previous, ...designate(previous.entry, value), start: at, end: series.end };
}

/**
 * A number standing for the model before with its number changed ('A319/320/321', 'ERJ-135/140',
 * 'GTN 650/750', 'PW206/207'): a model of the same kind and make spelled that way.
 */
function siblingAfter(text: string, previous: CatalogMention, at: number): CatalogMention | null {
  const digits = /^\d{2,5}/.exec(text.slice(at, at + 6))?.[0];
  const prefix = /^(.*\p{L}[\s-]?)\d+$/u.exec(previous.entry.model)?.[1];
  if (!digits || !prefix) return null;
  const written = prefix + text.slice(at, at + 40);
  const found = aliasAt(written, 0, previous.make ? [previous.make] : null);
  if (
    !found ||
    found.end < prefix.length + digits.length ||
    found.discipline !== previous.discipline ||
    (previous.make !== null && !found.entry.makes.includes(previous.make))
  )
    return null;
  return { ...found, start: at, end: at + found.end - prefix.length };
}

function isSeatPair(previous: CatalogMention, next: CatalogMention, separator: string): boolean {
  const [first, second] = [previous.series ?? "", next.series ?? ""];
  return (
    next.entry === previous.entry &&
    previous.entry.category === "military" &&
    /^F[-/]/.test(previous.model) &&
    separator.trim() === "/" &&
    /^[A-Z]$/.test(first) &&
    /^[A-Z]$/.test(second) &&
    second.charCodeAt(0) === first.charCodeAt(0) + 1
  );
}

/** Every catalog model named in `text`, in order of appearance. */
export function findCatalogMentions(text: string): CatalogMention[] {
  const mentions: CatalogMention[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const wordStart = WORD_CHAR.test(char) && (index === 0 || !WORD_CHAR.test(text[index - 1]!));
    if (!wordStart) {
      index++;
      continue;
    }
    const found = tryAt(text, index);
    if (!found) {
      index++;
      continue;
    }
    mentions.push(found);
    const more = continuations(text, found);
    for (const item of more) mentions.push(item);
    index = (more.at(-1) ?? found).end;
  }
  const kept = withoutRestatements(
    text,
    mentions.filter((item) => !isAddressNumber(text, item) && !isPartOfName(text, item)),
  );
  return insertInOrder(kept, numbersOfWrittenMakes(text, kept));
}

/** 'our 150 employees': a number of people or things, not a model. */
const COUNTED_AFTER =
  /^\s+(?:employees|people|technicians|mechanics|engineers|staff|members|personnel|flights|passengers|customers|students|inspections|tasks|items|cards|jobs|aircraft|airplanes|helicopters|engines|tails)\b/i;
const BARE_NUMBER = /\b(?:the|our|their|my|his|her)\s+(\d{2,4}[A-Z]{0,3})(?='?s?(?![\p{L}\p{N}]))/giu;

/**
 * 'Bell 407 … and moved to the 429': a model number after 'the' or 'our' names a model of a make the
 * resume writes elsewhere, when exactly one of those makes has a model of that number.
 */
function numbersOfWrittenMakes(text: string, found: readonly CatalogMention[]): CatalogMention[] {
  const makes = [...new Set(found.flatMap((item) => (item.writtenMake ? [item.writtenMake] : [])))];
  if (makes.length === 0) return [];
  const added: CatalogMention[] = [];
  let next = 0;
  for (const match of text.matchAll(BARE_NUMBER)) {
    const at = match.index + match[0].length - match[1]!.length;
    while (next < found.length && found[next]!.end <= at) next++;
    if (next < found.length && found[next]!.start <= at) continue;
    if (/^(?:19|20)\d\d$/.test(match[1]!)) continue;
    QUANTITY_AFTER.lastIndex = at + match[1]!.length;
    if (QUANTITY_AFTER.test(text) || COUNTED_AFTER.test(text.slice(at + match[1]!.length, at + 40))) continue;
    const readings = makes
      .map((make) => aliasAt(text, at, [make]))
      .filter((item): item is CatalogMention => item?.writtenMake != null);
    if (new Set(readings.map((item) => item.entry)).size === 1) added.push(readings[0]!);
  }
  return added;
}

function insertInOrder(mentions: CatalogMention[], more: CatalogMention[]): CatalogMention[] {
  if (more.length === 0) return mentions;
  return [...mentions, ...more].sort((a, b) => a.start - b.start);
}

const STREET_AFTER =
  /^\s+(?:[A-Z][a-z]+\s+){0,3}(?:Rd|Road|St|Street|Ave|Avenue|Blvd|Boulevard|Dr|Drive|Way|Lane|Ln|Hwy|Highway|Pkwy|Parkway|Ct|Court|Cir|Circle|Pl|Place|Trail|Trl)\b/;
const NUMBER_LABEL_BEFORE =
  /(?:\b(?:Suite|Ste|Apt|Unit|Box|No|Building|Bldg|Hangar|Room|Rm|Gate|Flight|Route|Rte|Highway|Hwy|Interstate)\.?|#)\s*$/i;

/** A number alone that is part of an address or a label ('757 Airport Road', 'Suite 350', 'Hangar 737'). */
function isAddressNumber(text: string, item: CatalogMention): boolean {
  if (!/^\d+$/.test(text.slice(item.start, item.end))) return false;
  return (
    STREET_AFTER.test(text.slice(item.end, item.end + 60)) ||
    NUMBER_LABEL_BEFORE.test(text.slice(Math.max(0, item.start - 14), item.start))
  );
}

const NAME_AFTER =
  /^[ \t]+(?:[A-Z][\p{L}&-]*[ \t]+){0,2}(?:Services?|Service\s+Cent(?:er|re)|Aviation|Aero|Aerospace|Air|Airways|Airlines|Charters?|Jet\s+Cent(?:er|re)|Flying|Inc|LLC|Ltd|Corp|Corporation|Company|Co|Group)\b/u;

/** A model without series that begins a company's name ('Cessna Citation Service Center', 'Bonanza Aviation LLC'). */
function isPartOfName(text: string, item: CatalogMention): boolean {
  return item.series === null && NAME_AFTER.test(text.slice(item.end, item.end + 60));
}

/**
 * A model named twice in a row is one entry: 'Bell 206L-4 LongRanger' (the name after the
 * designation), and 'F108-CF-100 (CFM56-2B1)' or 'C-21A (Learjet 35)' (another designation of the
 * same engine or aircraft in parentheses).
 */
function withoutRestatements(text: string, mentions: CatalogMention[]): CatalogMention[] {
  const kept: CatalogMention[] = [];
  for (const item of mentions) {
    const before = kept.at(-1);
    const between = before ? text.slice(before.end, item.start) : "x";
    const [a, b] = [before?.series ?? "", item.series ?? ""];
    if (
      before &&
      before.entry === item.entry &&
      /^ {1,2}$/.test(between) &&
      (a.startsWith(b) || b.startsWith(a))
    ) {
      if (before.series === null) before.series = item.series;
      before.end = item.end;
      continue;
    }
    const gloss =
      before !== undefined &&
      before.discipline === item.discipline &&
      before.entry !== item.entry &&
      /^\s?\(\s?$/.test(between) &&
      /^\s?\)/.test(text.slice(item.end, item.end + 3));
    if (gloss) {
      // 'Airbus H135 (EC135 P2+)': the series written in the parentheses is the aircraft's.
      if (before.series === null && item.series !== null && before.entry.category === item.entry.category)
        before.series = item.series;
      continue;
    }
    kept.push(item);
  }
  return kept;
}

/** What a single name means: 'B737-800', 'Boeing 737-800NG' and '737' are all Boeing 737. */
export function lookupCatalog(name: string, discipline?: CatalogDiscipline): CatalogMatch | null {
  const found = findCatalogMentions(name).find((item) => !discipline || item.discipline === discipline);
  if (!found) return null;
  return {
    discipline: found.discipline,
    category: found.entry.category,
    make: found.make,
    model: found.model,
    series: found.series,
  };
}

/** The manufacturer a written make names ('GE' → 'General Electric'), or null. */
export function findManufacturers(written: string): string[] {
  return compile().manufacturersByAlias.get(normalizeKey(written.trim())) ?? [];
}

/** True when two written makes can name the same manufacturer ('CFM' and 'CFM International'). */
export function sameManufacturer(a: string, b: string): boolean {
  if (normalizeKey(a) === normalizeKey(b)) return true;
  const left = findManufacturers(a);
  return findManufacturers(b).some((name) => left.includes(name));
}
