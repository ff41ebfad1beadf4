// The audit packet (docs/product.md §17.5): one PDF of a technician's work history, training record
// and the record's change history, read through the services that own them, at one reading of the clock.

import { calendarDateOf } from "@domain/calendar-date";
import { renderPdf } from "../../heavy-work/pdf-renderer";
import { notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import type { GeneratedFile } from "../../lib/pdf/pdf-reply";
import { getTrainingRecord } from "../checklists/checklists.service";
import { listTrainingEventsForPacket } from "../checklists/sign-offs.service";
import { findArchivedTrainingRecord } from "../checklists/training-archive.service";
import { logbookPdfEntries } from "../logbook/logbook-pdf.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findUserById } from "../users/users.service";
import { getWorkHistoryRecord } from "../work-history/work-history.service";

/** The signed-in user's own packet. */
export function makeOwnAuditPacket(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<GeneratedFile> {
  return makeAuditPacketOf(ctx, actor, actor.id);
}

/** Any user's packet, for administrators (`requester`); 404 for an unknown user. */
export async function makeAuditPacketOf(
  ctx: Pick<ServiceContext, "db" | "clock">,
  requester: Pick<SessionUser, "id">,
  userId: string,
): Promise<GeneratedFile> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const user = await findUserById(at, userId);
  if (!user) throw notFound("User not found.");
  const [workHistory, training, history, logbook] = await Promise.all([
    getWorkHistoryRecord(at, user),
    getTrainingRecord(at, user),
    listTrainingEventsForPacket(at, user.id),
    logbookPdfEntries(at, user.id),
  ]);
  const bytes = await renderPdf(requester.id, "audit-packet", {
    technician: { fullName: user.fullName, email: user.email },
    generatedAt: now,
    workHistory,
    training,
    events: history.events,
    eventNames: history.names,
    omittedEvents: history.omitted,
    logbook,
  });
  return { filename: documentFilename("record", user.fullName, calendarDateOf(now)), bytes };
}

/**
 * The archived training record of a deleted account as a PDF (docs/decisions/0057): the record and
 * every change as they were at deletion; no work history (it went with the account).
 */
export async function makeArchivedRecordPacket(
  ctx: Pick<ServiceContext, "db" | "clock">,
  requester: Pick<SessionUser, "id">,
  archiveId: string,
): Promise<GeneratedFile> {
  const now = ctx.clock();
  const { summary, content } = await findArchivedTrainingRecord(ctx, archiveId);
  const deletedOn = calendarDateOf(new Date(summary.deletedAt));
  const bytes = await renderPdf(requester.id, "audit-packet", {
    technician: {
      fullName: summary.fullName,
      email: `account deleted on ${deletedOn}, record kept until ${calendarDateOf(new Date(summary.retainUntil))}`,
    },
    generatedAt: now,
    workHistory: null,
    training: content.training,
    events: content.events,
    eventNames: content.eventNames,
    omittedEvents: [],
    logbook: null,
  });
  return { filename: documentFilename("archived-record", summary.fullName, deletedOn), bytes };
}
