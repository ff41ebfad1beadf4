import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

// Reads the messages the SMTP catcher of global-setup.ts files under $E2E_MAIL_DIR, one JSON file
// `{to, raw}` per message, named `<epoch ms>-<counter>.json` (the counter orders them).

export type CaughtMail = {
  /** Arrival order in the catcher; a later message has a higher sequence. */
  sequence: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
};

const CODE_IN_TEXT = /verification code is:?\s*(\d{6})\b/i;
const ANY_CODE = /\b(\d{6})\b/;

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

function sequenceOf(file: string): number {
  const match = /^\d+-(\d+)\.json$/.exec(file);
  return match ? Number(match[1]) : -1;
}

/** Every caught message to `email` (case-insensitive), oldest first. */
export async function mailTo(email: string): Promise<CaughtMail[]> {
  const address = email.trim().toLowerCase();
  const files = (await readdir(mailDir()))
    .filter((file) => sequenceOf(file) >= 0)
    .sort((a, b) => sequenceOf(a) - sequenceOf(b));
  const messages: CaughtMail[] = [];
  for (const file of files) {
    const caught = await readCaught(path.join(mailDir(), file));
    if (!caught) continue;
    const { to, raw } = caught;
    if (!to.some((recipient) => recipient.toLowerCase() === address)) continue;
    const parsed = await simpleParser(raw);
    messages.push({
      sequence: sequenceOf(file),
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    });
  }
  return messages;
}

/** A file still being written reads as null; the next poll gets it whole. */
async function readCaught(file: string): Promise<{ to: string[]; raw: string } | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as { to: string[]; raw: string };
  } catch {
    return null;
  }
}

/**
 * Waits for the newest message to `email`; with `after`, only one that arrived later than it
 * (a resent code, not the first one).
 */
export async function waitForMail(
  email: string,
  { after, timeoutMs = 15_000 }: { after?: CaughtMail; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await mailTo(email)).at(-1);
    if (newest && (!after || newest.sequence > after.sequence)) return newest;
    if (Date.now() > deadline) {
      throw new Error(`no ${after ? "new " : ""}message to ${email} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a verification message. */
export function verificationCodeIn(mail: CaughtMail): string {
  const code = CODE_IN_TEXT.exec(mail.text)?.[1] ?? ANY_CODE.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the message "${mail.subject}" to ${mail.to.join(", ")}`);
  return code;
}

/** Waits for the newest message to `email` and returns its 6-digit code. */
export async function waitForVerificationCode(
  email: string,
  options: { after?: CaughtMail; timeoutMs?: number } = {},
): Promise<string> {
  return verificationCodeIn(await waitForMail(email, options));
}
