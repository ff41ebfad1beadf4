// The two daily e-mails (docs/product.md §17.3): a person's own expiring items, and the administrators'
// team digest. Plain text and simple HTML, like every mail of the app.

import { type AlertItem, alertItemWording } from "@domain/expiry-alerts";
import { TRAINING_STATUS_LABELS } from "@domain/training-status";
import { escapeHtml } from "../../lib/mail/escape-html";
import type { MailMessage } from "../../lib/mail/index";
import { htmlPage } from "../../lib/mail/layout";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function ownItemsSubject(items: readonly AlertItem[]): string {
  const overdue = items.filter((item) => item.status === "overdue").length;
  if (overdue > 0) return `Hangar Log: ${plural(overdue, "training item is", "training items are")} overdue`;
  const expired = items.filter((item) => item.status === "expired").length;
  if (expired > 0)
    return `Hangar Log: ${plural(expired, "training item has", "training items have")} expired`;
  return `Hangar Log: ${plural(items.length, "training item expires", "training items expire")} soon`;
}

export function ownItemsEmail(input: {
  to: string;
  fullName: string;
  items: readonly AlertItem[];
  windowDays: number;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/checklists`;
  const lines = input.items.map(
    (item) =>
      `- ${item.name}: ${TRAINING_STATUS_LABELS[item.status]}, ${alertItemWording(item).toLowerCase()}`,
  );
  const intro = input.items.some((item) => item.status === "overdue")
    ? `These training items are overdue, have expired or expire within ${input.windowDays} days:`
    : `These training items have expired or expire within ${input.windowDays} days:`;
  const text = [
    `Hello ${input.fullName},`,
    "",
    intro,
    "",
    ...lines,
    "",
    `Renew them and record the new dates in your training checklists: ${link}`,
    "",
    "You get this e-mail once a day while something needs attention. Turn it off under Alert settings in the user menu.",
    "",
  ].join("\n");
  const rows = input.items
    .map(
      (item) =>
        `<tr><td style="padding: 4px 12px 4px 0;">${escapeHtml(item.name)}</td><td style="padding: 4px 12px 4px 0;">${TRAINING_STATUS_LABELS[item.status]}</td><td style="padding: 4px 0;">${escapeHtml(alertItemWording(item))}</td></tr>`,
    )
    .join("\n");
  const html = htmlPage([
    `<p>Hello ${escapeHtml(input.fullName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse: collapse;">\n<tr><th align="left">Item</th><th align="left">Status</th><th align="left">Expiry</th></tr>\n${rows}\n</table>`,
    `<p>Renew them and record the new dates in your <a href="${escapeHtml(link)}">training checklists</a>.</p>`,
    `<p style="color: #6b7280;">You get this e-mail once a day while something needs attention. Turn it off under Alert settings in the user menu.</p>`,
  ]);
  return { to: input.to, kind: "expiry_alert", subject: ownItemsSubject(input.items), text, html };
}

export interface TeamDigest {
  /** People with initial training past its due date, by name (docs/product.md §15.8). */
  overduePeople: string[];
  overdueItems: number;
  /** People with at least one expired item, by name. */
  expiredPeople: string[];
  /** People with items expiring within the window, by name (someone may be in both lists). */
  expiringPeople: string[];
  expiredItems: number;
  expiringItems: number;
  pendingSignOffs: number;
}

export const TEAM_DIGEST_SUBJECT = "Hangar Log: team training digest";

export function teamDigestEmail(input: {
  to: string;
  fullName: string;
  digest: TeamDigest;
  windowDays: number;
  publicUrl: string;
}): MailMessage {
  const { digest } = input;
  const teamLink = `${input.publicUrl}/team`;
  const signOffsLink = `${input.publicUrl}/admin?tab=sign-offs`;
  const counts = [
    ...(digest.overdueItems
      ? [
          `Overdue: ${plural(digest.overdueItems, "item", "items")} of ${plural(digest.overduePeople.length, "person", "people")}`,
        ]
      : []),
    `Expired: ${plural(digest.expiredItems, "item", "items")} of ${plural(digest.expiredPeople.length, "person", "people")}`,
    `Expiring within ${input.windowDays} days: ${plural(digest.expiringItems, "item", "items")} of ${plural(digest.expiringPeople.length, "person", "people")}`,
    `Awaiting sign-off: ${plural(digest.pendingSignOffs, "item", "items")}`,
  ];
  const names = [
    ...(digest.overduePeople.length ? [`With overdue items: ${digest.overduePeople.join(", ")}`] : []),
    ...(digest.expiredPeople.length ? [`With expired items: ${digest.expiredPeople.join(", ")}`] : []),
    ...(digest.expiringPeople.length ? [`With expiring items: ${digest.expiringPeople.join(", ")}`] : []),
  ];
  const text = [
    `Hello ${input.fullName},`,
    "",
    "Today's training picture of the team:",
    "",
    ...counts.map((line) => `- ${line}`),
    "",
    ...(names.length ? [...names, ""] : []),
    `See the team: ${teamLink}`,
    `Review sign-offs: ${signOffsLink}`,
    "",
    "You get this digest once a day while something needs attention. Turn it off under Alert settings in the user menu.",
    "",
  ].join("\n");
  const html = htmlPage([
    `<p>Hello ${escapeHtml(input.fullName)},</p>`,
    "<p>Today's training picture of the team:</p>",
    `<ul>\n${counts.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`,
    ...names.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(teamLink)}">See the team</a> · <a href="${escapeHtml(signOffsLink)}">Review sign-offs</a></p>`,
    `<p style="color: #6b7280;">You get this digest once a day while something needs attention. Turn it off under Alert settings in the user menu.</p>`,
  ]);
  return { to: input.to, kind: "team_digest", subject: TEAM_DIGEST_SUBJECT, text, html };
}

/** Nothing to report: no digest. */
export function digestIsEmpty(digest: TeamDigest): boolean {
  return (
    digest.overduePeople.length === 0 &&
    digest.expiredPeople.length === 0 &&
    digest.expiringPeople.length === 0 &&
    digest.pendingSignOffs === 0
  );
}
