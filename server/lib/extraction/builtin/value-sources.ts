// Where the personal values, certifications, education and skills of a reading stand in the prepared
// text (docs/decisions/0077-sources-of-every-value.md). The rules that read them return values, not
// offsets; each value is found again as written, its words in order (any case, any run of spaces or
// one line break between them), first where its rule reads it (the header, its own section), then
// anywhere. Precision first: a value the text does not state as read (a name put together from an
// address, a certificate the reader adds from a number) gets no source rather than a near one.
// Ranges of the prepared text; the extractor maps them to the stored text (`sourceSpans`).

import type { Certification, Education, ResumePersonal } from "@domain/schemas/resume-data";
import type { ResumePersonalField } from "@domain/schemas/resume-sources";
import { findIaStatus } from "./personal";
import type { Section, SectionKind } from "./sections";
import type { Span } from "./source-offsets";
import type { ResumeDocument } from "./text";

/** Entries of one list located, at most: each is a search of the text, which a hostile list could multiply. */
const MAX_LOCATED = 60;
/** How far from a certification's name its number, or from an institution its credential, is looked for. */
const NEARBY = 300;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BEFORE = "(?<![\\p{L}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{N}])";

/** The value's words in order, any spacing between them; null for a value without a word. */
function wordsSource(value: string | null | undefined): string | null {
  const words = value?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.length ? words.map(escapeRegExp).join("\\s+") : null;
}

function wordsPattern(value: string | null | undefined): RegExp | null {
  const source = wordsSource(value);
  return source ? new RegExp(`${BEFORE}${source}${AFTER}`, "giu") : null;
}

/** A range's pieces, one per line: a value wrapped onto the next line has a range on each. */
function linePieces(text: string, start: number, end: number): Span[] {
  const pieces: Span[] = [];
  let from = start;
  for (const gap of text.slice(start, end).matchAll(/\s*\n\s*/g)) {
    const at = start + gap.index;
    if (at > from) pieces.push({ start: from, end: at });
    from = at + gap[0].length;
  }
  if (end > from) pieces.push({ start: from, end });
  return pieces;
}

/** The first match of `pattern` inside one of `ranges`, tried in order. */
function firstIn(text: string, pattern: RegExp | null, ranges: readonly Span[]): RegExpExecArray | null {
  if (!pattern) return null;
  for (const range of ranges) {
    pattern.lastIndex = range.start;
    const match = pattern.exec(text);
    if (match && match.index + match[0].length <= range.end) return match;
  }
  return null;
}

function sectionRanges(sections: readonly Section[], ...kinds: SectionKind[]): Span[] {
  return sections
    .filter((section) => kinds.includes(section.kind))
    .map((section) => ({ start: section.start, end: section.end }));
}

function found(text: string, match: RegExpExecArray | null): Span[] {
  return match ? linePieces(text, match.index, match.index + match[0].length) : [];
}

// -- personal values --------------------------------------------------------------------------

/** Initials, nicknames and a second given name the name's rule left out ('T.', '"Danny"', '(Danny)'). */
const LEFT_OUT = `(?:\\s+(?:\\p{Lu}\\.?|"[^"\\n]{1,30}"|'[^'\\n]{1,30}'|\\([^)\\n]{1,30}\\)))*`;

function nameSpans(text: string, ranges: readonly Span[], personal: ResumePersonal) {
  const first = wordsSource(personal.firstName);
  const last = wordsSource(personal.lastName);
  if (!first || !last) return {};
  const pattern = new RegExp(`${BEFORE}(?<first>${first})${LEFT_OUT}\\s+(?<last>${last})${AFTER}`, "dgiu");
  const match = firstIn(text, pattern, ranges);
  const groups = match?.indices?.groups;
  if (!groups?.first || !groups.last) return {};
  return {
    firstName: linePieces(text, groups.first[0], groups.first[1]),
    lastName: linePieces(text, groups.last[0], groups.last[1]),
  };
}

/** The address as written, or wrapped at a line break (joined by the contact rules when certain). */
function emailSpans(text: string, ranges: readonly Span[], email: string | null): Span[] {
  if (!email) return [];
  const edges = (body: string) =>
    new RegExp(`(?<![A-Za-z0-9._%+-])${body}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, "gi");
  const whole = firstIn(text, edges(escapeRegExp(email)), ranges);
  if (whole) return found(text, whole);
  const wrapped = [...email].map(escapeRegExp).join("(?:[ \\t]*\\n[ \\t]*)?");
  return found(text, firstIn(text, edges(wrapped), ranges));
}

function phoneSpans(text: string, ranges: readonly Span[], phone: string | null): Span[] {
  const source = wordsSource(phone);
  if (!source) return [];
  return found(text, firstIn(text, new RegExp(`(?<![\\d+])${source}(?!\\d)`, "g"), ranges));
}

/** The certificate's digits, as the text groups them ('2847 193', '2847-193'). */
function digitsSpans(text: string, ranges: readonly Span[], digits: string | null): Span[] {
  if (!digits || !/^\d+$/.test(digits)) return [];
  const body = [...digits].join("[ -]*");
  return found(text, firstIn(text, new RegExp(`(?<![\\d.-])${body}(?![\\d-]|\\.\\d)`, "g"), ranges));
}

const IA_MENTION = /\bInspection\s+Authori[sz]ation\b|(?<![\w&])IA(?![\w&])/;

/** The first line whose own wording gives the IA status read: from its mention to the clause's end. */
function iaSpans(document: ResumeDocument, status: ResumePersonal["iaStatus"]): Span[] {
  if (!status) return [];
  for (const line of document.lines) {
    const mention = IA_MENTION.exec(line.text);
    if (!mention || findIaStatus(line.text) !== status) continue;
    const after = line.text.slice(mention.index);
    const clause = after.search(/[.;|](?:\s|$)|\s{3,}/);
    const length = (clause < 0 ? after : after.slice(0, clause)).replace(/[\s,:–-]+$/, "").length;
    const start = line.start + mention.index;
    return [{ start, end: start + length }];
  }
  return [];
}

export function personalSources(
  document: ResumeDocument,
  sections: readonly Section[],
  personal: ResumePersonal,
): Partial<Record<ResumePersonalField, Span[]>> {
  const { text } = document;
  const everywhere = [{ start: 0, end: text.length }];
  const header = [...sectionRanges(sections, "header", "contact"), ...everywhere];
  const sources: Partial<Record<ResumePersonalField, Span[]>> = {
    ...nameSpans(text, header, personal),
    email: emailSpans(text, header, personal.email),
    phone: phoneSpans(text, header, personal.phone),
    roleTitle: found(text, firstIn(text, wordsPattern(personal.roleTitle), header)),
    apCertificateNumber: digitsSpans(text, everywhere, personal.apCertificateNumber),
    iaStatus: iaSpans(document, personal.iaStatus),
  };
  return Object.fromEntries(Object.entries(sources).filter(([, spans]) => spans && spans.length > 0));
}

// -- certifications, education, skills --------------------------------------------------------

function certificationSpans(text: string, ranges: readonly Span[], item: Certification): Span[] {
  const name = firstIn(text, wordsPattern(item.name), ranges);
  if (!name) return [];
  const near = [{ start: name.index, end: Math.min(text.length, name.index + name[0].length + NEARBY) }];
  return [...found(text, name), ...digitsOrTextSpans(text, near, item.number)].sort(
    (a, b) => a.start - b.start,
  );
}

/** A certificate number as written ('66-1234'), or its digits grouped otherwise. */
function digitsOrTextSpans(text: string, ranges: readonly Span[], number: string | null): Span[] {
  const source = wordsSource(number);
  if (!source) return [];
  const written = firstIn(text, new RegExp(`${BEFORE}${source}${AFTER}`, "giu"), ranges);
  if (written) return found(text, written);
  return digitsSpans(text, ranges, number?.replace(/\D/g, "") ?? null);
}

function educationSpans(text: string, ranges: readonly Span[], item: Education): Span[] {
  const institution = item.institution ? firstIn(text, wordsPattern(item.institution), ranges) : null;
  if (item.institution && !institution) return [];
  const around = institution
    ? [
        {
          start: Math.max(0, institution.index - NEARBY),
          end: Math.min(text.length, institution.index + institution[0].length + NEARBY),
        },
      ]
    : ranges;
  const credential = item.credential ? firstIn(text, wordsPattern(item.credential), around) : null;
  return [...found(text, institution), ...found(text, credential)].sort((a, b) => a.start - b.start);
}

export interface ListSources {
  certifications: Span[][];
  education: Span[][];
  skills: Span[][];
}

/**
 * A certification the reader adds from what the text says elsewhere (the A&P certificate from its
 * number, the IA from its mention) was read there: its source is that value's.
 */
function addedCertificationSpans(
  item: Certification,
  personal: ResumePersonal,
  personalSpans: Partial<Record<ResumePersonalField, Span[]>>,
): Span[] {
  if (item.number && item.number.replace(/\D/g, "") === personal.apCertificateNumber)
    return personalSpans.apCertificateNumber ?? [];
  if (!item.number && /^Inspection Authori[sz]ation$/i.test(item.name)) return personalSpans.iaStatus ?? [];
  return [];
}

export function listSources(
  document: ResumeDocument,
  sections: readonly Section[],
  lists: {
    personal: ResumePersonal;
    certifications: readonly Certification[];
    education: readonly Education[];
    skills: readonly string[];
  },
  personalSpans: Partial<Record<ResumePersonalField, Span[]>>,
): ListSources {
  const { text } = document;
  const everywhere = { start: 0, end: text.length };
  const ranges = (kind: SectionKind) => [...sectionRanges(sections, kind), everywhere];
  const located = <T>(items: readonly T[], spansOf: (item: T) => Span[]) =>
    items.map((item, index) => (index < MAX_LOCATED ? spansOf(item) : []));
  return {
    certifications: located(lists.certifications, (item) => {
      const spans = certificationSpans(text, ranges("certifications"), item);
      return spans.length ? spans : addedCertificationSpans(item, lists.personal, personalSpans);
    }),
    education: located(lists.education, (item) => educationSpans(text, ranges("education"), item)),
    skills: located(lists.skills, (skill) =>
      found(text, firstIn(text, wordsPattern(skill), ranges("skills"))),
    ),
  };
}
