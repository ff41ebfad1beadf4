import { VERIFICATION_CODE_VALIDITY_MINUTES } from "@domain/constants";
import type { MailMessage } from "../../lib/mail/index";

export const VERIFICATION_EMAIL_SUBJECT = "Your Hangar Log verification code";

/**
 * The verification e-mail: the code, how long it is valid, and a link to the page that takes it.
 * It carries nothing the registering person typed except the address itself, so registration cannot be
 * used to send someone else a message of the sender's choosing.
 */
export function verificationEmail(input: { to: string; code: string; publicUrl: string }): MailMessage {
  const link = `${input.publicUrl}/verify-email?email=${encodeURIComponent(input.to)}`;
  const minutes = VERIFICATION_CODE_VALIDITY_MINUTES;
  const text = [
    "Hello,",
    "",
    `Your Hangar Log verification code is: ${input.code}`,
    "",
    `The code expires in ${minutes} minutes. Enter it on the verification page:`,
    link,
    "",
    "If you did not create a Hangar Log account, you can ignore this email.",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello,</p>
<p>Your Hangar Log verification code is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px; font-family: 'Courier New', monospace;">${input.code}</p>
<p>The code expires in ${minutes} minutes. Enter it on the <a href="${escapeHtml(link)}">verification page</a>.</p>
<p style="color: #6b7280;">If you did not create a Hangar Log account, you can ignore this email.</p>
</body>
</html>
`;
  return {
    to: input.to,
    kind: "verification_code",
    subject: VERIFICATION_EMAIL_SUBJECT,
    text,
    html,
    devLogLine: `verification code for ${input.to}: ${input.code}`,
  };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
