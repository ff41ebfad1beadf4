// The work history form's review (docs/product.md §14): the owner submits a complete draft; an
// administrator approves it or returns it with a reason. Each change of state is recorded (who,
// when, from, to, why) in the same transaction as the change.

import { adminWorkHistoryPdfUrl } from "@domain/documents";
import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import {
  FORM_INCOMPLETE_CODE,
  FORM_STATUS_CONFLICT_CODE,
  formIncompleteMessage,
  missingForSubmission,
  ONLY_DRAFT_CAN_BE_SUBMITTED_MESSAGE,
  ONLY_REVIEWED_CAN_BE_RETURNED_MESSAGE,
  ONLY_SUBMITTED_CAN_BE_APPROVED_MESSAGE,
} from "@domain/form-review";
import type { AdminWorkHistory, FormStatusEvent, ReturnFormInput } from "@domain/schemas/form-review";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import type { Database } from "../../db/client";
import type { WorkHistoryForm as WorkHistoryFormRow } from "../../db/schema/index";
import { AppError, notFound } from "../../lib/errors";
import { notifyAdministrators, notifyTechnician } from "../notifications/notifications.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { listEmploymentOfForm } from "./employment.repo";
import { listExperienceOfForm } from "./experience.repo";
import {
  changeFormStatus,
  findAdminUserView,
  findFormToReview,
  listStatusEventsOfForm,
  lockFormById,
} from "./form-review.repo";
import { FORM_NOT_FOUND, lockOwnedForm, requireOwnedForm } from "./forms.service";
import { toEmploymentView, toExperienceView, toFormView } from "./views";

type Actor = Pick<SessionUser, "id">;

const statusConflict = (message: string) => new AppError(409, message, FORM_STATUS_CONFLICT_CODE);

async function missingOf(db: Database, form: WorkHistoryFormRow): Promise<string[]> {
  return missingForSubmission({ form, employment: await listEmploymentOfForm(db, form.id) });
}

/** Owner: draft → submitted, when nothing required is missing (else 400 naming what is). */
export async function submitForm(
  ctx: ServiceContext,
  actor: Actor,
  formId: string,
): Promise<WorkHistoryForm> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnedForm({ db: tx }, actor, { formId });
    if (form.status !== "draft") throw statusConflict(ONLY_DRAFT_CAN_BE_SUBMITTED_MESSAGE);
    const missing = await missingOf(tx, form);
    if (missing.length > 0) throw new AppError(400, formIncompleteMessage(missing), FORM_INCOMPLETE_CODE);
    const submitted = await changeFormStatus(tx, {
      formId,
      action: "submitted",
      fromStatus: form.status,
      toStatus: "submitted",
      reason: null,
      actorId: actor.id,
      now,
    });
    await notifyAdministrators({ db: tx, clock: () => now }, actor, {
      kind: "form_submitted",
      technicianId: actor.id,
      entry: {},
    });
    return toFormView(submitted);
  });
}

/** Owner: the form's recorded changes of state (the reason of a return is shown on the form). */
export async function listFormStatusEvents(
  ctx: ServiceContext,
  actor: Actor,
  formId: string,
): Promise<FormStatusEvent[]> {
  await requireOwnedForm(ctx, actor, { formId });
  return listStatusEventsOfForm(ctx.db, formId);
}

/** Administrator: submitted → completed. */
export async function approveForm(
  ctx: ServiceContext,
  admin: Actor,
  formId: string,
): Promise<WorkHistoryForm> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const form = await lockFormById(tx, formId);
    if (!form) throw notFound(FORM_NOT_FOUND);
    if (form.status !== "submitted") throw statusConflict(ONLY_SUBMITTED_CAN_BE_APPROVED_MESSAGE);
    const approved = await changeFormStatus(tx, {
      formId,
      action: "approved",
      fromStatus: form.status,
      toStatus: "completed",
      reason: null,
      actorId: admin.id,
      now,
    });
    await notifyTechnician(
      { db: tx, clock: () => now },
      { kind: "form_approved", userId: form.userId, payload: { formId } },
    );
    return toFormView(approved);
  });
}

/** Administrator: submitted (or approved) → draft with a reason, so the owner can change it again. */
export async function returnForm(
  ctx: ServiceContext,
  admin: Actor,
  formId: string,
  input: ReturnFormInput,
): Promise<WorkHistoryForm> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const form = await lockFormById(tx, formId);
    if (!form) throw notFound(FORM_NOT_FOUND);
    if (form.status !== "submitted" && form.status !== "completed")
      throw statusConflict(ONLY_REVIEWED_CAN_BE_RETURNED_MESSAGE);
    const returned = await changeFormStatus(tx, {
      formId,
      action: "returned",
      fromStatus: form.status,
      toStatus: "draft",
      reason: input.reason.trim(),
      actorId: admin.id,
      now,
    });
    await notifyTechnician(
      { db: tx, clock: () => now },
      { kind: "form_returned", userId: form.userId, payload: { formId, reason: input.reason.trim() } },
    );
    return toFormView(returned);
  });
}

/** Administrator: a technician's work history, read-only, with what a submission would still need. */
export async function getAdminWorkHistory(
  ctx: ServiceContext,
  { userId }: { userId: string },
): Promise<AdminWorkHistory> {
  const { db } = ctx;
  const user = await findAdminUserView(db, userId);
  if (!user) throw notFound("User not found");
  const form = await findFormToReview(db, userId);
  if (!form) {
    return {
      user,
      form: null,
      employment: [],
      airframe: [],
      powerplant: [],
      avionics: [],
      events: [],
      missing: [],
    };
  }
  const [employment, events, ...experience] = await Promise.all([
    listEmploymentOfForm(db, form.id),
    listStatusEventsOfForm(db, form.id),
    ...EXPERIENCE_DISCIPLINES.map((discipline) => listExperienceOfForm(db, discipline, form.id)),
  ]);
  const [airframe, powerplant, avionics] = experience.map((rows) => rows.map(toExperienceView));
  return {
    user,
    // The owner's pdfUrl answers 404 to anyone else; the administrator's copy of the same PDF.
    form: { ...toFormView(form), pdfUrl: adminWorkHistoryPdfUrl(user.id) },
    employment: employment.map(toEmploymentView),
    // The response schema of each discipline checks its own rows.
    airframe: airframe as AdminWorkHistory["airframe"],
    powerplant: powerplant as AdminWorkHistory["powerplant"],
    avionics: avionics as AdminWorkHistory["avionics"],
    events,
    missing: missingForSubmission({ form, employment }),
  };
}
