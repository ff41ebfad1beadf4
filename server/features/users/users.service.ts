import { fullNameSchema, newPasswordSchema, refinePasswordNotEmail } from "@domain/schemas/auth";
import { emailAddress } from "@domain/schemas/fields";
import { z } from "zod";
import type { Config } from "../../config";
import type { User } from "../../db/schema/index";
import { isUniqueViolation } from "../../lib/database-errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { revokeUserSessions } from "../sessions/sessions";
import { voidOpenInvitations } from "./invitations.repo";
import * as repo from "./users.repo";

/** The account with this (lower-cased) e-mail, or null; other features look users up through here. */
export function findUserByEmail(ctx: Pick<ServiceContext, "db">, email: string): Promise<User | null> {
  return repo.findUserByEmail(ctx.db, email);
}

/**
 * For a change of everything a user owns at once (the portable import): holds the user's row until the
 * caller's transaction (`ctx.db`) ends, so two such changes of one user run one after the other.
 */
export function lockUserForChange(ctx: Pick<ServiceContext, "db">, userId: string): Promise<void> {
  return repo.lockUserRow(ctx.db, userId);
}

export function findUserById(ctx: Pick<ServiceContext, "db">, userId: string): Promise<User | null> {
  return repo.findUserById(ctx.db, userId);
}

/**
 * Name, e-mail or password hash of one account, for the Account page (the rules are the caller's).
 * Null when the account is gone; `email_taken` when another account took the address meanwhile.
 */
export async function updateOwnAccount(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  changes: { fullName?: string; email?: string; passwordHash?: string },
): Promise<User | null | "email_taken"> {
  try {
    // A new password voids open invitations (docs/product.md §21).
    if (changes.passwordHash !== undefined) await voidOpenInvitations(ctx.db, userId, ctx.clock());
    return await repo.updateOwnAccount(ctx.db, userId, {
      ...(changes.fullName === undefined ? {} : { fullName: changes.fullName }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
      ...(changes.passwordHash === undefined ? {} : { password: changes.passwordHash }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "email_taken";
    throw error;
  }
}

export const DEFAULT_ADMINISTRATOR_NAME = "Administrator";

export interface EnsureAdministratorInput {
  email: string;
  password: string;
  /** Name of a new account; for an existing one it replaces the name only when given. */
  fullName?: string;
  /**
   * `always` (create-admin, ADMIN_PASSWORD_RESET): the password is set whatever it was.
   * `whenCreatedOrPromoted` (ADMIN_PASSWORD at start): only for a new account or one made administrator
   * (or verified) now, so a restart never undoes a password the administrator changed since.
   */
  applyPassword?: "always" | "whenCreatedOrPromoted";
}

export interface EnsureAdministratorResult {
  id: string;
  email: string;
  /** created: new account; promoted: was a user or unverified; updated: password or name changed; unchanged. */
  outcome: "created" | "promoted" | "updated" | "unchanged";
}

/**
 * Makes `email` a verified administrator: creates the account, or promotes and verifies an existing
 * one. The password is set as `applyPassword` says (default `always`) when it differs, and then every
 * session of that account ends, as after any password change. Throws a ZodError for invalid input.
 */
export async function ensureAdministrator(
  ctx: Pick<ServiceContext, "db" | "clock">,
  input: EnsureAdministratorInput,
): Promise<EnsureAdministratorResult> {
  const { db } = ctx;
  const now = ctx.clock();
  const email = emailAddress().parse(input.email);
  const password = newPasswordSchema.parse(input.password);
  z.object({ email: z.string(), password: z.string() })
    .superRefine(refinePasswordNotEmail)
    .parse({ email, password });
  const fullName = input.fullName === undefined ? undefined : fullNameSchema.parse(input.fullName);

  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await repo.findUserByEmail(db, email);
    if (!existing) {
      const created = await repo.insertAdministrator(db, {
        email,
        passwordHash: await hashPassword(password),
        fullName: fullName ?? DEFAULT_ADMINISTRATOR_NAME,
        now,
      });
      if (created) return { id: created.id, email, outcome: "created" };
      continue; // created concurrently (two instances starting at once): promote that one
    }

    const promote = existing.role !== "admin" || !existing.emailVerified;
    const mayApplyPassword = input.applyPassword !== "whenCreatedOrPromoted" || promote;
    const passwordChanged = mayApplyPassword && !(await verifyPassword(existing.password, password));
    const renamed = fullName !== undefined && fullName !== existing.fullName;
    if (!promote && !passwordChanged && !renamed) return { id: existing.id, email, outcome: "unchanged" };

    await repo.updateUser(db, existing.id, {
      role: "admin",
      emailVerified: true,
      verifiedAt: existing.verifiedAt ?? now,
      ...(passwordChanged ? { password: await hashPassword(password) } : {}),
      ...(renamed ? { fullName } : {}),
    });
    if (passwordChanged) await revokeUserSessions(db, existing.id);
    return { id: existing.id, email, outcome: promote ? "promoted" : "updated" };
  }
  throw new Error(`could not create or promote the administrator ${email}`);
}

export function countAdministrators(ctx: Pick<ServiceContext, "db">): Promise<number> {
  return repo.countAdministrators(ctx.db);
}

export const NO_ADMINISTRATOR_HINT =
  'No administrator exists yet. Create one with: npm run create-admin -- --email you@example.com --name "Your Name" (or set ADMIN_EMAIL and ADMIN_PASSWORD and restart).';

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD create or promote that administrator, and set the password only
 * then, or at every start while ADMIN_PASSWORD_RESET is true; without them, a database with no
 * administrator gets one log line saying how to create one.
 */
export async function bootstrapAdministrator(
  ctx: Pick<ServiceContext, "db" | "clock"> & {
    log: { info(message: string): void; warn(message: string): void };
  },
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD"> & { ADMIN_PASSWORD_RESET?: boolean },
): Promise<void> {
  const { log } = ctx;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const result = await ensureAdministrator(ctx, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      applyPassword: config.ADMIN_PASSWORD_RESET ? "always" : "whenCreatedOrPromoted",
    });
    log.info(`administrator ${result.email} from ADMIN_EMAIL: ${result.outcome}`);
    if (config.ADMIN_PASSWORD_RESET && result.outcome !== "unchanged") {
      log.warn(
        "ADMIN_PASSWORD_RESET=true set the administrator's password; remove it so restarts keep later changes.",
      );
    }
    return;
  }
  if ((await countAdministrators(ctx)) === 0) log.warn(NO_ADMINISTRATOR_HINT);
}

/**
 * The auth clean-up's removal of accounts still unverified after UNVERIFIED_ACCOUNT_RETENTION_MS:
 * an administrator's and an invited account are verified, so never among them.
 */
export function removeUnverifiedAccounts(
  ctx: Pick<ServiceContext, "db">,
  input: { registeredBefore: Date },
): Promise<void> {
  return repo.deleteUnverifiedRegisteredBefore(ctx.db, input.registeredBefore);
}

/**
 * A new password set by the account's owner through a link or code mailed to them (a reset, an
 * invitation): it also proves the address, so the account is verified.
 */
export function setPasswordAndVerify(
  ctx: Pick<ServiceContext, "db" | "clock">,
  input: { userId: string; passwordHash: string },
): Promise<void> {
  return repo.setPasswordAndVerify(ctx.db, input.userId, {
    passwordHash: input.passwordHash,
    now: ctx.clock(),
  });
}

/** A new unverified account from registration; null when the e-mail is already taken (also concurrently). */
export function insertPendingUser(
  ctx: Pick<ServiceContext, "db" | "clock">,
  values: { email: string; passwordHash: string; fullName: string },
): Promise<User | null> {
  return repo.insertPendingUser(ctx.db, { ...values, now: ctx.clock() });
}

/** Marks the address verified; false when it already was (a concurrent verification won). */
export function markUserVerified(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
): Promise<boolean> {
  return repo.markUserVerified(ctx.db, userId, ctx.clock());
}
