// Reading the dev outbox (`$DATA_DIR/mail`) the way a user reads mail.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

function outboxFiles(dataDir: string): string[] {
  const directory = path.join(dataDir, "mail");
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => path.join(directory, name));
}

/** Every message in `$DATA_DIR/mail`, oldest first, parsed. */
export async function outboxMessages(dataDir: string): Promise<ParsedMail[]> {
  return Promise.all(outboxFiles(dataDir).map((file) => simpleParser(readFileSync(file))));
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((value) => value.address ?? ""));
}

/** The code in a verification e-mail's plain text. */
export function codeInMail(mail: ParsedMail): string {
  const match = /verification code is: (\d{6})/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no verification code in mail "${mail.subject}"`);
  return match[1];
}

/** The code of the newest verification e-mail sent to `email` through the dev outbox. */
export async function latestCode(dataDir: string, email: string): Promise<string> {
  for (const file of outboxFiles(dataDir).reverse()) {
    const raw = readFileSync(file);
    if (!raw.includes(email)) continue; // cheap filter; the parsed recipients decide
    const mail = await simpleParser(raw);
    if (recipients(mail).includes(email)) return codeInMail(mail);
  }
  throw new Error(`no mail to ${email} in the outbox`);
}

/** Every message to `email` in the dev outbox, oldest first. */
export async function mailTo(dataDir: string, email: string): Promise<ParsedMail[]> {
  return (await outboxMessages(dataDir)).filter((mail) => recipients(mail).includes(email));
}

/** The 6-digit code of the newest message to `email`, whatever its purpose ("… code is: 123456"). */
export async function latestCodeTo(dataDir: string, email: string): Promise<string> {
  const mail = (await mailTo(dataDir, email)).at(-1);
  const code = /\bis: (\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the newest mail to ${email} ("${mail?.subject ?? "none"}")`);
  return code;
}
