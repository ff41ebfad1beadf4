import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "@domain/constants";
import type { Role } from "@domain/enums";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { sessions, users } from "../../db/schema/index";
import { randomToken, sha256 } from "../../lib/tokens";

/** Refresh last_seen_at at most this often, so reads do not all become writes. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  createdAt: Date;
  sessionId: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  client: { userAgent?: string; ip?: string } = {},
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300),
    ip: client.ip,
  });
  return { token, expiresAt };
}

/** The lookup behind every /api request. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleLimit")),
      ),
    )
    .limit(1)
    .prepare("find_session_user"),
);

/** The signed-in user for a cookie token, or null when unknown, expired or idle too long. */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await sessionLookup(db).execute({
    tokenHash: sha256(token),
    now: now.toISOString(),
    idleLimit: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _lastSeenAt, ...user } = row;
  return user;
}

export async function revokeSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Password change, user deletion, or an administrator's reset: every session of that user ends. */
export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A password change from the Account page: every session of the user but the one making it ends. */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Housekeeping: rows past either timeout are useless. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleLimit)));
}
