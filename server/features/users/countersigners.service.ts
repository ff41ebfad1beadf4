// Designated supervisors ('Can countersign' on Admin → Users, docs/product.md 'Task logbook'): the
// accounts that countersign task logbook entries from their queue, with the certificate or licence
// number their countersignature records. The logbook feature reads them through this service.

import type {
  CountersignerDesignationHistory,
  CountersignerEvent,
} from "@domain/schemas/countersigner-events";
import type { CountersignerDesignation, CountersignerDesignationInput } from "@domain/schemas/logbook";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import * as repo from "./countersigners.repo";
import * as usersRepo from "./users.repo";

export interface DesignatedCountersigner {
  userId: string;
  fullName: string;
  licenceNumber: string;
}

/** The designation of one account, or null when it may not countersign. */
export async function countersignerDesignationOf(
  ctx: Pick<ServiceContext, "db">,
  user: { id: string },
): Promise<{ licenceNumber: string } | null> {
  const row = await repo.findDesignation(ctx.db, user.id);
  return row ? { licenceNumber: row.licenceNumber } : null;
}

/** Every designated account, by name. */
export function listDesignatedCountersigners(
  ctx: Pick<ServiceContext, "db">,
): Promise<DesignatedCountersigner[]> {
  return repo.listDesignations(ctx.db);
}

/** What an event keeps before and after: the designation, and on a removal the requests it withdrew. */
interface StoredDesignation {
  canCountersign: boolean;
  licenceNumber: string | null;
  withdrawnRequests?: number;
}

const valuesOf = (stored: unknown): CountersignerEvent["before"] => {
  const designation = stored as StoredDesignation | null;
  return designation?.licenceNumber ? { licenceNumber: designation.licenceNumber } : null;
};

async function historyOf(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<CountersignerDesignationHistory> {
  const [row, events] = await Promise.all([
    repo.findDesignation(ctx.db, userId),
    repo.listDesignationEvents(ctx.db, userId),
  ]);
  return {
    canCountersign: row !== null,
    licenceNumber: row?.licenceNumber ?? null,
    events: events.map((event) => ({
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actorName: event.actorName,
      before: valuesOf(event.before),
      after: valuesOf(event.after),
      withdrawnRequests: (event.after as StoredDesignation | null)?.withdrawnRequests ?? null,
    })),
  };
}

/** GET /api/admin/users/{id}/countersigner: the designation and every change of it. */
export async function getCountersignerDesignation(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string },
): Promise<CountersignerDesignationHistory> {
  if (!(await usersRepo.findUserById(ctx.db, input.userId))) throw notFound("User not found.");
  return historyOf(ctx, input.userId);
}

/**
 * Designates the account (with its number), changes its number or ends the designation, and records
 * the change as an event (who, when, before, after; none when nothing changes). On a removal
 * `withdrawQueue` runs in the same transaction (the logbook gives the supervisor's waiting requests
 * back, docs/product.md §22.2) and the event says how many it withdrew.
 */
export async function setCountersignerDesignation(
  ctx: Pick<ServiceContext, "db" | "clock">,
  admin: Pick<SessionUser, "id">,
  input: {
    userId: string;
    designation: CountersignerDesignationInput;
    withdrawQueue: (tx: Pick<ServiceContext, "db">, now: Date) => Promise<number>;
  },
): Promise<CountersignerDesignation> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockAccount(tx, input.userId))) throw notFound("User not found.");
    const row = await repo.findDesignation(tx, input.userId, { lock: true });
    const before: StoredDesignation = {
      canCountersign: row !== null,
      licenceNumber: row?.licenceNumber ?? null,
    };
    const { designation } = input;
    let kind: CountersignerEvent["kind"];
    let after: StoredDesignation;
    if (designation.canCountersign) {
      const licenceNumber = designation.licenceNumber.trim();
      if (before.licenceNumber === licenceNumber) return;
      await repo.upsertDesignation(tx, { userId: input.userId, licenceNumber, designatedBy: admin.id, now });
      kind = row ? "licence_changed" : "designated";
      after = { canCountersign: true, licenceNumber };
    } else {
      if (!row) return;
      await repo.deleteDesignation(tx, input.userId);
      const withdrawnRequests = await input.withdrawQueue({ db: tx }, now);
      kind = "removed";
      after = { canCountersign: false, licenceNumber: null, withdrawnRequests };
    }
    await repo.insertDesignationEvent(tx, {
      kind,
      userId: input.userId,
      actorId: admin.id,
      before,
      after,
      createdAt: now,
    });
  });
  const row = await repo.findDesignation(ctx.db, input.userId);
  return { canCountersign: row !== null, licenceNumber: row?.licenceNumber ?? null };
}
