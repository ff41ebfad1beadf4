import type { CodePurpose } from "@domain/enums";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailVerifications } from "../../db/schema/index";
import { lockUserForChange } from "../users/users.service";

// Queries of the account lifecycle: verification and one-time codes (accounts are the users feature's).
// Every function takes the handle to use, so a service can pass a transaction.

// --- Verification codes ---------------------------------------------------------------------------

export interface StoredCode {
  id: string;
  userId: string | null;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

const storedCodeColumns = {
  id: emailVerifications.id,
  userId: emailVerifications.userId,
  codeHash: emailVerifications.code,
  expiresAt: emailVerifications.expiresAt,
  attempts: emailVerifications.attempts,
};

/**
 * Stores a new code for the user and voids every older unused one of the same purpose for that address
 * (a reset code leaves a verification code alone); a change-of-address code voids only the same
 * account's, so one account asking for an address never cancels another's pending change. The user row is locked first, so two concurrent
 * requests for one address cannot leave two live codes.
 */
export async function replaceVerificationCode(
  db: Database,
  values: {
    userId: string;
    email: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    purpose?: CodePurpose;
  },
): Promise<string> {
  const purpose = values.purpose ?? "verify_email";
  return db.transaction(async (tx) => {
    await lockUserForChange({ db: tx }, values.userId);
    await tx
      .delete(emailVerifications)
      .where(
        and(
          purpose === "change_email"
            ? eq(emailVerifications.userId, values.userId)
            : eq(emailVerifications.email, values.email),
          eq(emailVerifications.verified, false),
          eq(emailVerifications.purpose, purpose),
        ),
      );
    const [row] = await tx
      .insert(emailVerifications)
      .values({
        email: values.email,
        userId: values.userId,
        code: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
        purpose,
      })
      .returning({ id: emailVerifications.id });
    if (!row) throw new Error("inserting a verification code returned nothing");
    return row.id;
  });
}

/**
 * A code bound to the request that asked for it: it voids no other, since each request's code answers
 * only with that request's token (docs/decisions/0054). `userId` null: a stand-in for an address with
 * no account, so every address is answered alike; nobody ever receives its code.
 */
export async function insertRequestBoundCode(
  db: Database,
  values: {
    userId: string | null;
    email: string;
    codeHash: string;
    requestHash: string;
    expiresAt: Date;
    now: Date;
    purpose: CodePurpose;
  },
): Promise<string> {
  const [row] = await db
    .insert(emailVerifications)
    .values({
      email: values.email,
      userId: values.userId,
      code: values.codeHash,
      requestHash: values.requestHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
      purpose: values.purpose,
    })
    .returning({ id: emailVerifications.id });
  if (!row) throw new Error("inserting a request-bound code returned nothing");
  return row.id;
}

export async function deleteVerificationCode(db: Database, codeId: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.id, codeId));
}

/**
 * The newest unused code of this address for `purpose`; with `userId`, that account's (two accounts may
 * be changing to one address); with `requestHash`, the one that request made (decision 0054).
 */
export async function findUnusedCode(
  db: Database,
  email: string,
  purpose: CodePurpose = "verify_email",
  owner: { userId?: string; requestHash?: string } = {},
): Promise<StoredCode | null> {
  const { userId, requestHash } = owner;
  const [row] = await db
    .select(storedCodeColumns)
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        eq(emailVerifications.verified, false),
        eq(emailVerifications.purpose, purpose),
        userId === undefined ? undefined : eq(emailVerifications.userId, userId),
        requestHash === undefined ? undefined : eq(emailVerifications.requestHash, requestHash),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one of the code's tries before the comparison, in one statement, so concurrent guesses cannot
 * exceed the limit. Returns the tries used including this one, or null when none was left.
 */
export async function claimCodeAttempt(
  db: Database,
  codeId: string,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(
      and(
        eq(emailVerifications.id, codeId),
        eq(emailVerifications.verified, false),
        lt(emailVerifications.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: emailVerifications.attempts });
  return row?.attempts ?? null;
}

/** Single use: false when the code was already used. */
export async function markCodeUsed(db: Database, codeId: string): Promise<boolean> {
  const updated = await db
    .update(emailVerifications)
    .set({ verified: true })
    .where(and(eq(emailVerifications.id, codeId), eq(emailVerifications.verified, false)))
    .returning({ id: emailVerifications.id });
  return updated.length > 0;
}

/** After a successful check no other code of the address for that purpose may be used. */
export async function deleteOtherCodes(
  db: Database,
  email: string,
  keepId: string,
  purpose: CodePurpose = "verify_email",
): Promise<void> {
  await db
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        ne(emailVerifications.id, keepId),
        eq(emailVerifications.purpose, purpose),
      ),
    );
}

/** Every unused code of a user for `purpose`: a newer request or a change made them pointless. */
export async function deleteUnusedCodesOfUser(
  db: Database,
  userId: string,
  purpose: CodePurpose,
): Promise<void> {
  await db
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        eq(emailVerifications.verified, false),
        eq(emailVerifications.purpose, purpose),
      ),
    );
}

/** The address of the user's newest unused code for `purpose` (the new address of an e-mail change). */
export async function findPendingCodeAddress(
  db: Database,
  userId: string,
  purpose: CodePurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        eq(emailVerifications.verified, false),
        eq(emailVerifications.purpose, purpose),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.email ?? null;
}
