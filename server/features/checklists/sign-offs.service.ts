// Administrators sign off the items that require it, or return them with a reason
// (docs/product.md §15). Nobody signs off their own training, administrators included.

import { AUDIT_PACKET_EVENTS_PER_ITEM } from "@domain/constants";
import type {
  BulkSignOff,
  BulkSignOffResult,
  ChecklistEvents,
  PendingSignOffs,
  ReturnSignOff,
} from "@domain/schemas/checklists";
import { idsIn } from "@domain/training-event-words";
import { AppError, conflict, notFound } from "../../lib/errors";
import { notifyTechnician } from "../notifications/notifications.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  findLiveItem,
  insertEvents,
  lockCompletionById,
  namesOf,
  readEventsOf,
  readPendingSignOffs,
  readRecentEventsOf,
  updateCompletion,
  userExists,
} from "./checklists.repo";
import { getItemPositionEventsOf, getTeamPositions } from "./positions.service";
import { completedOnOf } from "./training-record";

type Actor = Pick<SessionUser, "id">;

export const SELF_SIGN_OFF_MESSAGE = "You cannot sign off your own training.";

export async function listPendingSignOffs(ctx: Pick<ServiceContext, "db">): Promise<PendingSignOffs> {
  const [rows, positions] = await Promise.all([readPendingSignOffs(ctx.db), getTeamPositions(ctx)]);
  return {
    signOffs: rows.map((row) => ({
      completionId: row.completionId,
      userId: row.userId,
      technicianName: row.technicianName,
      itemId: row.itemId,
      itemName: row.itemName,
      tabId: row.tabId,
      tabName: row.tabName,
      completedOn: completedOnOf(row.completedAt),
      notes: row.notes,
      evidence:
        row.evidenceId && row.evidenceFilename !== null
          ? { id: row.evidenceId, filename: row.evidenceFilename }
          : null,
      // Only for someone who holds a position: the answer is as before positions otherwise.
      ...(positions.has(row.userId) ? { positions: positions.get(row.userId) } : {}),
    })),
  };
}

/** A completion waiting for sign-off, locked; the checks shared by signing off and returning. */
async function lockPending(db: ServiceContext["db"], actor: Actor, completionId: string) {
  const row = await lockCompletionById(db, completionId);
  const item = row ? await findLiveItem(db, row.itemId) : null;
  if (!row || !item) throw notFound("Completion not found.");
  if (row.userId === actor.id) throw new AppError(403, SELF_SIGN_OFF_MESSAGE, "self_sign_off");
  if (!item.requiresSignOff) throw conflict("This item does not require a sign-off.");
  if (!row.completed) throw conflict("This item is not marked done.");
  if (row.signedOffAt) throw conflict("This item is already signed off.");
  return { ...row, itemName: item.name };
}

export async function signOff(ctx: Pick<ServiceContext, "db" | "clock">, actor: Actor, completionId: string) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, actor, completionId);
    await updateCompletion(tx, row.id, { signedOffBy: actor.id, signedOffAt: now });
    await insertEvents(tx, [
      {
        kind: "signed_off",
        itemId: row.itemId,
        completionId: row.id,
        userId: row.userId,
        actorId: actor.id,
        before: { signedOffAt: null },
        after: { signedOffAt: now.toISOString() },
        createdAt: now,
      },
    ]);
    await notifyTechnician(
      { db: tx, clock: () => now },
      { kind: "completion_signed_off", userId: row.userId, payload: { itemName: row.itemName } },
    );
  });
}

/** Back to not done, notes and evidence kept, with the administrator's reason in the record. */
export async function returnSignOff(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
  completionId: string,
  input: ReturnSignOff,
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, actor, completionId);
    await updateCompletion(tx, row.id, {
      completed: false,
      completedAt: null,
      expiresOn: null,
      returnedReason: input.reason,
    });
    await insertEvents(tx, [
      {
        kind: "sign_off_returned",
        itemId: row.itemId,
        completionId: row.id,
        userId: row.userId,
        actorId: actor.id,
        before: { completed: true, completedOn: completedOnOf(row.completedAt) },
        after: { completed: false, reason: input.reason },
        createdAt: now,
      },
    ]);
    await notifyTechnician(
      { db: tx, clock: () => now },
      {
        kind: "completion_returned",
        userId: row.userId,
        payload: { itemName: row.itemName, reason: input.reason },
      },
    );
  });
}

/**
 * One decision for several completions (docs/product.md §15.7): each signed off or returned in its
 * own transaction and recorded as its own event, as if decided one by one, so a completion that may
 * not be decided (the administrator's own, one decided meanwhile) is refused alone.
 */
export async function decideSignOffs(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
  input: BulkSignOff,
): Promise<BulkSignOffResult> {
  const results: BulkSignOffResult["results"] = [];
  for (const completionId of input.completionIds) {
    try {
      if (input.action === "sign_off") await signOff(ctx, actor, completionId);
      else await returnSignOff(ctx, actor, completionId, { reason: input.reason ?? "" });
      results.push({ completionId, outcome: input.action === "sign_off" ? "signed_off" : "returned" });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ completionId, outcome: "refused", message: error.message });
    }
  }
  return { results };
}

/** Every change of one technician's training record, oldest first: what an auditor asks for. */
export async function listTrainingEvents(
  ctx: Pick<ServiceContext, "db">,
  { userId }: { userId: string },
): Promise<ChecklistEvents> {
  if (!(await userExists(ctx.db, userId))) throw notFound("User not found.");
  const [rows, itemEvents] = await Promise.all([
    readEventsOf(ctx.db, userId),
    getItemPositionEventsOf(ctx, userId),
  ]);
  // An item marked not applicable, or required again, is a change of the record too (§15.8): in time order.
  const events = [...rows.map(eventView), ...itemEvents].sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );
  return { events, names: await namesIn(ctx, rows) };
}

/** The documents and people the events name by id, by name. */
function namesIn(
  ctx: Pick<ServiceContext, "db">,
  rows: readonly { before: unknown; after: unknown }[],
): Promise<Record<string, string>> {
  const ids = rows.map((row) => idsIn(row.before, row.after));
  return namesOf(ctx.db, {
    documents: ids.flatMap((found) => found.documents),
    people: ids.flatMap((found) => found.people),
  });
}

function eventView(row: Awaited<ReturnType<typeof readEventsOf>>[number]): ChecklistEvents["events"][number] {
  return {
    kind: row.kind,
    itemId: row.itemId,
    itemName: row.itemName,
    actorName: row.actorName,
    at: row.createdAt.toISOString(),
    before: row.before,
    after: row.after,
  };
}

export interface PacketEvents extends ChecklistEvents {
  /** Items whose older changes were left out: how many, and from when to when (ISO 8601). */
  omitted: { itemName: string; count: number; from: string; to: string }[];
}

/**
 * The change history the audit packet prints: the newest AUDIT_PACKET_EVENTS_PER_ITEM changes of each
 * item, and a count of the older ones, so the packet of a long record stays a document one can read
 * and make (docs/product.md §17.5). The full history stays in the record.
 */
export async function listTrainingEventsForPacket(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<PacketEvents> {
  const { events, omitted } = await readRecentEventsOf(ctx.db, userId, AUDIT_PACKET_EVENTS_PER_ITEM);
  return {
    events: events.map(eventView),
    names: await namesIn(ctx, events),
    omitted: omitted.map((row) => ({
      itemName: row.itemName,
      count: row.count,
      from: new Date(row.from).toISOString(),
      to: new Date(row.to).toISOString(),
    })),
  };
}
