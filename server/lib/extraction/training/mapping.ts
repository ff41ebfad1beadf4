// Proposes the checklist items a certificate completes (docs/product.md §16): each item is scored
// 0..1 from three independent signals, combined so that each one alone counts and agreeing ones
// count more (1 − Π(1 − wᵢ·sᵢ)). Items at or above MAPPING_THRESHOLD are proposed, best first; the
// threshold and weights were chosen on the labelled certificates in server/test/fixtures/training
// (docs/decisions/0030-training-mapping-threshold.md).

import type { TrainingMapping } from "@domain/schemas/training-document";
import words from "./data/mapping-words.json";

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
  /** The document's text, for keywords and ATA chapters named outside the title. */
  text?: string;
}

export const MAPPING_THRESHOLD = 0.45;
export const MAX_PROPOSED_MAPPINGS = 5;
/** How much each signal weighs when it is complete (all title words, a keyword in the title, the chapter). */
export const MAPPING_WEIGHTS = { title: 0.7, keyword: 0.65, ata: 0.3 } as const;
/** A keyword found in the document but not in the course title counts this much of a title keyword. */
const KEYWORD_OUTSIDE_TITLE = 0.6;
const GENERIC_WEIGHT = 0.25;
const TEXT_LIMIT = 20_000;

const STOP = new Set(words.stop);
const GENERIC = new Set(words.generic);

function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Lower case, no accents, plural 's' dropped; 'Run-up' is 'run up'. */
export function mappingTokens(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP.has(word))
    .map(stem);
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = mappingTokens(phrase).join(" ");
  return needle.length > 0 && haystack.includes(` ${needle} `);
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

function scoreItem(
  titleTokens: Set<string>,
  titlePhrase: string,
  textPhrase: string,
  text: string,
  item: MappableItem,
): TrainingMapping {
  const nameTokens = [...new Set(mappingTokens(item.name))];
  let total = 0;
  let matched = 0;
  const titleWords: string[] = [];
  for (const token of nameTokens) {
    const weight = GENERIC.has(token) ? GENERIC_WEIGHT : 1;
    total += weight;
    if (titleTokens.has(token)) {
      matched += weight;
      titleWords.push(token);
    }
  }
  const coverage = total > 0 ? matched / total : 0;

  const keywords: string[] = [];
  let keywordSignal = 0;
  for (const keyword of item.keywords ?? []) {
    if (containsPhrase(titlePhrase, keyword)) {
      keywords.push(keyword);
      keywordSignal = 1;
    } else if (containsPhrase(textPhrase, keyword)) {
      keywords.push(keyword);
      keywordSignal = Math.max(keywordSignal, KEYWORD_OUTSIDE_TITLE);
    }
  }

  const chapter = chapterOf(item.ataChapter);
  const ataChapter = chapter && namesChapter(text, chapter) ? chapter : null;

  const miss =
    (1 - MAPPING_WEIGHTS.title * coverage) *
    (1 - MAPPING_WEIGHTS.keyword * keywordSignal) *
    (1 - MAPPING_WEIGHTS.ata * (ataChapter ? 1 : 0));
  const score = Math.round((1 - miss) * 1000) / 1000;
  return { itemId: item.id, score, why: { titleWords, keywords, ataChapter } };
}

/** Every item with any signal, best first (ties keep the items' order). */
export function scoreMappings(
  certificate: MappableCertificate,
  items: readonly MappableItem[],
): TrainingMapping[] {
  const title = (certificate.courseTitle ?? "").slice(0, 300);
  const text = (certificate.text ?? "").slice(0, TEXT_LIMIT);
  const titleTokens = mappingTokens(title);
  const titlePhrase = ` ${titleTokens.join(" ")} `;
  const textPhrase = ` ${mappingTokens(`${title} ${text}`).join(" ")} `;
  const titleSet = new Set(titleTokens);
  return items
    .map((item) => scoreItem(titleSet, titlePhrase, textPhrase, text, item))
    .filter((mapping) => mapping.score > 0)
    .sort((a, b) => b.score - a.score);
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
