import { COUNTERSIGN_LINK_DAYS } from "@domain/logbook";
import type { MailMessage } from "../../lib/mail/index";
import { linkMessage } from "../../lib/mail/layout";

// The e-mail to an outside supervisor (docs/product.md §22.2): the technician's name, how many tasks,
// and the single-use link. What the technician typed (names) is escaped in the HTML. It goes through
// the outbox (written with the request, sent by the outbox's sender, docs/decisions/0071).

export const COUNTERSIGN_EMAIL_SUBJECT = "Countersignature requested for logbook tasks";

/** What the outbox row of a countersignature request carries; `token` is dropped when its try ends. */
export interface CountersignRequestPayload {
  requestId: string;
  supervisorName: string;
  technicianName: string;
  entryCount: number;
  token: string;
}

export function countersignEmail(input: {
  to: string;
  supervisorName: string;
  technicianName: string;
  entryCount: number;
  token: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/countersign/${input.token}`;
  const tasks = input.entryCount === 1 ? "1 task" : `${input.entryCount} tasks`;
  const { text, html } = linkMessage({
    name: input.supervisorName,
    said: `${input.technicianName} asks you to countersign ${tasks} of their maintenance logbook in Hangar Log, as the supervisor who saw the work.`,
    action: "Review the tasks",
    link,
    note: `The link works once, for ${COUNTERSIGN_LINK_DAYS} days. You can countersign or decline each task; you need no account.`,
  });
  return {
    to: input.to,
    kind: "logbook_countersign",
    subject: COUNTERSIGN_EMAIL_SUBJECT,
    text,
    html,
    // The link is the permission: in the outbox's message, never in the log.
    devLogLine: `countersignature request e-mail for ${input.to} saved in the outbox`,
  };
}
