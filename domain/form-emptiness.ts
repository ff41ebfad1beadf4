// When a work history form holds nothing worth asking about before it is replaced
// (docs/decisions/0024-overwrite-confirmation.md). One rule: the server's 409 overwrite check and the
// web's decision to ask both read it (the web through GET /api/work-history/active's `isEmpty`).

import { splitFullName } from "./form-review";
import { EDITABLE_FORM_FIELDS, type WorkHistoryForm } from "./schemas/work-history";

type EditableField = (typeof EDITABLE_FORM_FIELDS)[number];

/** What a form holds: its own fields, its lists, and how many entries its sections have. */
export type FormContent = Pick<WorkHistoryForm, EditableField> & {
  /** As stored (JSON): anything but a non-empty list counts as none. */
  certifications: unknown;
  education: unknown;
  skills: unknown;
  /** The certificate fields (docs/product.md §19.1); absent counts as none. */
  apCertificateIssuedOn?: string | null;
  iaIssuedOn?: string | null;
  ratings?: unknown;
  employmentEntries: number;
  experienceEntries: number;
};

/** The account a new form is prefilled from (docs/product.md §14.4). */
export type FormOwner = { fullName: string; email: string };

const blank = (value: string | null | undefined) => !value || value.trim() === "";
const same = (a: string | null, b: string | null) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * True when nothing was entered: no personal field filled, no entry, certification, education,
 * skill, rating or certificate date. The name and e-mail a new form starts with count as nothing while they still equal the
 * account's; changed, they count as typed.
 */
export function isFormEmpty(form: FormContent, owner: FormOwner): boolean {
  if (form.employmentEntries > 0 || form.experienceEntries > 0) return false;
  const listed = (list: unknown) => Array.isArray(list) && list.length > 0;
  if (listed(form.certifications) || listed(form.education) || listed(form.skills) || listed(form.ratings))
    return false;
  if (form.apCertificateIssuedOn || form.iaIssuedOn) return false;
  const prefill: Partial<Record<EditableField, string | null>> = {
    ...splitFullName(owner.fullName),
    email: owner.email,
  };
  return EDITABLE_FORM_FIELDS.every((field) => {
    const value = form[field];
    if (blank(value)) return true;
    const prefilled = prefill[field];
    return prefilled !== undefined && same(value, prefilled);
  });
}
