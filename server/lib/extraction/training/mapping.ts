// Proposes the checklist items a certificate completes (docs/product.md §16): each item is scored
// 0..1 from three independent signals, combined so that each one alone counts and agreeing ones
// count more (1 − Π(1 − wᵢ·sᵢ)). Items at or above MAPPING_THRESHOLD are proposed, best first; the
// threshold and weights were chosen on the labelled certificates in server/test/fixtures/training
// (docs/decisions/0030-training-mapping-threshold.md). Words are compared without case, accents,
// plurals, hyphens or parentheses; a regulation is compared as a citation ('49 CFR 172' is
// '49 CFR Part 172.704'); 'recurrent' and 'initial' qualify a subject and never stand for one
// (docs/decisions/0059-certificate-corpus-and-mapping.md). A transcript's every course is scored.

import type { TrainingMapping } from "@domain/schemas/training-document";
import { prepareCertificate } from "./certificate-text";
import { citationKeys, withoutCitations } from "./citations";
import { withoutCitedRules } from "./cited-rules";
import words from "./data/mapping-words.json";
import { courseTableRows, type TableRow } from "./table";

export interface MappableItem {
  id: string;
  name: string;
  description?: string | null;
  keywords?: readonly string[];
  /** 'ATA 28', '28' or '28-10'. */
  ataChapter?: string | null;
}

export interface MappableCertificate {
  courseTitle: string | null;
  /** The document's text, for keywords and ATA chapters named outside the title, and a transcript's courses. */
  text?: string;
}

export const MAPPING_THRESHOLD = 0.45;
export const MAX_PROPOSED_MAPPINGS = 5;
/** How much each signal weighs when it is complete (all title words, a keyword in the title, the chapter). */
export const MAPPING_WEIGHTS = { title: 0.7, keyword: 0.65, ata: 0.3 } as const;
/** A keyword found in the document but not in the course title counts this much of a title keyword. */
const KEYWORD_OUTSIDE_TITLE = 0.6;
const GENERIC_WEIGHT = 0.25;
/** The share of an item's name a course must name for the ATA chapter to count without a keyword. */
const CHAPTER_COVERAGE = 0.5;
const TEXT_LIMIT = 20_000;
const MAX_TITLES = 20;

const STOP = new Set(words.stop);
const GENERIC = new Set(words.generic);
const RECURRENT = new Set(words.recurrent);
const INITIAL = new Set(words.initial);

function stem(word: string): string {
  // 'Regulatory' and 'regulations' are one word.
  if (word.length > 7 && word.endsWith("atory")) return `${word.slice(0, -5)}ation`;
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Lower case, no accents, plural 's' dropped; 'Run-up' is 'run up', '(Initial)' is 'initial'. */
export function mappingTokens(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP.has(word))
    .map(stem);
}

/** Each group's forms as token phrases (' electrical wiring interconnection system '). */
const ALIASES = words.aliases.map((group) => group.map((form) => ` ${mappingTokens(form).join(" ")} `));
/** Between added forms, so that no phrase runs from one into the next; never a token of a text. */
const FORM_BREAK = "|";

/**
 * The tokens with, after them, the other forms of every subject they name (data/mapping-words.json,
 * 'aliases'): 'Electrical Wiring Interconnection System' also names 'EWIS', 'Lock-out/Tag-out'
 * 'lockout', 'Radiographic Testing' 'NDT'.
 */
export function withAliases(tokens: string[]): string[] {
  const phrase = ` ${tokens.join(" ")} `;
  const added: string[] = [];
  for (const group of ALIASES) {
    if (!group.some((form) => phrase.includes(form))) continue;
    for (const form of group) {
      if (!phrase.includes(form)) added.push(FORM_BREAK, ...form.trim().split(" "));
    }
  }
  return added.length === 0 ? tokens : [...tokens, ...added];
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = mappingTokens(phrase).join(" ");
  if (needle.length > 0 && haystack.includes(` ${needle} `)) return true;
  // 'run-up' is also written 'runup'.
  const joined = phrase.includes("-") ? mappingTokens(phrase.replace(/-/g, "")).join(" ") : "";
  return joined.length > 0 && haystack.includes(` ${joined} `);
}

function chapterOf(value: string | null | undefined): string | null {
  const digits = /(\d{1,2})/.exec(value ?? "")?.[1];
  return digits ? digits.padStart(2, "0") : null;
}

function namesChapter(text: string, chapter: string): boolean {
  const pattern = /\b(?:ata|chapter|ch\.?)[ -]?(\d{1,2})(?!\d)/gi;
  for (const match of text.matchAll(pattern)) {
    if (match[1]!.padStart(2, "0") === chapter) return true;
  }
  return false;
}

type Recurrence = "recurrent" | "initial" | null;

function recurrenceOf(tokens: readonly string[]): Recurrence {
  const recurrent = tokens.some((token) => RECURRENT.has(token));
  const initial = tokens.some((token) => INITIAL.has(token));
  if (recurrent === initial) return null;
  return recurrent ? "recurrent" : "initial";
}

/** 'Training type: Recurrent' when the title itself does not say. */
const TYPE_LINE = /(?:training|course) type[ \t]*[:–-][ \t]*(recurrent|refresher|initial)/i;

/** A keyword made only of qualifiers ('recurrent', 'regulations') names no subject. */
function isQualifier(keyword: string): boolean {
  const tokens = mappingTokens(keyword);
  return tokens.every((token) => GENERIC.has(token) || RECURRENT.has(token) || INITIAL.has(token));
}

interface PreparedItem {
  item: MappableItem;
  /** Name words, and the name's citations as whole units ('cfr 14 43'). */
  nameTokens: string[];
  nameCitations: string[];
  /** 'recurrent' when the name says so ('Human factors (recurrent)'), 'initial' likewise. */
  named: Recurrence;
  /** Recurrent by a keyword only ('Regulatory update', keywords 'recurrent'). */
  keywordRecurrent: boolean;
  chapter: string | null;
}

function prepareItem(item: MappableItem): PreparedItem {
  const keywordTokens = (item.keywords ?? []).flatMap((keyword) => mappingTokens(keyword));
  return {
    item,
    nameTokens: [...new Set(mappingTokens(withoutCitations(item.name)))],
    nameCitations: citationKeys(item.name).filter((key) => key.startsWith("cfr ")),
    named: recurrenceOf(mappingTokens(item.name)),
    keywordRecurrent: keywordTokens.some((token) => RECURRENT.has(token)),
    chapter: chapterOf(item.ataChapter),
  };
}

interface Course {
  tokens: Set<string>;
  phrase: string;
  citations: Set<string>;
  recurrence: Recurrence;
}

function course(title: string, documentRecurrence: Recurrence): Course {
  const tokens = mappingTokens(title);
  const named = withAliases(tokens);
  return {
    tokens: new Set(named),
    phrase: ` ${named.join(" ")} `,
    citations: new Set(citationKeys(title)),
    recurrence: recurrenceOf(tokens) ?? documentRecurrence,
  };
}

/** Whether the course's recurrence rules the item out: an initial course never completes a recurrent item. */
function excluded(prepared: PreparedItem, recurrence: Recurrence): boolean {
  if (prepared.named === "recurrent") return recurrence !== "recurrent";
  if (prepared.named === "initial") return recurrence === "recurrent";
  return prepared.keywordRecurrent && recurrence === "initial";
}

interface Document {
  phrase: string;
  citations: Set<string>;
  text: string;
}

function keywordMatch(keyword: string, inTitle: Course, document: Document): number {
  const citations = citationKeys(keyword);
  const isCitation = citations.length > 0 && mappingTokens(withoutCitations(keyword)).length === 0;
  if (isCitation) {
    if (citations.some((key) => inTitle.citations.has(key))) return 1;
    return citations.some((key) => document.citations.has(key)) ? KEYWORD_OUTSIDE_TITLE : 0;
  }
  if (containsPhrase(inTitle.phrase, keyword)) return 1;
  return containsPhrase(document.phrase, keyword) ? KEYWORD_OUTSIDE_TITLE : 0;
}

function scoreItem(title: Course, document: Document, prepared: PreparedItem): TrainingMapping {
  const { item } = prepared;
  const empty = { itemId: item.id, score: 0, why: { titleWords: [], keywords: [], ataChapter: null } };
  if (excluded(prepared, title.recurrence)) return empty;

  let total = 0;
  let matched = 0;
  const titleWords: string[] = [];
  for (const token of prepared.nameTokens) {
    const weight = GENERIC.has(token) || RECURRENT.has(token) || INITIAL.has(token) ? GENERIC_WEIGHT : 1;
    total += weight;
    if (title.tokens.has(token)) {
      matched += weight;
      titleWords.push(token);
    }
  }
  for (const citation of prepared.nameCitations) {
    total += 1;
    if (title.citations.has(citation)) {
      matched += 1;
      titleWords.push(citation.toUpperCase());
    }
  }
  // Generic words alone ('regulations', 'training') say nothing, unless they are the whole name.
  const subjectMatched = titleWords.some(
    (word) => !GENERIC.has(word) && !RECURRENT.has(word) && !INITIAL.has(word),
  );
  const coverage = total > 0 && (subjectMatched || matched === total) ? matched / total : 0;

  const keywords: string[] = [];
  let keywordSignal = 0;
  for (const keyword of item.keywords ?? []) {
    const match = keywordMatch(keyword, title, document);
    if (match === 0) continue;
    keywords.push(keyword);
    if (!isQualifier(keyword)) keywordSignal = Math.max(keywordSignal, match);
  }

  // The chapter confirms a subject the course names, it makes none: 'ATA 72 … Borescope Inspection
  // of PW100 Engines' does not complete every chapter-72 item that shares the word 'engine'.
  const namesSubject = keywordSignal > 0 || (subjectMatched && coverage >= CHAPTER_COVERAGE);
  const ataChapter =
    namesSubject && prepared.chapter && namesChapter(document.text, prepared.chapter)
      ? prepared.chapter
      : null;

  const miss =
    (1 - MAPPING_WEIGHTS.title * coverage) *
    (1 - MAPPING_WEIGHTS.keyword * keywordSignal) *
    (1 - MAPPING_WEIGHTS.ata * (ataChapter ? 1 : 0));
  const score = Math.round((1 - miss) * 1000) / 1000;
  return { itemId: item.id, score, why: { titleWords, keywords, ataChapter } };
}

/** A cell that only qualifies its row's course: a Type column's 'Recurrent' or 'Initial'. */
function qualifierCell(row: TableRow): string | null {
  for (const [field, value] of Object.entries(row)) {
    if (field === "courseTitle" || !value) continue;
    const tokens = mappingTokens(value);
    if (tokens.length === 1 && recurrenceOf(tokens) !== null) return value;
  }
  return null;
}

/**
 * The course titles to score: the certificate's, and every course of a transcript's table, with
 * its row's qualifier cell ('Shop Safety' in a row typed 'Recurrent' is a recurrent course).
 */
function courseTitles(certificate: MappableCertificate, text: string): string[] {
  const own = (certificate.courseTitle ?? "").slice(0, 300);
  const titles = [own];
  if (text) {
    for (const row of courseTableRows(prepareCertificate(text)).slice(0, MAX_TITLES)) {
      const title = row.courseTitle?.slice(0, 300);
      if (!title) continue;
      const qualifier = qualifierCell(row);
      const qualified = qualifier ? `${title} (${qualifier})` : title;
      if (title === own) titles[0] = qualified;
      else if (!titles.includes(qualified)) titles.push(qualified);
    }
  }
  return titles;
}

/** What names a mapping's subject: its matched keywords and name words, without qualifiers or generic words. */
function subjectOf(mapping: TrainingMapping): string[] {
  const keywords = mapping.why.keywords.filter((keyword) => !isQualifier(keyword));
  const nameWords = mapping.why.titleWords.filter(
    (word) => !GENERIC.has(word) && !RECURRENT.has(word) && !INITIAL.has(word),
  );
  return [...keywords, ...nameWords].map((value) => value.toLowerCase());
}

/**
 * For a recurrent course, an item whose name says recurrent takes the subject from an item that
 * does not say (the initial one of the pair): they share a matched keyword or name word.
 */
function withoutInitialTwins(
  mappings: TrainingMapping[],
  items: Map<string, PreparedItem>,
): TrainingMapping[] {
  const recurrentSubjects = new Set(
    mappings
      .filter(
        (mapping) => mapping.score >= MAPPING_THRESHOLD && items.get(mapping.itemId)?.named === "recurrent",
      )
      .flatMap(subjectOf),
  );
  if (recurrentSubjects.size === 0) return mappings;
  return mappings.filter((mapping) => {
    const prepared = items.get(mapping.itemId);
    if (!prepared || prepared.named !== null) return true;
    return !subjectOf(mapping).some((subject) => recurrentSubjects.has(subject));
  });
}

/**
 * An item proposed only because its keyword is part of another proposed item's longer keyword
 * ('repair station' inside 'repair station manual'), with few of its name's words, is not proposed.
 */
function withoutSubsumedKeywords(
  mappings: TrainingMapping[],
  items: Map<string, PreparedItem>,
): TrainingMapping[] {
  const proposed = mappings.filter((mapping) => mapping.score >= MAPPING_THRESHOLD);
  const phrases = (mapping: TrainingMapping) =>
    mapping.why.keywords.map((keyword) => ` ${mappingTokens(keyword).join(" ")} `);
  return mappings.filter((mapping) => {
    if (mapping.score < MAPPING_THRESHOLD || mapping.why.keywords.length === 0) return true;
    const prepared = items.get(mapping.itemId);
    const nameWords = mapping.why.titleWords.filter((word) => !GENERIC.has(word));
    if (!prepared || nameWords.length * 2 >= prepared.nameTokens.length) return true;
    const longer = proposed.filter((other) => other.itemId !== mapping.itemId).flatMap(phrases);
    return !phrases(mapping).every((phrase) =>
      longer.some((other) => other.length > phrase.length && other.includes(phrase)),
    );
  });
}

/** The share of an item's subject words (not generic, not qualifiers) the course names. */
function nameCoverage(mapping: TrainingMapping, prepared: PreparedItem | undefined): number {
  const subject = (prepared?.nameTokens ?? []).filter(
    (token) => !GENERIC.has(token) && !RECURRENT.has(token) && !INITIAL.has(token),
  );
  if (subject.length === 0) return 0;
  return subject.filter((token) => mapping.why.titleWords.includes(token)).length / subject.length;
}

/**
 * A keyword several items share ('hydraulics' of 'Replace a hydraulic filter' and 'Hydraulic system
 * leak check') goes to the item whose name the course names: an item proposed through shared
 * keywords only, with less than half of its name, gives way to one with at least half of its own.
 */
function withoutSharedKeywordOnly(
  mappings: TrainingMapping[],
  items: Map<string, PreparedItem>,
): TrainingMapping[] {
  const proposed = mappings.filter((mapping) => mapping.score >= MAPPING_THRESHOLD);
  const coverage = new Map(
    proposed.map((mapping) => [mapping, nameCoverage(mapping, items.get(mapping.itemId))]),
  );
  const subjectKeywords = (mapping: TrainingMapping) =>
    mapping.why.keywords.filter((keyword) => !isQualifier(keyword)).map((keyword) => keyword.toLowerCase());
  return mappings.filter((mapping) => {
    const own = coverage.get(mapping);
    if (own === undefined || own >= 0.5) return true;
    const keywords = subjectKeywords(mapping);
    if (keywords.length === 0) return true;
    return !keywords.every((keyword) =>
      proposed.some(
        (other) =>
          other !== mapping &&
          coverage.get(other)! >= 0.5 &&
          coverage.get(other)! > own &&
          subjectKeywords(other).includes(keyword),
      ),
    );
  });
}

/** Every item with any signal, best first (ties keep the items' order). */
export function scoreMappings(
  certificate: MappableCertificate,
  items: readonly MappableItem[],
): TrainingMapping[] {
  const text = (certificate.text ?? "").slice(0, TEXT_LIMIT);
  const documentRecurrence = recurrenceOf(mappingTokens(TYPE_LINE.exec(text)?.[1] ?? ""));
  const document: Document = {
    phrase: ` ${withAliases(mappingTokens(`${certificate.courseTitle ?? ""} ${text}`)).join(" ")} `,
    citations: new Set(citationKeys(`${certificate.courseTitle ?? ""} ${text}`)),
    text,
  };
  const courses = courseTitles(certificate, text).map((title) => course(title, documentRecurrence));
  const prepared = items.map(prepareItem);
  const byId = new Map(prepared.map((entry) => [entry.item.id, entry]));
  const best = prepared.map((entry) => {
    let top: TrainingMapping | null = null;
    for (const title of courses) {
      const mapping = scoreItem(title, document, entry);
      if (!top || mapping.score > top.score) top = mapping;
    }
    return top!;
  });
  const scored = best.filter((mapping) => mapping.score > 0).sort((a, b) => b.score - a.score);
  const kept = withoutSharedKeywordOnly(withoutSubsumedKeywords(scored, byId), byId);
  const recurrentCourse = courses.some((entry) => entry.recurrence === "recurrent");
  const isRecurrentItem = (itemId: string) => {
    const entry = byId.get(itemId);
    return entry?.named === "recurrent" || entry?.keywordRecurrent === true;
  };
  // What the course titles themselves match: a keyword met elsewhere in the text does not count.
  const subjectInTitles = (mapping: TrainingMapping) =>
    subjectOf(mapping).filter(
      (subject) =>
        !mapping.why.keywords.some((keyword) => keyword.toLowerCase() === subject) ||
        courses.some((entry) => keywordMatch(subject, entry, { ...document, phrase: "" }) === 1),
    );
  // An update course recurrent by its item alone ('Regulatory Update 2025 (14 CFR 43, 65, 145)')
  // cites the rules it reviews just the same.
  return withoutCitedRules(
    recurrentCourse ? withoutInitialTwins(kept, byId) : kept,
    isRecurrentItem,
    subjectInTitles,
    MAPPING_THRESHOLD,
  );
}

/** The mappings worth showing the technician: at or above the threshold, at most a few. */
export function proposeMappings(
  certificate: MappableCertificate,
  items: readonly MappableItem[],
): TrainingMapping[] {
  return scoreMappings(certificate, items)
    .filter((mapping) => mapping.score >= MAPPING_THRESHOLD)
    .slice(0, MAX_PROPOSED_MAPPINGS);
}
