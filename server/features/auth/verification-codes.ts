import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "@domain/constants";

/** A 6-digit code from the system's secure generator, leading zeros kept. */
export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
}

/**
 * What is stored instead of the code: an HMAC keyed with the server secret and bound to the address.
 * A million possible codes would be trivial to reverse from a plain hash; without the secret they are not.
 */
export function hashVerificationCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}\n${code}`).digest("hex");
}

export function verificationCodeMatches(
  secret: string,
  email: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashVerificationCode(secret, email, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
