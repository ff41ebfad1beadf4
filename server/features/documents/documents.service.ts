// The documents a technician hands over (docs/product.md §20), read through the services that own the
// data, at one reading of the clock, and never written anywhere: each is made on request from the
// record as it stands.

import { calendarDateOf } from "@domain/calendar-date";
import { notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import type { GeneratedFile } from "../../lib/pdf/pdf-reply";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findUserById } from "../users/users.service";
import {
  getWorkHistoryRecordOfForm,
  getWorkHistoryRecordToReview,
  type WorkHistoryRecord,
} from "../work-history/work-history.service";
import { technicianNameOf } from "./technician-name";
import { renderWorkHistoryPdf } from "./work-history.document";

type DocumentContext = Pick<ServiceContext, "db" | "clock">;

/** The context with the clock read once, so every part of a document says the same day. */
export function atOneInstant(ctx: DocumentContext): { at: DocumentContext; now: Date } {
  const now = ctx.clock();
  return { at: { ...ctx, clock: () => now }, now };
}

async function workHistoryFile(
  record: WorkHistoryRecord,
  account: { fullName: string },
  now: Date,
): Promise<GeneratedFile> {
  const technicianName = technicianNameOf(record.form, account);
  const bytes = await renderWorkHistoryPdf({ technicianName, generatedAt: now, record });
  return { filename: documentFilename("work-history", technicianName, calendarDateOf(now)), bytes };
}

/** The KA-310 PDF of one of the actor's forms (its `pdfUrl`); 404 'Form not found' for any other. */
export async function makeWorkHistoryPdf(
  ctx: DocumentContext,
  actor: Pick<SessionUser, "id" | "fullName">,
  formId: string,
): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  return workHistoryFile(await getWorkHistoryRecordOfForm(at, actor, formId), actor, now);
}

/** For administrators: the KA-310 PDF of the form a member page shows; 404 without user or form. */
export async function makeWorkHistoryPdfOf(ctx: DocumentContext, userId: string): Promise<GeneratedFile> {
  const { at, now } = atOneInstant(ctx);
  const user = await findUserById(at, userId);
  if (!user) throw notFound("User not found.");
  const record = await getWorkHistoryRecordToReview(at, user.id);
  if (!record) throw notFound("This user has no work history form yet.");
  return workHistoryFile(record, user, now);
}
