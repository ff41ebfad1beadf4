// The logbook PDF (docs/product.md §22.5): the technician's own, and any member's for administrators,
// read at one instant and laid out in the render thread (never on the API's thread). The audit packet
// takes the same rows for its logbook section.

import { calendarDateOf } from "@domain/calendar-date";
import { renderPdf } from "../../heavy-work/pdf-renderer";
import { notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import type { GeneratedFile } from "../../lib/pdf/pdf-reply";
import { technicianNameOf } from "../../lib/pdf/technician-name";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findUserById } from "../users/users.service";
import { getWorkHistoryRecord } from "../work-history/work-history.service";
import * as repo from "./logbook.repo";
import { type LogbookPdfEntry, logbookPdfEntriesOf } from "./logbook-pdf-words";

type PdfContext = Pick<ServiceContext, "db" | "clock">;

/** Every entry of the user's logbook as the PDF prints it, oldest first (the audit packet's section). */
export async function logbookPdfEntries(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<LogbookPdfEntry[]> {
  return logbookPdfEntriesOf(await repo.listEntriesOfUser(ctx.db, userId, {}));
}

/** The signed-in technician's own logbook. */
export async function makeOwnLogbookPdf(
  ctx: PdfContext,
  actor: Pick<SessionUser, "id">,
): Promise<GeneratedFile> {
  return makeLogbookPdfOf(ctx, actor, actor.id);
}

/** Any member's logbook, for administrators (`requester`); 404 'User not found.' for an unknown user. */
export async function makeLogbookPdfOf(
  ctx: PdfContext,
  requester: Pick<SessionUser, "id">,
  userId: string,
): Promise<GeneratedFile> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const user = await findUserById(at, userId);
  if (!user) throw notFound("User not found.");
  const [record, entries] = await Promise.all([
    getWorkHistoryRecord(at, user),
    logbookPdfEntries(at, user.id),
  ]);
  const name = technicianNameOf(record?.form ?? null, user);
  const bytes = await renderPdf(requester.id, "logbook", {
    technician: { name, email: user.email, certificateNumber: record?.form.apCertificateNumber ?? null },
    generatedAt: now,
    entries,
  });
  return { filename: documentFilename("logbook", name, calendarDateOf(now)), bytes };
}
