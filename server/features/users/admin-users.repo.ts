import type { AdminUser } from "@domain/schemas/admin";
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { accountStateSql } from "../../db/account-state";
import type { Database } from "../../db/client";
import { type User, users } from "../../db/schema/index";

// Queries of the administrators' user management. Functions taking `db` accept a transaction too.

const adminUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  emailVerified: users.emailVerified,
  state: accountStateSql,
};

export type AdminUserRow = Omit<AdminUser, "createdAt"> & { createdAt: Date };

/**
 * Every account, newest first, or those whose name or e-mail contains `search` (case-insensitive,
 * `%` and `_` taken literally); never the password hash.
 */
export function listUsers(db: Database, search?: string): Promise<AdminUserRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select(adminUserColumns)
    .from(users)
    .where(pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(desc(users.createdAt), asc(users.id));
}

/** Every account's identity, as one row of JSON text (the team screen reads thousands at once). */
export async function listIdentities(
  db: Database,
): Promise<Pick<AdminUserRow, "id" | "fullName" | "email" | "role">[]> {
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${users.id}, 'fullName', ${users.fullName}, 'email', ${users.email}, 'role', ${users.role}
      )), '[]')::text`,
    })
    .from(users)
    .where(eq(users.emailVerified, true));
  return JSON.parse(row?.json ?? "[]");
}

/** A new account; null when the e-mail is taken (also by a concurrent insert). */
export async function insertUser(
  db: Database,
  values: Pick<
    User,
    "fullName" | "email" | "password" | "role" | "emailVerified" | "verifiedAt" | "createdAt"
  >,
): Promise<AdminUserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(adminUserColumns);
  return row ?? null;
}

/**
 * Locks every administrator row (in id order, so concurrent callers queue in the same order) and
 * returns their ids. Every change that may remove an administrator takes this lock first: under it
 * the count cannot go stale before the change commits.
 */
export async function lockAdministratorIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** The account, locked until the transaction ends. */
export async function lockUser(db: Database, userId: string): Promise<AdminUserRow | null> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<Pick<User, "fullName" | "email" | "role" | "password">>,
): Promise<AdminUserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(adminUserColumns);
  return row ?? null;
}

export async function deleteUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
