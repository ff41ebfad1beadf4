import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the system's secure generator, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored in place of a bearer secret: a lookup needs the hash, a database dump gives no usable token. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
