import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Invitation, invitations } from "../../db/schema/index";

// Queries of the invitations (docs/product.md §21). `db` may be a transaction.

export async function insertInvitation(
  db: Database,
  values: { userId: string; tokenHash: string; invitedBy: string | null; createdAt: Date; expiresAt: Date },
): Promise<Invitation> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Voids every invitation of the user that is neither used nor voided; answers how many. */
export async function voidOpenInvitations(db: Database, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(invitations)
    .set({ voidedAt: now })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.voidedAt)))
    .returning({ id: invitations.id });
  return rows.length;
}

export async function findByTokenHash(
  db: Database,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<Invitation | null> {
  const query = db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function latestOpenInvitation(db: Database, userId: string): Promise<Invitation | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.voidedAt)))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Single use: only the first caller marks it; false when it was used or voided meanwhile. */
export async function markUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.voidedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
