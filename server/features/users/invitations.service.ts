// Invitations (docs/product.md §21): an account an administrator creates gets a link that sets its
// password once, within 7 days; a newer invitation or a password change voids it. The token is only
// in the e-mail; the table keeps its SHA-256, looked up by a unique index (a dump gives no usable link).

import { timingSafeEqual } from "node:crypto";
import { VERIFICATION_RESEND_LIMIT, VERIFICATION_RESEND_WINDOW_MS } from "@domain/constants";
import { isEmailAsPassword, PASSWORD_IS_EMAIL_MESSAGE } from "@domain/password-rules";
import {
  type AcceptedInvitation,
  type AcceptInvitation,
  INVITATION_ERROR_CODES,
  INVITATION_LINK_MESSAGES,
  INVITATION_VALIDITY_MS,
  type InvitationLinkState,
  type InvitationView,
} from "@domain/schemas/invitations";
import type { Invitation } from "../../db/schema/index";
import { AppError, conflict, FieldValidationError, notFound, tooManyRequests } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { hitWindow, retryTimeText } from "../../lib/rate-limit";
import { lookUpSecretLink } from "../../lib/secret-link-lookup";
import { randomToken, sha256 } from "../../lib/tokens";
import { getCenterName } from "../alerts/alert-settings.service";
import type { ServiceContext } from "../service-context";
import { revokeUserSessions, type SessionUser } from "../sessions/sessions";
import { invitationEmail } from "./invitation-email";
import * as repo from "./invitations.repo";
import * as usersRepo from "./users.repo";

export const INVITATION_MESSAGES = {
  ...INVITATION_LINK_MESSAGES,
  accepted: "Your password is set. You can now sign in.",
  notInvited: "This account has already set its password, so there is nothing to invite to.",
  userNotFound: "User not found.",
  tooManyResends: "Too many invitations were sent to this account.",
  tooManyLookups: "Too many invalid invitation links were tried from this network.",
  sent: (email: string) => `A new invitation was sent to ${email}.`,
} as const;

/** Where the holder of a link is: unknown links count against their network, like wrong codes. */
type Client = { ip: string };

type Inviter = Pick<SessionUser, "id">;

/** The person an invitation goes to. */
export interface Invitee {
  id: string;
  email: string;
  fullName: string;
}

// --- Sending ---------------------------------------------------------------------------------------

/**
 * Voids the person's open invitations and mails a new one. The mail leaves after the answer
 * (background mail): a slow mail server never holds up the administrator; a refused one is logged,
 * and the account stays 'invited' so the administrator can resend.
 */
export async function sendInvitation(ctx: ServiceContext, inviter: Inviter | null, invitee: Invitee) {
  const now = ctx.clock();
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await repo.voidOpenInvitations(tx, invitee.id, now);
    await repo.insertInvitation(tx, {
      userId: invitee.id,
      tokenHash: sha256(token),
      invitedBy: inviter?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_MS),
    });
  });
  const centerName = await getCenterName(ctx);
  ctx.backgroundMail.send(
    invitationEmail({
      to: invitee.email,
      fullName: invitee.fullName,
      centerName,
      token,
      publicUrl: ctx.config.PUBLIC_URL,
    }),
  );
  ctx.log.info({ userId: invitee.id, invitedBy: inviter?.id ?? null }, "invitation sent");
}

/**
 * 'Resend invitation' on the Users tab: only for an account still invited (it never set a password),
 * at most 3 an hour per account, like new codes.
 */
export async function resendInvitation(
  ctx: ServiceContext,
  inviter: Inviter,
  userId: string,
): Promise<{ message: string }> {
  const user = await usersRepo.findUserById(ctx.db, userId);
  if (!user) throw notFound(INVITATION_MESSAGES.userNotFound);
  if (!(await repo.latestOpenInvitation(ctx.db, userId))) throw conflict(INVITATION_MESSAGES.notInvited);
  const now = ctx.clock();
  const hit = await hitWindow(
    ctx.db,
    { key: `invite:${userId}`, limit: VERIFICATION_RESEND_LIMIT, windowMs: VERIFICATION_RESEND_WINDOW_MS },
    now,
  );
  if (!hit.allowed) {
    throw tooManyRequests(
      `${INVITATION_MESSAGES.tooManyResends} You can send a new one ${retryTimeText(hit.retryAfterSeconds, now)}.`,
      hit.retryAfterSeconds,
    );
  }
  await sendInvitation(ctx, inviter, user);
  return { message: INVITATION_MESSAGES.sent(user.email) };
}

/** A password set any other way (reset, the Account page, an administrator) voids open invitations. */
export async function voidInvitationsOf(ctx: Pick<ServiceContext, "db">, userId: string, now: Date) {
  await repo.voidOpenInvitations(ctx.db, userId, now);
}

// --- The public page -----------------------------------------------------------------------------

function stateOf(invitation: Invitation, now: Date): InvitationLinkState {
  if (invitation.usedAt) return "used";
  if (invitation.voidedAt) return "voided";
  if (invitation.expiresAt <= now) return "expired";
  return "open";
}

async function findInvitation(
  ctx: Pick<ServiceContext, "db">,
  token: string,
  options: { lock?: boolean } = {},
): Promise<Invitation> {
  const hash = sha256(token);
  const invitation = await repo.findByTokenHash(ctx.db, hash, options);
  // The lookup is by the hash; the comparison again in constant time costs nothing and leaks nothing.
  if (!invitation || !timingSafeEqual(Buffer.from(invitation.tokenHash), Buffer.from(hash))) {
    throw new AppError(404, INVITATION_MESSAGES.notFound, INVITATION_ERROR_CODES.notFound);
  }
  return invitation;
}

/** The invitation of a link, looked up under the unknown-links limit per network. */
function findInvitationFrom(ctx: ServiceContext, token: string, client: Client): Promise<Invitation> {
  return lookUpSecretLink(
    ctx,
    { scope: "invite-link", clientIp: client.ip, tooManyLookups: INVITATION_MESSAGES.tooManyLookups },
    () => findInvitation(ctx, token),
  );
}

/** GET /api/invitations/{token}: the holder of the link learns whose it is while it is open. */
export async function viewInvitation(
  ctx: ServiceContext,
  { token, client }: { token: string; client: Client },
): Promise<InvitationView> {
  const now = ctx.clock();
  const invitation = await findInvitationFrom(ctx, token, client);
  const state = stateOf(invitation, now);
  const user = state === "open" ? await usersRepo.findUserById(ctx.db, invitation.userId) : null;
  return {
    state,
    fullName: user?.fullName ?? null,
    email: user?.email ?? null,
    centerName: await getCenterName(ctx),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

function refusal(state: Exclude<InvitationLinkState, "open">): AppError {
  return new AppError(410, INVITATION_MESSAGES[state], INVITATION_ERROR_CODES[state]);
}

/**
 * Sets the password through an open link: single use (the row is locked and marked used in the
 * transaction that sets the password), then the address counts as verified (they proved the inbox),
 * every other invitation of the account is voided and any session ends.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: AcceptInvitation,
  client: Client,
): Promise<AcceptedInvitation> {
  const now = ctx.clock();
  const first = await findInvitationFrom(ctx, input.token, client);
  const firstState = stateOf(first, now);
  if (firstState !== "open") throw refusal(firstState);
  const owner = await usersRepo.findUserById(ctx.db, first.userId);
  if (!owner) throw new AppError(404, INVITATION_MESSAGES.notFound, INVITATION_ERROR_CODES.notFound);
  if (isEmailAsPassword(input.password, owner.email)) {
    throw new FieldValidationError([{ path: "body.password", message: PASSWORD_IS_EMAIL_MESSAGE }]);
  }
  // Hashing takes a while: before the transaction, so the lock is held briefly.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const invitation = await findInvitation({ db: tx }, input.token, { lock: true });
    const state = stateOf(invitation, now);
    if (state !== "open") throw refusal(state);
    if (!(await repo.markUsed(tx, invitation.id, now))) throw refusal("used");
    await usersRepo.setPasswordAndVerify(tx, invitation.userId, { passwordHash, now });
    await repo.voidOpenInvitations(tx, invitation.userId, now);
    await revokeUserSessions(tx, invitation.userId);
  });
  return { message: INVITATION_MESSAGES.accepted, email: owner.email };
}
