import { INVITATION_VALIDITY_DAYS } from "@domain/schemas/invitations";
import type { MailMessage } from "../../lib/mail/index";
import { linkMessage } from "../../lib/mail/layout";

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
  const { text, html } = linkMessage({
    name: input.fullName,
    said: `An administrator of ${input.centerName} created a Hangar Log account for you, with this email address.`,
    action: "Set your password",
    after: " to sign in",
    link,
    note: `The link works once, for ${INVITATION_VALIDITY_DAYS} days. If it has expired, ask your administrator for a new invitation, or use 'Forgot password?' on the sign-in page.`,
  });
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
