// Which part of the form the resume's text highlights (docs/product.md §14.7): an entry (its id, from
// `data-entry-id`), a personal value (`form-<field>`), a certification's or education's row
// (`certification-<i>-…`, `education-<i>-…`) or a skill (its place in the list of skills).

import { RESUME_PERSONAL_FIELDS, type ResumePersonalField } from "@domain/schemas/resume-sources";

/** The key of a value of the review: a personal field, or a list's entry at `index`. */
export const valueKey = (field: string, index: number | null) =>
  index === null ? `value:${field}` : `value:${field}:${index}`;

const isPersonalField = (field: string): field is ResumePersonalField =>
  (RESUME_PERSONAL_FIELDS as readonly string[]).includes(field);

const ROW_LISTS: Record<string, string> = { certification: "certifications", education: "education" };

/** The entry id or value key of what `target` belongs to, or null for any other part of the form. */
export function focusedSourceKey(target: Element): string | null {
  const entry = target.closest("[data-entry-id]");
  if (entry) return entry.getAttribute("data-entry-id");
  // A field's label counts as the field: a read-only form's disabled inputs take no clicks.
  const label = target.closest("label");
  const id = label?.htmlFor || target.id;
  const personal = /^form-(\w+)$/.exec(id);
  if (personal && isPersonalField(personal[1]!)) return valueKey(personal[1]!, null);
  const row = /^(certification|education)-(\d+)-/.exec(id);
  if (row) return valueKey(ROW_LISTS[row[1]!]!, Number(row[2]));
  const skill = target.closest('[aria-label="Skills"] > li');
  if (skill?.parentElement) return valueKey("skills", [...skill.parentElement.children].indexOf(skill));
  return null;
}
