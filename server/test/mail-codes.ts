// The codes of account self-service, read from the dev outbox the way a user reads their mail:
// a password reset code, a code for a new address, a verification code.

import type { ParsedMail } from "mailparser";
import { outboxMessages, recipients } from "../features/auth/testing";

/** Every message to `email` in the dev outbox, oldest first. */
export async function mailTo(dataDir: string, email: string): Promise<ParsedMail[]> {
  return (await outboxMessages(dataDir)).filter((mail) => recipients(mail).includes(email));
}

/** The 6-digit code of the newest message to `email` ("… code is: 123456" or "… is: 123456"). */
export async function latestCodeTo(dataDir: string, email: string): Promise<string> {
  const mail = (await mailTo(dataDir, email)).at(-1);
  const code = /\bis: (\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the newest mail to ${email} ("${mail?.subject ?? "none"}")`);
  return code;
}
