// Notifications that move work along (docs/product.md §17.3.1, docs/decisions/0071): a change writes its
// e-mail to the outbox in its own transaction; `drainOutbox` sends what is due, once, later.

import {
  ADMIN_ONLY_NOTIFICATIONS_MESSAGE,
  type AdminNotificationKind,
  isAdminNotificationKind,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationKind,
  type NotificationSettings,
} from "@domain/schemas/notifications";
import type { OutboxKind, OutboxRow } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import type { MailMessage } from "../../lib/mail/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { type CountersignRequestPayload, countersignEmail } from "./countersign-request-email";
import { hasContent, type NotificationPayload, notificationEmail } from "./notification-emails";
import {
  claimDue,
  insertForAdministrators,
  insertOutboxRow,
  type Recipient,
  readPreferences,
  recipientsOf,
  renewClaim,
  settleTry,
  skipUnsent,
  writePreferences,
} from "./outbox.repo";

/** At most one 'completions waiting for sign-off' e-mail per administrator in this time. */
export const SIGN_OFF_BATCH_MS = 60 * 60 * 1000;
/** Tries of one e-mail before it is given up ('failed'). */
export const MAX_NOTIFICATION_ATTEMPTS = 6;
/** The wait after the first failed try; it doubles after each (1, 2, 4, 8, 16 minutes). */
export const FIRST_RETRY_MS = 60 * 1000;
/** How long a claimed row is this sender's before another process may take it again. */
export const NOTIFICATION_LEASE_MS = 2 * 60 * 1000;

/** What enqueuing needs: pass the caller's transaction as `db`, so the e-mail lives or dies with the change. */
export type EnqueueContext = Pick<ServiceContext, "db" | "clock">;

type TechnicianKind = Exclude<NotificationKind, AdminNotificationKind>;

/** An e-mail to the person whose record changed. */
export async function notifyTechnician(
  ctx: EnqueueContext,
  input: { kind: TechnicianKind; userId: string; payload: NotificationPayload },
): Promise<void> {
  await insertOutboxRow(ctx.db, {
    kind: input.kind,
    userId: input.userId,
    payload: { ...input.payload },
    notBefore: ctx.clock(),
  });
}

/**
 * An e-mail to every administrator but the actor, about `technicianId`'s work. 'Completions waiting
 * for sign-off' gathers into one e-mail per administrator and hour.
 */
export async function notifyAdministrators(
  ctx: EnqueueContext,
  actor: Pick<SessionUser, "id">,
  input: { kind: AdminNotificationKind; technicianId: string; entry: { itemName?: string } },
): Promise<void> {
  await insertForAdministrators(ctx.db, {
    kind: input.kind,
    actorId: actor.id,
    technicianId: input.technicianId,
    entry: { technicianId: input.technicianId, ...input.entry },
    now: ctx.clock(),
    batch: input.kind === "sign_offs_waiting" ? { everyMs: SIGN_OFF_BATCH_MS } : undefined,
  });
}

const countersignRequestKey = (requestId: string) => `countersign_request:${requestId}`;

/**
 * The countersignature link to a supervisor outside the system (docs/product.md §22.2), written in the
 * request's transaction. The token is in the row until its try ends (never in a log line); no switch
 * stops it, and withdrawing the request stops it while unsent (`cancelCountersignRequestMail`).
 */
export async function mailCountersignRequest(
  ctx: EnqueueContext,
  input: { to: string; payload: CountersignRequestPayload },
): Promise<void> {
  await insertOutboxRow(ctx.db, {
    kind: "countersign_request",
    recipientEmail: input.to,
    payload: { ...input.payload },
    dedupeKey: countersignRequestKey(input.payload.requestId),
    notBefore: ctx.clock(),
  });
}

/** In the withdrawal's transaction: the request's e-mail, if not sent yet, never goes out. */
export async function cancelCountersignRequestMail(
  ctx: Pick<ServiceContext, "db">,
  input: { requestId: string },
): Promise<void> {
  await skipUnsent(ctx.db, countersignRequestKey(input.requestId));
}

export type DrainContext = Pick<ServiceContext, "db" | "clock" | "mailer" | "log"> & {
  config: Pick<ServiceContext["config"], "PUBLIC_URL">;
};

export interface DrainResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Sends every e-mail that is due, `batchSize` claimed at a time, until none is left. Any number of
 * processes may drain at once: each row is claimed by one (SKIP LOCKED). A failed send is tried again
 * after 1, 2, 4, 8 and 16 minutes, then given up; each try's error is kept on the row.
 */
export async function drainOutbox(
  ctx: DrainContext,
  options: { batchSize?: number; kinds?: readonly OutboxKind[] } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(
      ctx.db,
      ctx.clock(),
      options.batchSize ?? 20,
      NOTIFICATION_LEASE_MS,
      options.kinds,
    );
    if (claimed.length === 0) return result;
    const recipients = await recipientsOf(ctx.db, claimed);
    for (const row of claimed) {
      const outcome = await sendOne(ctx, row, recipients.get(row.id));
      result[outcome] += 1;
    }
  }
}

async function sendOne(
  ctx: DrainContext,
  row: OutboxRow,
  recipient: Recipient | undefined,
): Promise<keyof DrainResult> {
  const message = recipient ? messageOf(ctx, row, recipient) : null;
  if (!message) {
    await settleTry(ctx.db, row, { status: "skipped" });
    return "skipped";
  }
  // A batch claimed long ago (a slow mail server) may have been taken over by another process.
  if (!(await renewClaim(ctx.db, row, new Date(ctx.clock().getTime() + NOTIFICATION_LEASE_MS)))) {
    return "skipped";
  }
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = ctx.clock();
    if (row.attempts >= MAX_NOTIFICATION_ATTEMPTS) {
      ctx.log.error({ err: error, notificationId: row.id }, "a notification could not be sent; given up");
      await settleTry(ctx.db, row, { status: "failed", lastError: message });
      return "failed";
    }
    ctx.log.warn({ err: error, notificationId: row.id }, "a notification could not be sent; will retry");
    await settleTry(ctx.db, row, {
      status: "pending",
      lastError: message,
      notBefore: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (row.attempts - 1)),
    });
    return "retried";
  }
  await settleTry(ctx.db, row, { status: "sent", sentAt: ctx.clock(), lastError: null });
  return "sent";
}

/** The e-mail of a claimed row, or null when it is not to be sent (switched off, nothing to say). */
function messageOf(ctx: DrainContext, row: OutboxRow, recipient: Recipient): MailMessage | null {
  if (row.kind === "countersign_request") {
    const payload = row.payload as Partial<CountersignRequestPayload>;
    if (!payload.token) return null;
    return countersignEmail({
      to: recipient.email,
      supervisorName: payload.supervisorName ?? "",
      technicianName: payload.technicianName ?? "",
      entryCount: payload.entryCount ?? 0,
      token: payload.token,
      publicUrl: ctx.config.PUBLIC_URL,
    });
  }
  const payload = row.payload as NotificationPayload;
  const wanted =
    recipient.enabled !== false &&
    (!isAdminNotificationKind(row.kind) || recipient.role === "admin") &&
    hasContent(row.kind, payload);
  if (!wanted) return null;
  return notificationEmail({
    kind: row.kind,
    payload,
    to: recipient.email,
    fullName: recipient.fullName ?? "",
    publicUrl: ctx.config.PUBLIC_URL,
  });
}

/** The caller's switches; administrators also have theirs. */
export async function getNotificationSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Pick<SessionUser, "id" | "role">,
): Promise<NotificationSettings> {
  const stored = await readPreferences(ctx.db, actor.id);
  const settings: Record<string, boolean> = {};
  for (const kind of NOTIFICATION_KINDS) {
    if (isAdminNotificationKind(kind) && actor.role !== "admin") continue;
    settings[NOTIFICATION_SETTING_KEYS[kind]] = stored.get(kind) ?? true;
  }
  return settings as NotificationSettings;
}

/** Sets the caller's switches; a technician may not set the administrators' (403). */
export async function updateNotificationSettings(
  ctx: Pick<ServiceContext, "db">,
  actor: Pick<SessionUser, "id" | "role">,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const choices = NOTIFICATION_KINDS.flatMap((kind) => {
    const enabled = input[NOTIFICATION_SETTING_KEYS[kind]];
    return enabled === undefined ? [] : [{ kind, enabled }];
  });
  if (actor.role !== "admin" && choices.some((choice) => isAdminNotificationKind(choice.kind))) {
    throw new AppError(403, ADMIN_ONLY_NOTIFICATIONS_MESSAGE, "admin_only_notifications");
  }
  await writePreferences(ctx.db, actor.id, choices);
  return getNotificationSettings(ctx, actor);
}
