import type { MailMessage } from "../../lib/mail/index";

export const EXISTING_ACCOUNT_EMAIL_SUBJECT = "Someone tried to register with your Hangar Log address";

/**
 * Sent instead of a code when someone registers an address that already has a verified account: the
 * registration answers as for a new address (so it reveals nothing), and the owner learns of it here.
 */
export function existingAccountEmail(input: { to: string; publicUrl: string }): MailMessage {
  const link = `${input.publicUrl}/auth`;
  const resetLink = `${input.publicUrl}/forgot-password?email=${encodeURIComponent(input.to)}`;
  const text = [
    "Hello,",
    "",
    "Someone tried to register a new Hangar Log account with this email address, which already has an account.",
    "",
    "If it was you: you do not need a new account. Sign in with your password at",
    link,
    "If you have forgotten your password, choose 'Forgot password?' on the sign-in page, or go to",
    resetLink,
    "",
    "If it was not you, you can ignore this email: nothing about your account has changed.",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello,</p>
<p>Someone tried to register a new Hangar Log account with this email address, which already has an account.</p>
<p>If it was you: you do not need a new account. <a href="${link.replaceAll('"', "&quot;")}">Sign in</a> with your password. If you have forgotten your password, choose <a href="${resetLink.replaceAll('"', "&quot;")}">Forgot password?</a> on the sign-in page to set a new one.</p>
<p style="color: #6b7280;">If it was not you, you can ignore this email: nothing about your account has changed.</p>
</body>
</html>
`;
  return {
    to: input.to,
    kind: "existing_account",
    subject: EXISTING_ACCOUNT_EMAIL_SUBJECT,
    text,
    html,
    devLogLine: `registration attempt for the existing account ${input.to}: notice mailed`,
  };
}
