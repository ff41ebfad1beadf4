import type { AdminCreateUser, AdminUpdateUser, AdminUser } from "@domain/schemas/admin";
import { isUniqueViolation } from "../../lib/database-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { randomToken } from "../../lib/tokens";
import { archiveTrainingRecord } from "../checklists/training-archive.service";
import type { ServiceContext } from "../service-context";
import { revokeOtherSessions, revokeUserSessions, type SessionUser } from "../sessions/sessions";
import { abandonAllUploadsOf, deleteAbandonedObjects } from "../uploads/abandoned-objects";
import * as repo from "./admin-users.repo";
import { sendInvitation, voidInvitationsOf } from "./invitations.service";

// User management by administrators (docs/product.md §5.6 and §6, decision 0009). The routes let only
// administrators in; the rules here keep at least one administrator whatever they do.

export const ADMIN_USER_MESSAGES = {
  emailTaken: "An account with this email address already exists.",
  notFound: "User not found.",
  deleteSelf: "You cannot delete your own account.",
  deleteLastAdmin: "The last administrator cannot be deleted. Make another user an administrator first.",
  deleteOwnLastAdmin:
    "You are the last administrator, so your account cannot be deleted. Make another user an administrator first.",
  demoteLastAdmin:
    "The last administrator cannot be changed to a user. Make another user an administrator first.",
} as const;

/** The administrator making the change, with the session they make it from. */
export type Actor = Pick<SessionUser, "id" | "sessionId">;
/** An administrator deleting an account: their name goes into the archived training record. */
export type DeletingAdministrator = Pick<SessionUser, "id" | "fullName">;

function toView(row: repo.AdminUserRow): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listUsers(ctx: ServiceContext, { search }: { search?: string }): Promise<AdminUser[]> {
  return (await repo.listUsers(ctx.db, search || undefined)).map(toView);
}

/**
 * Every verified account's id, name, e-mail and role (the team screen), in one read: an unverified
 * account is anyone's registration of any address, not a member of the center.
 */
export async function listUserIdentities(ctx: Pick<ServiceContext, "db">) {
  return repo.listIdentities(ctx.db);
}

/**
 * A verified account: the administrator vouches for the address. Without a password the person is
 * invited to set their own (the account's password is a random one nobody knows until then).
 */
export async function createUser(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id"> | null,
  input: AdminCreateUser,
): Promise<AdminUser> {
  const now = ctx.clock();
  const row = await repo.insertUser(ctx.db, {
    fullName: input.fullName,
    email: input.email,
    password: await hashPassword(input.password ?? randomToken()),
    role: input.role,
    emailVerified: true,
    verifiedAt: now,
    createdAt: now,
  });
  if (!row) throw conflict(ADMIN_USER_MESSAGES.emailTaken);
  if (input.password !== undefined) return toView(row);
  await sendInvitation(ctx, actor, row);
  return toView({ ...row, state: "invited" });
}

/**
 * Name, e-mail, role and optionally a new password. A new password ends the user's sessions (all of
 * them, except the one the administrator is using when they change their own). Demoting the last
 * administrator is refused.
 */
export async function updateUser(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  input: AdminUpdateUser,
): Promise<AdminUser> {
  // Hashing takes a while: before the transaction, so the lock is held briefly.
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const administrators = await repo.lockAdministratorIds(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (target.role === "admin" && input.role !== "admin" && !othersRemain(administrators, userId)) {
      throw badRequest(ADMIN_USER_MESSAGES.demoteLastAdmin);
    }

    let updated: repo.AdminUserRow | null;
    try {
      updated = await repo.updateUser(tx, userId, {
        fullName: input.fullName,
        email: input.email,
        role: input.role,
        ...(passwordHash === undefined ? {} : { password: passwordHash }),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ADMIN_USER_MESSAGES.emailTaken);
      throw error;
    }
    if (!updated) throw notFound(ADMIN_USER_MESSAGES.notFound);

    if (passwordHash !== undefined) {
      await voidInvitationsOf({ db: tx }, userId, ctx.clock());
      if (userId === actor.id) await revokeOtherSessions(tx, userId, actor.sessionId);
      else await revokeUserSessions(tx, userId);
    }
    return toView(updated);
  });
}

/**
 * An administrator deletes someone else's account (never their own: that is the Account page's
 * `deleteOwnAccount`, which asks for the password). Refuses the last administrator.
 */
export function deleteUser(ctx: ServiceContext, actor: DeletingAdministrator, userId: string): Promise<void> {
  return removeAccount(ctx, userId, { administrator: actor });
}

/** The owner deletes their own account (the Account page checked the password first). */
export function deleteOwnAccount(ctx: ServiceContext, owner: Pick<SessionUser, "id">): Promise<void> {
  return removeAccount(ctx, owner.id, { owner });
}

/**
 * Deletes an account and everything it owns, the same way whoever asks. Refuses the last
 * administrator. Under the administrators' lock, and only database work, so slow storage holds no
 * lock: the uploads feature records every stored object of the user as abandoned in its cleanup
 * ledger (which outlives the user) and deletes the documents and their tasks, except the objects of
 * the evidence the archived training record keeps (decision 0057); then the sessions and
 * the user row, whose cascade removes forms, entries, codes and checklist progress. Two administrators
 * deleting each other at once cannot leave none; a refusal changes nothing. After the commit the
 * stored objects are deleted at once, best effort: what storage refuses now, the upload cleanup retries.
 */
async function removeAccount(
  ctx: ServiceContext,
  userId: string,
  by: { administrator: DeletingAdministrator } | { owner: Pick<SessionUser, "id"> },
): Promise<void> {
  const now = ctx.clock();
  const abandoned = await ctx.db.transaction(async (tx) => {
    const administrators = await repo.lockAdministratorIds(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if ("administrator" in by && userId === by.administrator.id) {
      throw badRequest(ADMIN_USER_MESSAGES.deleteSelf);
    }
    if (target.role === "admin" && !othersRemain(administrators, userId)) {
      throw badRequest(
        "owner" in by ? ADMIN_USER_MESSAGES.deleteOwnLastAdmin : ADMIN_USER_MESSAGES.deleteLastAdmin,
      );
    }

    // The training record outlives the login (docs/decisions/0057), with the evidence files it holds.
    const deletedBy = "owner" in by ? "owner" : by.administrator.fullName;
    const kept = await archiveTrainingRecord(tx, target, { at: now, by: deletedBy });
    const objects = await abandonAllUploadsOf({ db: tx, clock: () => now }, userId, kept);
    await revokeUserSessions(tx, userId);
    await repo.deleteUser(tx, userId);
    return objects;
  });

  const { left } = await deleteAbandonedObjects(ctx, abandoned);
  if (left > 0) {
    ctx.log.warn(
      { userId, left },
      "deleted the account, but some of its stored files could not be deleted now; the upload cleanup will retry",
    );
  }
}

function othersRemain(administrators: readonly string[], userId: string): boolean {
  return administrators.some((id) => id !== userId);
}
