// How the app's e-mails look: plain text, and simple HTML paragraphs in one style. What a person typed
// is escaped in the HTML (escapeHtml) by whoever builds a paragraph.

import { escapeHtml } from "./escape-html";

const BODY_STYLE = "font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;";

/** The HTML body of an e-mail: its paragraphs (already HTML), one a line. */
export function htmlPage(paragraphs: readonly string[]): string {
  return `<!doctype html>
<html>
<body style="${BODY_STYLE}">
${paragraphs.join("\n")}
</body>
</html>
`;
}

/**
 * A message that asks one thing through one link (an invitation, a countersignature request): the
 * greeting, what happened, the link ('{action}{after}:' above it in the text, '{action}' as the link
 * and '{after}.' behind it in the HTML) and a note in grey on how long it works.
 */
export function linkMessage(input: {
  name: string;
  said: string;
  action: string;
  after?: string;
  link: string;
  note: string;
}): { text: string; html: string } {
  const text = [
    `Hello ${input.name},`,
    "",
    input.said,
    "",
    `${input.action}${input.after ?? ""}:`,
    input.link,
    "",
    input.note,
    "",
  ].join("\n");
  const html = htmlPage([
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(input.said)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.action)}</a>${input.after ? `${escapeHtml(input.after)}.` : ""}</p>`,
    `<p style="color: #6b7280;">${escapeHtml(input.note)}</p>`,
  ]);
  return { text, html };
}
