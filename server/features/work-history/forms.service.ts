// Work history forms: who may see and change them, the one-active-form rule, and the recomputation a
// new date of hire causes.

import { isFormEmpty } from "@domain/form-emptiness";
import { FORM_LOCKED_CODE, formLockedMessage, isFormLocked, splitFullName } from "@domain/form-review";
import {
  type ActiveWorkHistoryForm,
  type CreateWorkHistoryForm,
  certificateDateOrderProblem,
  type WorkHistoryForm,
  type WorkHistoryFormPatch,
} from "@domain/schemas/work-history";
import type { WorkHistoryForm as WorkHistoryFormRow } from "../../db/schema/index";
import { AppError, FieldValidationError, forbidden, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { recomputeDurations } from "./durations";
import { assertFormDatesPlausible } from "./form-dates";
import {
  countEntriesOfForm,
  findActiveFormOfUser,
  findFormOfUser,
  findUserIdentity,
  insertForm,
  listFormsOfUser,
  lockFormOfUser,
  updateForm,
  updateFormOfUser,
} from "./forms.repo";
import { toActiveFormView, toFormView } from "./views";

/** Contractual wording (docs/product.md §8.4), also what the form screen shows. */
export const FORM_NOT_FOUND = "Form not found";

export async function listForms(ctx: ServiceContext, user: SessionUser): Promise<WorkHistoryForm[]> {
  const { db } = ctx;
  return (await listFormsOfUser(db, user.id)).map(toFormView);
}

/**
 * The owner is the caller; an administrator may name another existing user. The owner's first form
 * while they have no active form becomes the active one.
 */
export async function createForm(
  ctx: ServiceContext,
  user: SessionUser,
  input: Partial<CreateWorkHistoryForm>,
): Promise<WorkHistoryForm> {
  const { db } = ctx;
  const now = ctx.clock();
  const ownerId = input.userId ?? user.id;
  if (ownerId !== user.id) {
    if (user.role !== "admin") throw forbidden("You can only create forms for your own account.");
  }
  const owner = ownerId === user.id ? user : await findUserIdentity(db, ownerId);
  if (!owner) throw notFound("User not found");
  // A new form starts with the account's name and address (docs/product.md §14.4).
  const form = await insertForm(db, {
    userId: ownerId,
    status: input.status ?? "draft",
    now,
    ...splitFullName(owner.fullName),
    email: owner.email,
  });
  return toFormView(form);
}

export async function getForm(
  ctx: ServiceContext,
  user: SessionUser,
  formId: string,
): Promise<WorkHistoryForm> {
  const { db } = ctx;
  const form = await findFormOfUser(db, formId, user.id);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return toFormView(form);
}

/**
 * Changing the date of hire moves every "current employment" period, so those entries follow. A
 * certificate issue date is checked against the other one already stored, whichever the user edits
 * first (domain/schemas/certificate.ts).
 */
export async function patchForm(
  ctx: ServiceContext,
  user: SessionUser,
  formId: string,
  patch: WorkHistoryFormPatch,
): Promise<WorkHistoryForm> {
  const { db } = ctx;
  const now = ctx.clock();
  assertFormDatesPlausible(patch, now);
  // Autosave sends one field at a time: most patches are one owner-checked UPDATE, no transaction.
  const certificateDateChanged = "apCertificateIssuedOn" in patch || "iaIssuedOn" in patch;
  if (!("dateOfHire" in patch) && !certificateDateChanged) {
    const form = await updateFormOfUser(db, formId, user.id, patch, now);
    if (form) return toFormView(form);
    // Nothing updated: either no such form of this owner, or one locked for review.
    assertEditable(await requireOwnedForm(ctx, user, { formId }));
    throw new Error(`work_history_forms row ${formId} was neither updated nor locked`);
  }
  return db.transaction(async (tx) => {
    const before = await lockEditableForm({ db: tx }, user, { formId });
    if (certificateDateChanged) assertCertificateDatesInOrder(before, patch);
    const form = await updateForm(tx, formId, patch, now);
    if (form.dateOfHire !== before.dateOfHire) await recomputeDurations(tx, formId, now, now);
    return toFormView(form);
  });
}

function assertCertificateDatesInOrder(before: WorkHistoryFormRow, patch: WorkHistoryFormPatch): void {
  const dates = {
    apCertificateIssuedOn:
      patch.apCertificateIssuedOn !== undefined ? patch.apCertificateIssuedOn : before.apCertificateIssuedOn,
    iaIssuedOn: patch.iaIssuedOn !== undefined ? patch.iaIssuedOn : before.iaIssuedOn,
  };
  const problem = certificateDateOrderProblem(
    dates,
    patch.iaIssuedOn !== undefined ? "iaIssuedOn" : "apCertificateIssuedOn",
  );
  if (problem) throw new FieldValidationError([{ path: `body.${problem.field}`, message: problem.message }]);
}

/**
 * The actor's active form as the overwrite question names it, with `isEmpty`: whether anything would be
 * lost by replacing it (domain/form-emptiness.ts; docs/decisions/0024-overwrite-confirmation.md).
 */
export async function getActiveForm(
  ctx: Pick<ServiceContext, "db">,
  actor: Pick<SessionUser, "id">,
): Promise<ActiveWorkHistoryForm> {
  const form = await findActiveFormOfUser(ctx.db, actor.id);
  if (!form) return null;
  const [entries, owner] = await Promise.all([
    countEntriesOfForm(ctx.db, form.id),
    findUserIdentity(ctx.db, actor.id),
  ]);
  const isEmpty = owner !== undefined && isFormEmpty({ ...form, ...entries }, owner);
  return toActiveFormView(form, isEmpty);
}

/**
 * Whether the owner has changed their active form (a field, or an entry added, changed or deleted)
 * after `since`. Locks the form, so no edit lands between this answer and the caller's next step.
 */
export async function activeFormChangedSince(
  ctx: Pick<ServiceContext, "db">,
  owner: Pick<SessionUser, "id">,
  since: Date,
): Promise<boolean> {
  const form = await findActiveFormOfUser(ctx.db, owner.id, { lock: true });
  return form !== undefined && form.updatedAt.getTime() > since.getTime();
}

/** What the form checks below take: the database (or the caller's transaction). */
type FormCheckContext = Pick<ServiceContext, "db">;
type FormRef = { formId: string };

/** For the other services of this feature: the owner's form, or 404 as if it did not exist. */
export async function requireOwnedForm(
  ctx: FormCheckContext,
  owner: Pick<SessionUser, "id">,
  { formId }: FormRef,
): Promise<WorkHistoryFormRow> {
  const form = await findFormOfUser(ctx.db, formId, owner.id);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}

/** Refuses changes by the owner to a form under review or approved (docs/product.md §14.2). */
export function assertEditable(form: Pick<WorkHistoryFormRow, "status">): void {
  if (isFormLocked(form.status)) throw new AppError(409, formLockedMessage(form.status), FORM_LOCKED_CODE);
}

/** For the owner's changes: the form, 404 when not theirs, 409 when locked for review. */
export async function requireEditableForm(
  ctx: FormCheckContext,
  owner: Pick<SessionUser, "id">,
  input: FormRef,
): Promise<WorkHistoryFormRow> {
  const form = await requireOwnedForm(ctx, owner, input);
  assertEditable(form);
  return form;
}

/** lockOwnedForm for the owner's changes: 409 when the form is locked for review. */
export async function lockEditableForm(
  ctx: FormCheckContext,
  owner: Pick<SessionUser, "id">,
  input: FormRef,
): Promise<WorkHistoryFormRow> {
  const form = await lockOwnedForm(ctx, owner, input);
  assertEditable(form);
  return form;
}

/** The owner's form, locked for the caller's transaction (`ctx.db` is that transaction), or 404. */
export async function lockOwnedForm(
  ctx: FormCheckContext,
  owner: Pick<SessionUser, "id">,
  { formId }: FormRef,
): Promise<WorkHistoryFormRow> {
  const form = await lockFormOfUser(ctx.db, formId, owner.id);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}
