// Pieces of a sidebar or column that are not an entry of their own (docs/decisions/0060-contact-never-guessed.md): a date ('Feb 2021'),
// a lone lower-case word of a wrapped sentence ('annual'), a cut label ('Cert.'), the person's own
// name or a heading.

import type { ResumePersonal } from "@domain/schemas/resume-data";
import { findDates } from "./dates";
import { headingKind } from "./sections";

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Only dates and punctuation: 'Feb 2021', '2019 – 2021', '(03/2020)'. */
function onlyDates(text: string): boolean {
  const dates = findDates(text);
  if (dates.length === 0) return false;
  let rest = text;
  for (const found of [...dates].reverse())
    rest = rest.slice(0, found.index) + " ".repeat(found.length) + rest.slice(found.index + found.length);
  return !/\p{L}{2,}/u.test(rest.replace(/\b(?:to|until|present|current)\b/gi, ""));
}

export function isFragment(
  text: string,
  personal: Pick<ResumePersonal, "firstName" | "lastName">,
  options: { loneWords: boolean; headingItems?: ReadonlySet<string> },
): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return true;
  if (onlyDates(trimmed)) return true;
  if (headingKind(trimmed) && !options.headingItems?.has(trimmed)) return true;
  // 'Cert.', 'Lic.': a label a column cut from its value.
  if (/^\p{L}{1,5}\.$/u.test(trimmed)) return true;
  if (options.loneWords && /^\p{Ll}[\p{Ll}-]*[.,;:]?$/u.test(trimmed)) return true;
  return isOwnName(trimmed, personal);
}

/** The person's own name written as a line ('TAMIKA ELLISON', 'Tamika Ellison'). */
export function isOwnName(text: string, personal: Pick<ResumePersonal, "firstName" | "lastName">): boolean {
  const name = plain(`${personal.firstName ?? ""} ${personal.lastName ?? ""}`);
  if (!name.includes(" ")) return false;
  const written = plain(text);
  // 'Owen T. Marchetti': a middle initial between the names.
  return written === name || written.replace(/ \p{L} /u, " ") === name;
}
