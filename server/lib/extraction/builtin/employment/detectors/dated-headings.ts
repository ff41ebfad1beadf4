// Dated headings: each date range written like a heading is an anchor; the heading lines around it
// (before it, or after it when it lacks the company or title) give position, company and location.
// Roles listed under a company heading take its name; a company's dated total above its dated roles
// is no job of its own. The most common layout, and the detector every other one is measured against.

import { hasEmploymentTypeClue } from "../../clues";
import { type DateOptions, findDateRanges } from "../../dates";
import {
  companyScore,
  isCategoryOnly,
  isColumnLabels,
  isJobFactLine,
  parseHeader,
  titleScore,
} from "../../header";
import { looseName } from "../../prose";
import { headingKind, type Section } from "../../sections";
import type { Line } from "../../text";
import type { Anchor, Heading } from "../candidate";
import type { Detector } from "../detector";
import {
  CAMEL_NAME,
  DURATION,
  DURATION_TAIL,
  isDurationOnly,
  isPlaceOnly,
  isSentence,
  isStrongHeader,
  looksLikeHeader,
  namesEmployer,
  trimEdges,
  withoutDurations,
} from "../lines";
import { scoreCandidate } from "../score";

/**
 * A bullet that holds a whole job ('• 2015–2019: Line Mechanic, Delta Air Lines, Atlanta, GA'): the
 * date range opens or closes it, and the rest names both a role and an organisation.
 */
function bulletJobAnchor(line: Line, options: DateOptions): Anchor | null {
  if (line.text.length > 160) return null;
  const range = findDateRanges(line.text, options)[0];
  if (!range) return null;
  const before = trimEdges(line.text.slice(0, range.index));
  const after = trimEdges(line.text.slice(range.index + range.length));
  if (before && after) return null;
  const rest = before || after;
  if (!rest || isSentence(rest) || !looksLikeHeader(rest)) return null;
  const fields = parseHeader([rest]);
  if (!fields.title || !fields.company || titleScore(fields.title) < 2) return null;
  if (companyScore(fields.company) < 2 && titleScore(fields.company) > 0) return null;
  return { range, index: range.index, length: range.length, rest };
}

/** A date range that sits in a heading: at either end of the line, or in a heading-like line. */
function anchorOf(line: Line, options: DateOptions): Anchor | null {
  if (line.blank) return null;
  if (line.bullet) return bulletJobAnchor(line, options);
  for (const range of findDateRanges(line.text, options)) {
    const before = withoutDurations(line.text.slice(0, range.index));
    const after = withoutDurations(line.text.slice(range.index + range.length));
    const rest = [before, after].filter(Boolean).join(" | ");
    // 'From 2012 to 2017 I was a line mechanic for …': a sentence that opens with dates is prose.
    if (isSentence(rest)) continue;
    if (!before || !after || looksLikeHeader(rest))
      return { range, index: range.index, length: range.length, rest };
  }
  // A duration alone at the end of a heading line ('Acme Aviation      9 yrs 4 mos', '… (12 years)').
  const duration = /\d/.test(line.text) ? [...line.text.matchAll(DURATION)].at(-1) : undefined;
  if (!duration) return null;
  const afterDuration = line.text.slice(duration.index + duration[0].length);
  const tail = afterDuration.replace(/\s+/g, " ").trim();
  if (DURATION_TAIL.test(tail)) {
    const before = trimEdges(line.text.slice(0, duration.index));
    const length = duration[0].length;
    if (before && looksLikeHeader(before))
      return { range: null, index: duration.index, length, rest: before };
    // '12 years with the company' on a line of its own: the job's heading is around it. A bare
    // '7 yrs 2 mos' under a company is LinkedIn's total for roles listed below, not a job.
    if (!before && /[a-z]{4}/i.test(tail)) return { range: null, index: duration.index, length, rest: "" };
  }
  return null;
}

const PRESENT_ONLY = /^(?:present|current(?:ly)?|now|today|to date|ongoing|continuing)$/i;

/**
 * A table's 'From' and 'To' cells that text extraction put on lines of their own ('2016-08-15' /
 * '2020-02-28', or '03/2019' / 'Present'): one range, anchored on the first line.
 */
function stackedAnchor(line: Line, next: Line | undefined, options: DateOptions): Anchor | null {
  if (!next || line.blank || next.blank || line.bullet || next.bullet) return null;
  if (line.text.length > 20 || next.text.length > 20) return null;
  const range = findDateRanges(`${line.text} – ${next.text}`, options)[0];
  // Both lines are the range, whole: no text beside either date.
  const whole = line.text.length + 3 + next.text.length;
  if (range?.index !== 0 || range.length !== whole) return null;
  if (range.current && !PRESENT_ONLY.test(next.text)) return null;
  return { range, index: 0, length: line.text.length, rest: "", stacked: true };
}

/** 'Short contracts, 2017 – 2019 (through PDS Tech):', 'Seasonal work:': the kind of the jobs below it. */
function groupLine(line: Line): string | undefined {
  if (line.bullet || line.text.length > 100 || !line.text.endsWith(":")) return undefined;
  return hasEmploymentTypeClue(line.text) ? line.text : undefined;
}

/** A heading names only a role: it takes the company of the company heading above it. */
export function needsCompany(fields: ReturnType<typeof parseHeader>): boolean {
  if (!fields.company) return true;
  return (
    !fields.title &&
    titleScore(fields.company) >= 2 &&
    titleScore(fields.company) > companyScore(fields.company)
  );
}

/**
 * The sentence goes on in lower case on the next line ('Garmin G1000 upgrades on Beechcraft King Air
 * 350' / 'aircraft.'): a duties line that a PDF wrapped (its bullet drawn as a graphic), no heading.
 */
function continuesBelow(lines: readonly Line[], index: number): boolean {
  const next = lines[index + 1];
  if (!next || next.blank || next.bullet) return false;
  return /^\p{Ll}/u.test(next.text) && !CAMEL_NAME.test(next.text);
}

/** A line that names an organisation and no role: the heading of one or more roles below it. */
function isCompanyHeading(line: Line): boolean {
  if (line.blank || line.bullet || !looksLikeHeader(line.text)) return false;
  if (findDateRanges(line.text).length > 0) return false;
  const fields = parseHeader([line.text]);
  return fields.company !== null && fields.title === null && companyScore(fields.company) >= 2;
}

function isComplete(texts: readonly string[]): boolean {
  const fields = parseHeader(texts);
  // 'Severn Aviation, Gloucester · 2012 – 2018': a leftover piece without a title word ('Gloucester')
  // is no title; the title line above still belongs to the heading.
  return fields.company !== null && fields.title !== null && titleScore(fields.title) > 0;
}

/**
 * A heading line that a narrow PDF column wrapped ('Carolina Jet Center | Line Service Technician /'
 * then 'Apprentice Mechanic | Concord, NC'): the index of its continuation line, or null. It
 * continues when the first part ends mid-phrase, or both lines are split by the same ' | '.
 */
function wrappedContinuation(
  lines: readonly Line[],
  index: number,
  rest: string,
  anchors: readonly (Anchor | null)[],
): number | null {
  if (!rest) return null;
  let next = index + 1;
  if (lines[next]?.blank) next++;
  const line = lines[next];
  if (!line || line.blank || line.bullet || anchors[next] || line.text.length > 80) return null;
  if (findDateRanges(line.text).length > 0 || headingKind(line.text)) return null;
  // 'Sheet Metal Mechanic, Aug 2011 – Dec 2014': the comma led to the dates; a duties sentence
  // under the heading is not the rest of it.
  if (/,$/.test(rest.trim()) && !looksLikeHeader(line.text)) return null;
  const unbalanced = (rest.match(/\(/g) ?? []).length > (rest.match(/\)/g) ?? []).length;
  const openEnd = unbalanced || /[/(&,-]$|\b(?:and|of|for|at)$/i.test(rest.trim());
  const samePipes = rest.includes(" | ") && line.text.includes(" | ");
  return openEnd || samePipes ? next : null;
}

function joinWrapped(first: string, second: string): string {
  const trimmed = first.trim();
  // A word hyphenated at the wrap ('part-' + 'time)') joins without a space.
  return /\p{Ll}-$/u.test(trimmed) ? `${trimmed}${second.trim()}` : `${trimmed} ${second.trim()}`;
}

const TAG = /^\(([^()]{2,60})\)$/;

/** 'ANG' names 'Wisconsin Air National Guard'; 'Lakeshore' names 'Lakeshore Regional Airlines'. */
function tagNames(tag: string, segment: string): boolean {
  const looseTag = looseName(tag);
  if (looseTag.length >= 3 && looseName(segment).includes(looseTag)) return true;
  const initials = segment
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("");
  if (/^\p{Lu}{2,6}$/u.test(tag) && initials.includes(tag)) return true;
  const first = tag.split(/\s+/)[0] ?? "";
  return first.length >= 4 && looseName(segment).includes(looseName(first));
}

/**
 * Two concurrent employers in one heading ('Org A - Role A/Org B - Role B') followed by date lines
 * tagged with their employer ('(Org B) 2018–present'): the heading part the tag names, or null.
 */
function taggedHeading(
  lines: readonly Line[],
  index: number,
  anchor: Anchor,
  anchors: readonly (Anchor | null)[],
) {
  const tag = TAG.exec(lines[index]!.text.slice(0, anchor.index).trim())?.[1];
  if (!tag) return null;
  let headingIndex = index - 1;
  while (
    headingIndex >= 0 &&
    anchors[headingIndex] &&
    TAG.test(lines[headingIndex]!.text.slice(0, anchors[headingIndex]!.index).trim())
  )
    headingIndex--;
  let heading = lines[headingIndex];
  if (!heading || heading.blank || heading.bullet || anchors[headingIndex]) return null;
  // The heading wrapped before a parenthesis ('… - Crew Chief' then '(KC-135R)').
  const above = lines[headingIndex - 1];
  if (TAG.test(heading.text) && above && !above.blank && !above.bullet && !anchors[headingIndex - 1]) {
    heading = { ...above, text: `${above.text} ${heading.text}` };
    headingIndex--;
  }
  const segments = pairedSegments(heading.text) ?? heading.text.split(/\s*\/\s*(?![^(]*\))/).filter(Boolean);
  if (segments.length < 2) return null;
  const segment = segments.find((candidate) => tagNames(tag, candidate));
  return segment ? { line: headingIndex, text: segment } : null;
}

/**
 * 'Org A and Org B – Role A / Role B': two organisations joined by 'and' or '&', then as many roles
 * split by a slash, paired in order ('Org A – Role A', 'Org B – Role B'). Null for any other heading.
 */
function pairedSegments(text: string): string[] | null {
  const [names, roles, ...more] = text.split(/\s+[–—-]\s+/);
  if (!names || !roles || more.length > 0) return null;
  const companies = names.split(/\s+(?:and|&)\s+/);
  const titles = roles.split(/\s*\/\s*/);
  if (companies.length !== 2 || titles.length !== 2) return null;
  if (!companies.every((name) => companyScore(name) >= 2)) return null;
  if (!titles.some((title) => titleScore(title) >= 2)) return null;
  return companies.map((name, index) => `${name} – ${titles[index]}`);
}

/**
 * A card that gives a duration instead of dates ('Shannon Technical Services' / 'B1 Certifying
 * Engineer' / 'Shannon, Ireland' / '4 yrs 3 mos'): the duration line closes a heading of two lines or
 * more, one of them a role. LinkedIn's company total sits under the company's name alone.
 */
function durationCard(lines: readonly Line[], anchors: readonly (Anchor | null)[], index: number): boolean {
  const line = lines[index]!;
  if (line.blank || line.bullet || !isDurationOnly(line.text)) return false;
  const above: string[] = [];
  for (let before = index - 1; before >= 0 && above.length < 4; before--) {
    const candidate = lines[before]!;
    if (candidate.blank || candidate.bullet || anchors[before] || !looksLikeHeader(candidate.text)) break;
    above.unshift(candidate.text);
  }
  if (above.length < 2) return false;
  const fields = parseHeader(above);
  return fields.company !== null && fields.title !== null && titleScore(fields.title) >= 2;
}

/**
 * The line heads the next job rather than ending this one: LinkedIn's company name above its total
 * ('Great Plains Aviation' / '7 yrs 2 mos'), or a company line above a role whose dates follow.
 */
function startsNextHeading(
  lines: readonly Line[],
  anchors: readonly (Anchor | null)[],
  index: number,
): boolean {
  const next = lines[index + 1];
  if (!next || next.blank) return false;
  if (isDurationOnly(next.text)) return true;
  const dates = anchors[index + 2];
  return (
    !next.bullet &&
    !anchors[index + 1] &&
    looksLikeHeader(next.text) &&
    dates !== null &&
    dates !== undefined &&
    !dates.rest &&
    !dates.stacked
  );
}

/** Lines of a heading, a line that only names the kind of operation not counted. */
function headingSize(heading: Heading, lines: readonly Line[]): number {
  return heading.lines.filter((line) => !isCategoryOnly(lines[line]!.text)).length;
}

/** Headings found around date anchors, in order. */
function anchoredHeadings(section: Section, options: DateOptions): Heading[] {
  const lines = section.lines;
  const anchors = lines.map((line) => anchorOf(line, options));
  const consumed = new Set<number>();
  for (let index = 0; index + 1 < lines.length; index++) {
    if (anchors[index] || anchors[index + 1]) continue;
    const stacked = stackedAnchor(lines[index]!, lines[index + 1], options);
    if (!stacked) continue;
    anchors[index] = stacked;
    consumed.add(index + 1);
    index++;
  }
  anchors.forEach((anchor, index) => {
    if (!anchor && durationCard(lines, anchors, index))
      anchors[index] = { range: null, index: 0, length: lines[index]!.text.length, rest: "" };
  });
  const usable = (index: number) =>
    index >= 0 &&
    index < lines.length &&
    !consumed.has(index) &&
    !lines[index]!.blank &&
    !lines[index]!.bullet &&
    anchors[index] === null;
  const headings: Heading[] = [];
  let context: string | undefined;
  let contextIsHeading = false;
  let contextLine: number | undefined;
  // A dated company line naming no role ('Desert Jet Center (2019 – Present)'), and the dated roles
  // listed under it: the company's total span, not a job of its own (see `isCompanySpan`).
  let spanHeading: Heading | null = null;
  const spans = new Map<Heading, Heading[]>();
  let group: string | undefined;
  anchors.forEach((anchor, index) => {
    if (lines[index]!.blank) group = undefined;
    if (!anchor) {
      group = groupLine(lines[index]!) ?? group;
      if (!consumed.has(index) && isCompanyHeading(lines[index]!) && !continuesBelow(lines, index)) {
        context = lines[index]!.text;
        contextIsHeading = true;
        contextLine = index;
      }
      return;
    }
    consumed.add(index);
    const tagged = taggedHeading(lines, index, anchor, anchors);
    if (tagged) {
      consumed.add(tagged.line);
      headings.push({ lines: [index], texts: [tagged.text], anchor, context, contextIsHeading });
      return;
    }
    const heading: Heading = {
      lines: [index],
      texts: anchor.rest ? [anchor.rest] : [],
      anchor,
      context,
      contextIsHeading,
      contextLine: contextIsHeading ? contextLine : undefined,
      group,
    };
    let before = lines[index]!.text.slice(0, anchor.index).trim();
    // 'Coastal Helicopters Inc. (2015 – Present)': the parenthesis held the dates, nothing wrapped.
    const afterRange = lines[index]!.text.slice(anchor.index + anchor.length).trim();
    if (afterRange.startsWith(")")) before = before.replace(/\(\s*$/, "").trim();
    const wrapped = wrappedContinuation(lines, index, before, anchors);
    if (wrapped !== null) {
      heading.texts = [trimEdges(joinWrapped(before, lines[wrapped]!.text))];
      heading.lines.push(wrapped);
      consumed.add(wrapped);
    }
    if (!isComplete(heading.texts) && !anchor.stacked) {
      // Up to three lines above: title, company, and a place that a narrow column wrapped.
      for (let before = index - 1; heading.lines.length < 4 && usable(before); before--) {
        if (!looksLikeHeader(lines[before]!.text) || isColumnLabels(lines[before]!.text)) break;
        heading.lines.unshift(before);
        heading.texts.unshift(lines[before]!.text);
      }
    }
    // LinkedIn's roles under one company: the title above the dates, the company above them all; the
    // line below the dates is the next company or role, not this role's employer.
    const roleAbove = heading.lines[0]! < index && !anchor.rest;
    const roleOnly = heading.texts.length > 0 && needsCompany(parseHeader(heading.texts));
    const roleUnderCompany = Boolean(context) && roleOnly && (roleAbove || contextIsHeading);
    if (spanHeading && roleOnly && anchor.rest) spans.get(spanHeading)?.push(heading);
    for (
      let after = Math.max(index + (anchor.stacked ? 2 : 1), wrapped === null ? 0 : wrapped + 1);
      !roleUnderCompany && !isComplete(heading.texts) && headingSize(heading, lines) < 4 && usable(after);
      after++
    ) {
      const text = lines[after]!.text;
      if (isJobFactLine(text)) continue;
      if (!(isStrongHeader(text) || isCategoryOnly(text)) || startsNextHeading(lines, anchors, after)) break;
      heading.lines.push(after);
      heading.texts.push(lines[after]!.text);
    }
    // A PDF may leave a blank line inside the heading ('2008 – 2011' / 'HELICOPTER MECHANIC' / '' /
    // 'Rocky Mountain Rotors, Montrose, CO'): a company line right after it still belongs to it.
    const lastLine = Math.max(...heading.lines);
    if (
      !roleUnderCompany &&
      lastLine >= index &&
      needsCompany(parseHeader(heading.texts)) &&
      lines[lastLine + 1]?.blank &&
      usable(lastLine + 2) &&
      namesEmployer(lines[lastLine + 2]!.text) &&
      !startsNextHeading(lines, anchors, lastLine + 2)
    ) {
      heading.lines.push(lastLine + 2);
      heading.texts.push(lines[lastLine + 2]!.text);
    }
    // 'Loganair Ltd | Glasgow, UK   Sep 2014 – Feb 2019' / '' / 'Avionics Technician': a title
    // alone after one blank line a PDF left, when the heading names its company but no role.
    const fieldsSoFar = parseHeader(heading.texts);
    const titleLine = Math.max(...heading.lines) + 2;
    if (
      fieldsSoFar.company &&
      !fieldsSoFar.title &&
      companyScore(fieldsSoFar.company) >= 2 &&
      lines[titleLine - 1]?.blank &&
      usable(titleLine) &&
      titleScore(lines[titleLine]!.text) >= 2 &&
      companyScore(lines[titleLine]!.text) < 2 &&
      looksLikeHeader(lines[titleLine]!.text) &&
      !startsNextHeading(lines, anchors, titleLine) &&
      !anchors[titleLine + 1]
    ) {
      heading.lines.push(titleLine);
      heading.texts.push(lines[titleLine]!.text);
    }
    // Dates alone on their line with the title below them start a job of its own: a company named
    // by the job before is no evidence of this one's.
    heading.titleBelow = !anchor.rest && heading.lines[0] === index;
    // A place alone right after the heading ('Wichita, Kansas, United States' under LinkedIn dates)
    // belongs to this job, not to the heading of the next one.
    let placeLine = Math.max(...heading.lines) + 1;
    // A PDF may leave a blank line before it; then nothing heading-like may follow it.
    if (
      lines[placeLine]?.blank &&
      usable(placeLine + 1) &&
      isPlaceOnly(lines[placeLine + 1]!.text) &&
      (lines[placeLine + 2] === undefined ||
        !usable(placeLine + 2) ||
        !looksLikeHeader(lines[placeLine + 2]!.text) ||
        continuesBelow(lines, placeLine + 2))
    )
      placeLine++;
    if (usable(placeLine) && isPlaceOnly(lines[placeLine]!.text)) {
      heading.lines.push(placeLine);
      heading.texts.push(lines[placeLine]!.text);
    }
    for (const line of heading.lines) consumed.add(line);
    // Roles listed under a heading that names its own company belong to that company.
    const own = parseHeader(heading.texts);
    if (own.company && !needsCompany(own) && companyScore(own.company) >= 2) {
      context = own.company;
      contextIsHeading = false;
      spanHeading = own.title === null && heading.anchor?.range ? heading : null;
      if (spanHeading) spans.set(spanHeading, []);
    } else if (!roleOnly) spanHeading = null;
    headings.push(heading);
  });
  return headings.filter((heading) => !isCompanySpan(heading, spans.get(heading) ?? []));
}

/**
 * A company's dated line above dated roles that take its name ('Desert Jet Center (2019 – Present)'
 * then 'Lead Avionics Technician, Jan 2021 to date' …): when every role falls inside its dates, the
 * line states how long the person was with the company, not one more job.
 */
export function isCompanySpan(heading: Heading, roles: readonly Heading[]): boolean {
  const span = heading.anchor?.range;
  if (!span || roles.length === 0) return false;
  const year = (date: string) => date.slice(0, 4);
  return roles.every((role) => {
    const range = role.anchor?.range;
    if (!range) return false;
    if (year(range.start) < year(span.start)) return false;
    if (span.end === null) return true;
    return range.end !== null && year(range.end) <= year(span.end);
  });
}

export const datedHeadings: Detector = {
  name: "dated-headings",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = anchoredHeadings(section, options);
    return jobs.length > 0
      ? [{ detector: "dated-headings", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
