// The documents a technician hands over (docs/product.md §20), read through the services that own the
// data, at one reading of the clock, and never written anywhere: each is made on request from the
// record as it stands.

import { calendarDateOf } from "@domain/calendar-date";
import { WORK_HISTORY_MISSING_CODE } from "@domain/documents";
import { renderPdf } from "../../heavy-work/pdf-renderer";
import { AppError, notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import type { GeneratedFile } from "../../lib/pdf/pdf-reply";
import { technicianNameOf } from "../../lib/pdf/technician-name";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findUserById } from "../users/users.service";
import {
  getWorkHistoryRecord,
  getWorkHistoryRecordOfForm,
  getWorkHistoryRecordToReview,
  type WorkHistoryRecord,
} from "../work-history/work-history.service";

type DocumentContext = Pick<ServiceContext, "db" | "clock">;

/** The context with the clock read once, so every part of a document says the same day. */
export function atOneInstant(ctx: DocumentContext): { at: DocumentContext; now: Date } {
  const now = ctx.clock();
  return { at: { ...ctx, clock: () => now }, now };
}

async function workHistoryFile(
  requester: Pick<SessionUser, "id">,
  record: WorkHistoryRecord,
  account: { fullName: string },
  now: Date,
): Promise<GeneratedFile> {
  const technicianName = technicianNameOf(record.form, account);
  const bytes = await renderPdf(requester.id, "work-history", { technicianName, generatedAt: now, record });
  return { filename: documentFilename("work-history", technicianName, calendarDateOf(now)), bytes };
}

/** The KA-310 PDF of one of the actor's forms (its `pdfUrl`); 404 'Form not found' for any other. */
export async function makeWorkHistoryPdf(
  ctx: DocumentContext,
  actor: Pick<SessionUser, "id" | "fullName">,
  formId: string,
): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  return workHistoryFile(actor, await getWorkHistoryRecordOfForm(at, actor, formId), actor, now);
}

/** For administrators (`requester`): the KA-310 PDF of the form a member page shows; 404 without user or form. */
export async function makeWorkHistoryPdfOf(
  ctx: DocumentContext,
  requester: Pick<SessionUser, "id">,
  userId: string,
): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  const user = await findUserById(at, userId);
  if (!user) throw notFound("User not found.");
  const record = await getWorkHistoryRecordToReview(at, user.id);
  if (!record) throw notFound("This user has no work history form yet.");
  return workHistoryFile(requester, record, user, now);
}

/** The actor's active form as a record; 409 when they have none, since every document is made from it. */
async function requireActiveRecord(
  ctx: DocumentContext,
  actor: Pick<SessionUser, "id">,
): Promise<WorkHistoryRecord> {
  const record = await getWorkHistoryRecord(ctx, actor);
  if (!record)
    throw new AppError(
      409,
      "Fill in your work history first: this document is made from it.",
      WORK_HISTORY_MISSING_CODE,
    );
  return record;
}

/** The employment summary (14 CFR 145.161(a)(4)) of the actor's active form. */
export async function makeEmploymentSummary(
  ctx: DocumentContext,
  actor: Pick<SessionUser, "id" | "fullName">,
): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  const record = await requireActiveRecord(at, actor);
  const technicianName = technicianNameOf(record.form, actor);
  const bytes = await renderPdf(actor.id, "employment-summary", { technicianName, generatedAt: now, record });
  return { filename: documentFilename("employment-summary", technicianName, calendarDateOf(now)), bytes };
}

/**
 * Draft experience letters of the actor's active form: one per employer, or only the one asked for
 * (404 'Employer not found' when it is not on that form); 409 without any employer.
 */
export async function makeExperienceLetters(
  ctx: DocumentContext,
  actor: Pick<SessionUser, "id" | "fullName">,
  input: { employmentId?: string },
): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  const record = await requireActiveRecord(at, actor);
  const employers = input.employmentId
    ? record.employment.filter((employer) => employer.id === input.employmentId)
    : record.employment;
  if (input.employmentId && employers.length === 0) throw notFound("Employer not found");
  if (employers.length === 0)
    throw new AppError(
      409,
      "Add an employer to your work history first: each letter is for one employer.",
      WORK_HISTORY_MISSING_CODE,
    );
  const technicianName = technicianNameOf(record.form, actor);
  const bytes = await renderPdf(actor.id, "experience-letters", {
    technicianName,
    generatedAt: now,
    record,
    employers,
  });
  // One employer's letter is named after the employer too, so it never takes the name of all of them.
  const [only] = employers;
  const filename =
    input.employmentId && only
      ? documentFilename(
          "experience-letter",
          `${technicianName} ${only.companyName ?? ""}`,
          calendarDateOf(now),
        )
      : documentFilename("experience-letters", technicianName, calendarDateOf(now));
  return { filename, bytes };
}
