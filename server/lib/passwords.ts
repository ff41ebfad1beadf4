import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). `Algorithm` is an ambient const
 * enum, which isolated modules cannot read, hence the literal 2 (= Argon2id).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC string to store (`$argon2id$v=19$m=19456,t=2,p=1$…`). The password is used as given: never trimmed or truncated. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** false for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or, when there is no account, against a throwaway hash so that
 * "unknown e-mail" takes as long as "wrong password" and timing does not reveal which accounts exist.
 */
export async function verifyPasswordOrDummy(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash !== null) return verifyPassword(storedHash, password);
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}
