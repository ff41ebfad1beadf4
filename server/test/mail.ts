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
