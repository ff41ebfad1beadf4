// The lines of a certifications, education or skills list, read as their own column: sidebars and
// two-column PDFs put the list beside or before the main column, so the list ends where the main
// column begins (the person's own name: the headline follows it), and a word of the list that
// happens to be a heading ('Top Skills' … 'Avionics' …) stays in the list. Items a narrow column
// cut across two lines are joined again ('MEL/CDL' + 'deferrals', 'FAA Airframe and' + 'Powerplant').

import type { ResumePersonal } from "@domain/schemas/resume-data";
import { isOwnName } from "./fragments";
import { titleScore } from "./header";
import { isListedHeading, type Section, type SectionKind } from "./sections";
import type { Line } from "./text";

export type Person = Pick<ResumePersonal, "firstName" | "lastName">;

/** A list's lines; `null` stands for a blank line (where an entry of several lines ends). */
export type ListLine = string | null;

const headingLine = (section: Section, index: number): Line => ({
  index,
  start: section.start,
  end: section.start + (section.heading ?? "").length,
  text: section.heading ?? "",
  indent: 0,
  bullet: false,
  blank: false,
});

/** The first content line of `next` directly follows a heading line that directly follows `previous`'s last line. */
function sandwichedHeading(previous: Section, next: Section): boolean {
  const last = previous.lines.at(-1);
  const first = next.lines[0];
  const heading = next.heading?.trim() ?? "";
  if (!last || !first || last.blank || first.blank) return false;
  // One word written as the items are, of a kind that is no list of its own here: 'Avionics'.
  if (!/^\p{Lu}[\p{Ll}-]+$/u.test(heading) || !["equipment", "other"].includes(next.kind)) return false;
  return first.index === last.index + 2;
}

/**
 * The content lines of each section of `kinds` (and of `alsoWhen` sections), with what follows
 * the person's own name cut off, and a heading-shaped line sandwiched inside the list taken as an
 * item (with the lines after it up to the next blank line).
 */
export interface List {
  lines: Line[];
  /** Heading-shaped lines taken as items of the list. */
  items: ReadonlySet<string>;
}

export function listSections(
  sections: readonly Section[],
  person: Person,
  accepts: (section: Section) => boolean,
): List[] {
  const lists: List[] = [];
  for (let at = 0; at < sections.length; at++) {
    const section = sections[at]!;
    if (!accepts(section)) continue;
    const lines = [...section.lines];
    const items = new Set<string>();
    let next = sections[at + 1];
    // A line of the list that reads as a heading of its kind by a keyword ('A&P License', 'FCC
    // General Radiotelephone Operator License' under 'Certifications') is an item of it.
    while (next && accepts(next) && next.heading && !isListedHeading(next.heading)) {
      items.add(next.heading);
      lines.push(headingLine(next, (next.lines[0]?.index ?? 1) - 1), ...next.lines);
      at++;
      next = sections[at + 1];
    }
    let current = { ...section, lines };
    while (next && !accepts(next) && sandwichedHeading(current, next)) {
      const blank = next.lines.findIndex((line) => line.blank);
      const taken = blank < 0 ? next.lines : next.lines.slice(0, blank);
      items.add(next.heading!);
      lines.push(headingLine(next, next.lines[0]!.index - 1), ...taken);
      current = { ...current, lines };
      if (blank >= 0) break;
      at++;
      next = sections[at + 1];
    }
    // The person's name opening a block, or over a headline ('Helicopter Maintenance Manager · A&P'):
    // the main column's header begins there.
    const own = lines.findIndex((line, index) => {
      if (line.blank || !isOwnName(line.text, person)) return false;
      const after = lines[index + 1];
      return (
        (index > 0 && lines[index - 1]!.blank) ||
        (after !== undefined && !after.blank && titleScore(after.text) >= 2)
      );
    });
    lists.push({ lines: own < 0 ? lines : lines.slice(0, own), items });
  }
  return lists;
}

export const asListLines = (list: List): ListLine[] =>
  list.lines.map((line) => (line.blank ? null : line.text));

/** A line that ends in a word that cannot end an item: 'FAA Airframe and', 'Troubleshooting with'. */
export const ENDS_OPEN = /(?:\s(?:and|with|of|for|in|on|to|the|a|an|de|del|en|y|e|et|und|&)|[/&+-])$/i;
const SEPARATOR_END = /[,;|·•]$/;
const startsLower = (text: string) => /^\p{Ll}/u.test(text);
const startsUpper = (text: string) => /^[\p{Lu}\d]/u.test(text);

export interface JoinRules {
  /** 'Authorization', 'Technology, 2007': a single capitalised word (and a date) ends the item above. */
  loneCapitalisedWord?: boolean;
  /** 'Bell 407 Airframe course, Bell' … 'Training Academy, 2015' (a blank line between allowed). */
  organisationTail?: boolean;
  /** 'FCC General Radiotelephone' + 'Operator License': the kind of document ends the item above. */
  documentKindTail?: boolean;
  /** A line that is no item at all (a date, a label): nothing is joined to it. */
  isFragment?: (text: string) => boolean;
}

const LONE_WORD = /^\p{Lu}\p{Ll}+(?:,\s*[^,]*\d{4}[^,]*)?$/u;
const ORGANISATION_TAIL =
  /^(?:\p{Lu}[\p{L}&'-]*\s){0,2}(?:Academy|Institute|College|School|University|Cent(?:er|re)|Training)\b/u;
/** A label that names only the kind of document: 'Operator License', 'Completion Certificate'. */
const DOCUMENT_KIND_TAIL = /^(?:\p{Lu}\p{Ll}+\s)?(?:Licen[cs]e|Certificate)$/u;
const DOCUMENT_KIND_END = /\b(?:licen[cs]e|certificate|cert|rating|authori[sz]ation|IA)\.?$|\d$/i;
const CUT_AFTER_NAME = /,\s*\p{Lu}[\p{L}'-]*$/u;

/** Joins the pieces of an item that a narrow column wrapped onto the next line. */
export function joinWrapped(lines: readonly ListLine[], rules: JoinRules = {}): ListLine[] {
  const out: ListLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const previousIndex = out.length - 1;
    const previous = out[previousIndex];
    if (line === null) {
      out.push(null);
      continue;
    }
    if (typeof previous === "string" && !SEPARATOR_END.test(previous) && !rules.isFragment?.(previous)) {
      const wrapped =
        ENDS_OPEN.test(previous) ||
        (startsLower(line) && startsUpper(previous)) ||
        (rules.loneCapitalisedWord === true && LONE_WORD.test(line) && !/\d/.test(previous.slice(-4))) ||
        (rules.documentKindTail === true &&
          DOCUMENT_KIND_TAIL.test(line) &&
          !DOCUMENT_KIND_END.test(previous));
      if (wrapped) {
        out[previousIndex] = `${previous} ${line}`;
        continue;
      }
    }
    // A blank line between the pieces: only an organisation's name cut after its first word.
    if (rules.organisationTail && previous === null) {
      const before = out.at(-2);
      if (typeof before === "string" && CUT_AFTER_NAME.test(before) && ORGANISATION_TAIL.test(line)) {
        out.splice(out.length - 2, 2, `${before} ${line}`);
        continue;
      }
    }
    if (rules.organisationTail && typeof previous === "string" && CUT_AFTER_NAME.test(previous)) {
      if (ORGANISATION_TAIL.test(line)) {
        out[previousIndex] = `${previous} ${line}`;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

export type { SectionKind };
