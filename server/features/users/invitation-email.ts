import { INVITATION_VALIDITY_DAYS } from "@domain/schemas/invitations";
import { escapeHtml } from "../../lib/mail/escape-html";
import type { MailMessage } from "../../lib/mail/index";

// The invitation e-mail (docs/product.md §21): the center created an account for this person and the
// link lets them set their password. The only thing in it an administrator typed is the person's
// name and the center's name, both escaped in the HTML.

export const INVITATION_EMAIL_SUBJECT = "You have been invited to Hangar Log";

export function invitationEmail(input: {
  to: string;
  fullName: string;
  centerName: string;
  token: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/invitation/${input.token}`;
  const created = `An administrator of ${input.centerName} created a Hangar Log account for you, with this email address.`;
  const validity = `The link works once, for ${INVITATION_VALIDITY_DAYS} days. If it has expired, ask your administrator for a new invitation, or use 'Forgot password?' on the sign-in page.`;
  const text = [
    `Hello ${input.fullName},`,
    "",
    created,
    "",
    "Set your password to sign in:",
    link,
    "",
    validity,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello ${escapeHtml(input.fullName)},</p>
<p>${escapeHtml(created)}</p>
<p><a href="${escapeHtml(link)}">Set your password</a> to sign in.</p>
<p style="color: #6b7280;">${escapeHtml(validity)}</p>
</body>
</html>
`;
  return {
    to: input.to,
    kind: "invitation",
    subject: INVITATION_EMAIL_SUBJECT,
    text,
    html,
    // The link sets the password: it is in the outbox's message, never in the log.
    devLogLine: `invitation e-mail for ${input.to} saved in the outbox`,
  };
}
