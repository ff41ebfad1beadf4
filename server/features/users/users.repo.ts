import { and, count, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type User, users } from "../../db/schema/index";

export async function findUserById(db: Database, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** The account's own changes from the Account page; null when the row is gone. */
/** Locks the user's row until the transaction ends (`db` is that transaction). */
export async function lockUserRow(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

export async function updateOwnAccount(
  db: Database,
  userId: string,
  changes: Partial<Pick<User, "fullName" | "email" | "password">>,
): Promise<User | null> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

type NewAccount = { email: string; passwordHash: string; fullName: string; now: Date };

/** Inserts the account unless its e-mail is taken (also by a concurrent insert): then null. */
async function insertUnlessEmailTaken(
  db: Database,
  values: NewAccount,
  kind: Pick<User, "role" | "emailVerified" | "verifiedAt">,
): Promise<User | null> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      password: values.passwordHash,
      fullName: values.fullName,
      ...kind,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}

/** A verified administrator; null when the e-mail is taken. */
export function insertAdministrator(db: Database, values: NewAccount): Promise<User | null> {
  return insertUnlessEmailTaken(db, values, { role: "admin", emailVerified: true, verifiedAt: values.now });
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<Pick<User, "role" | "emailVerified" | "verifiedAt" | "password" | "fullName">>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, "admin"));
  return row?.value ?? 0;
}

/** A password set by its owner through an invitation: it also proves the address. */
export async function setPasswordAndVerify(
  db: Database,
  userId: string,
  values: { passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      password: values.passwordHash,
      emailVerified: true,
      verifiedAt: sql`coalesce(${users.verifiedAt}, ${values.now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/** Accounts never verified that registered at or before `registeredBefore`; their codes go with them. */
export async function deleteUnverifiedRegisteredBefore(db: Database, registeredBefore: Date): Promise<void> {
  await db.delete(users).where(and(eq(users.emailVerified, false), lte(users.createdAt, registeredBefore)));
}

/** A new unverified `user` from registration; null when the e-mail is taken. */
export function insertPendingUser(db: Database, values: NewAccount): Promise<User | null> {
  return insertUnlessEmailTaken(db, values, { role: "user", emailVerified: false, verifiedAt: null });
}

/** false when the account was already verified (a concurrent verification won). */
export async function markUserVerified(db: Database, userId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerified: true, verifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return updated.length > 0;
}
