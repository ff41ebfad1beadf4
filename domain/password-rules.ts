// The password rule of every place a password is chosen (registration, administrators' user forms,
// create-admin, ADMIN_PASSWORD), on the screen and on the server alike. NIST SP 800-63B: a minimum length,
// no composition rules, and a check against common, repetitive or sequential passwords and the
// account's own name; docs/decisions/0018-password-rules.md.

import { COMMON_PASSWORDS_TEXT } from "./common-passwords";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE =
  "This password is too common or too easy to guess. Try a few unrelated words.";
export const PASSWORD_IS_EMAIL_MESSAGE = "Password must not be your email address or contain only its name";

let commonPasswords: Set<string> | undefined;
/** Built on first use, so loading the module costs nothing. */
const common = () => {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split("\n").filter(Boolean));
  return commonPasswords;
};

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
};
/** Digits and symbols around the letters ("!!Dragon2024" → "dragon"), then the usual swaps undone. */
function core(password: string): string {
  const trimmed = password
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, "")
    .replace(/[^\p{L}]+$/u, "");
  return trimmed.replace(/[0134@5$7]/g, (character) => LEET[character] ?? character);
}

const RUNS = ["0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
/** A walk along the digits, the alphabet or a keyboard row, either way ("4567890123", "lkjhgfdsa"). */
function isRun(text: string): boolean {
  return RUNS.some((run) => {
    const cycle = run.repeat(Math.ceil(text.length / run.length) + 1);
    return cycle.includes(text) || [...cycle].reverse().join("").includes(text);
  });
}

/** One short unit over and over ("aaaaaaaaaa", "abcabcabca", "1212121212"). */
function isRepetition(text: string): boolean {
  for (let unit = 1; unit <= 4 && unit < text.length; unit++) {
    const head = text.slice(0, unit);
    if (head.repeat(Math.ceil(text.length / unit)).slice(0, text.length) === text) return true;
  }
  return false;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const letters = core(password);
  return (
    common().has(lower) ||
    (letters.length > 0 && common().has(letters)) ||
    isRepetition(lower) ||
    isRun(lower) ||
    (letters.length > 0 && (isRepetition(letters) || isRun(letters)) && letters.length >= 4)
  );
}

/** The address itself, its name before the @, or that name with only digits and symbols around it. */
export function isEmailAsPassword(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  const name = address.split("@")[0] ?? "";
  const lower = password.toLowerCase();
  if (lower === address || lower === name) return true;
  const letters = lower.replace(/^[^\p{L}]+/u, "").replace(/[^\p{L}]+$/u, "");
  const plain = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
  return (
    name.length > 0 && (letters === name || (plain(letters).length > 0 && plain(letters) === plain(name)))
  );
}

/** What is wrong with a new password, or null; `email` is the account's address when known. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (email && isEmailAsPassword(password, email)) return PASSWORD_IS_EMAIL_MESSAGE;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
