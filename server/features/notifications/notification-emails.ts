// The e-mails that move work along (docs/product.md §17.3.1): each says what happened and links to the
// place to act. Plain text and simple HTML, like every mail of the app.

import type { NotificationKind } from "@domain/schemas/notifications";
import { escapeHtml } from "../../lib/mail/escape-html";
import type { MailMessage } from "../../lib/mail/index";
import { htmlPage } from "../../lib/mail/layout";

/** Why the recipient gets it and how to stop: the last line of each. */
export const NOTIFICATION_FOOTER =
  "You get this e-mail when it happens. Turn it off under Alert settings in the user menu.";

interface Entry {
  technicianName?: string;
  technicianId?: string;
  itemName?: string;
}

/** What the outbox row carries (outbox.repo.ts): what the change said, as it was then. */
export interface NotificationPayload {
  itemName?: string;
  reason?: string;
  formId?: string;
  entries?: Entry[];
}

interface Content {
  subject: string;
  /** Paragraphs before the link. */
  lines: string[];
  /** A list under the first paragraph. */
  list?: string[];
  /** The quoted reason. */
  reason?: string;
  action: { label: string; path: string };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function contentOf(kind: NotificationKind, payload: NotificationPayload): Content {
  const item = payload.itemName ?? "A training item";
  const entries = payload.entries ?? [];
  switch (kind) {
    case "completion_returned":
      return {
        subject: `Hangar Log: "${item}" was returned`,
        lines: [`An administrator returned your completion of "${item}" instead of signing it off.`],
        reason: payload.reason ?? "",
        action: { label: "Open your training checklists", path: "/checklists" },
      };
    case "completion_signed_off":
      return {
        subject: `Hangar Log: "${item}" was signed off`,
        lines: [`An administrator signed off your completion of "${item}".`],
        action: { label: "Open your training checklists", path: "/checklists" },
      };
    case "form_returned":
      return {
        subject: "Hangar Log: your work history form was returned",
        lines: ["An administrator returned your work history form. Change it and submit it again."],
        reason: payload.reason ?? "",
        action: { label: "Open your work history form", path: `/forms/${payload.formId ?? ""}` },
      };
    case "form_approved":
      return {
        subject: "Hangar Log: your work history form was approved",
        lines: ["An administrator approved your work history form."],
        action: { label: "Open your work history form", path: `/forms/${payload.formId ?? ""}` },
      };
    case "form_submitted": {
      const first = entries[0];
      return {
        subject: `Hangar Log: ${first?.technicianName ?? "a technician"} submitted a work history form`,
        lines: [
          `${first?.technicianName ?? "A technician"} submitted their work history form for review. Approve it or return it with a reason.`,
        ],
        action: { label: "Review the form", path: `/admin/users/${first?.technicianId ?? ""}` },
      };
    }
    case "sign_offs_waiting":
      return {
        subject: `Hangar Log: ${plural(entries.length, "completion waits", "completions wait")} for sign-off`,
        lines: ["These completions were marked done and wait for your sign-off:"],
        list: entries.map((entry) => `${entry.technicianName ?? "A technician"}: ${entry.itemName ?? ""}`),
        action: { label: "Review sign-offs", path: "/admin?tab=sign-offs" },
      };
  }
}

/** Whether a batched row still has something to say. */
export function hasContent(kind: NotificationKind, payload: NotificationPayload): boolean {
  return kind !== "sign_offs_waiting" || (payload.entries?.length ?? 0) > 0;
}

export function notificationEmail(input: {
  kind: NotificationKind;
  payload: NotificationPayload;
  to: string;
  fullName: string;
  publicUrl: string;
}): MailMessage {
  const content = contentOf(input.kind, input.payload);
  const link = `${input.publicUrl}${content.action.path}`;
  const text = [
    `Hello ${input.fullName},`,
    "",
    ...content.lines,
    ...(content.list ? ["", ...content.list.map((line) => `- ${line}`)] : []),
    ...(content.reason !== undefined ? ["", `Reason: ${content.reason}`] : []),
    "",
    `${content.action.label}: ${link}`,
    "",
    NOTIFICATION_FOOTER,
    "",
  ].join("\n");
  const html = htmlPage([
    `<p>Hello ${escapeHtml(input.fullName)},</p>`,
    ...content.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(content.list
      ? [`<ul>\n${content.list.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`]
      : []),
    ...(content.reason !== undefined ? [`<p>Reason: ${escapeHtml(content.reason)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="color: #6b7280;">${escapeHtml(NOTIFICATION_FOOTER)}</p>`,
  ]);
  return { to: input.to, kind: `notification_${input.kind}`, subject: content.subject, text, html };
}
