import { VERIFICATION_CODE_VALIDITY_MINUTES } from "@domain/constants";
import type { MailMessage } from "../../lib/mail/index";

// The e-mails of account self-service: a code to reset a forgotten password, a code to confirm a new
// address, and the notice to the old address. Like the verification e-mail they carry nothing a
// requester typed except addresses, so they cannot be used to send someone a message of one's choosing.

export const PASSWORD_RESET_EMAIL_SUBJECT = "Your Hangar Log password reset code";
export const EMAIL_CHANGE_CODE_SUBJECT = "Confirm your new Hangar Log email address";
export const EMAIL_CHANGED_NOTICE_SUBJECT = "Your Hangar Log email address was changed";

/** The link carries the request's token: the code answers only to it (docs/decisions/0054). */
export function passwordResetEmail(input: {
  to: string;
  code: string;
  requestId: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/forgot-password?email=${encodeURIComponent(input.to)}&request=${input.requestId}`;
  return codeMessage({
    to: input.to,
    kind: "password_reset_code",
    subject: PASSWORD_RESET_EMAIL_SUBJECT,
    lead: "Your Hangar Log password reset code is",
    code: input.code,
    where: { text: "Enter it on the password reset page:", link, label: "password reset page" },
    ignore:
      "If you did not ask to reset your password, you can ignore this email: your password has not changed.",
    // A reset code takes the account over: it is in the outbox's message, never in the log.
    devLogLine: `password reset e-mail for ${input.to} saved in the outbox`,
  });
}

export function emailChangeCodeEmail(input: { to: string; code: string; publicUrl: string }): MailMessage {
  const link = `${input.publicUrl}/account`;
  return codeMessage({
    to: input.to,
    kind: "email_change_code",
    subject: EMAIL_CHANGE_CODE_SUBJECT,
    lead: "Your Hangar Log code to confirm this new email address is",
    code: input.code,
    where: { text: "Enter it on your Account page:", link, label: "Account page" },
    ignore: "If you did not ask to use this address for a Hangar Log account, you can ignore this email.",
    devLogLine: `e-mail change code for ${input.to} saved in the outbox`,
  });
}

/** To the old address once the change took effect: the owner learns of it even if it was not them. */
export function emailChangedNotice(input: { to: string; newEmail: string }): MailMessage {
  const text = [
    "Hello,",
    "",
    `The email address of your Hangar Log account was changed from ${input.to} to ${input.newEmail}. Sign-in now uses the new address.`,
    "",
    "If you did not make this change, contact your administrator at once.",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello,</p>
<p>The email address of your Hangar Log account was changed from ${escapeHtml(input.to)} to ${escapeHtml(input.newEmail)}. Sign-in now uses the new address.</p>
<p>If you did not make this change, contact your administrator at once.</p>
</body>
</html>
`;
  return {
    to: input.to,
    kind: "email_changed_notice",
    subject: EMAIL_CHANGED_NOTICE_SUBJECT,
    text,
    html,
    devLogLine: `email change notice for ${input.to}: now ${input.newEmail}`,
  };
}

function codeMessage(input: {
  to: string;
  kind: string;
  subject: string;
  lead: string;
  code: string;
  where: { text: string; link: string; label: string };
  ignore: string;
  devLogLine: string;
}): MailMessage {
  const minutes = VERIFICATION_CODE_VALIDITY_MINUTES;
  const text = [
    "Hello,",
    "",
    `${input.lead}: ${input.code}`,
    "",
    `The code expires in ${minutes} minutes. ${input.where.text}`,
    input.where.link,
    "",
    input.ignore,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello,</p>
<p>${escapeHtml(input.lead)}:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px; font-family: 'Courier New', monospace;">${input.code}</p>
<p>The code expires in ${minutes} minutes. Enter it on the <a href="${escapeHtml(input.where.link)}">${escapeHtml(input.where.label)}</a>.</p>
<p style="color: #6b7280;">${escapeHtml(input.ignore)}</p>
</body>
</html>
`;
  return { to: input.to, kind: input.kind, subject: input.subject, text, html, devLogLine: input.devLogLine };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
