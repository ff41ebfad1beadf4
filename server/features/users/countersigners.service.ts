// Designated supervisors ('Can countersign' on Admin → Users, docs/product.md 'Task logbook'): the
// accounts that countersign task logbook entries from their queue, with the certificate or licence
// number their countersignature records. The logbook feature reads them through this service.

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

/** GET /api/admin/users/{id}/countersigner. */
export async function getCountersignerDesignation(
  ctx: ServiceContext,
  userId: string,
): Promise<CountersignerDesignation> {
  if (!(await usersRepo.findUserById(ctx.db, userId))) throw notFound("User not found.");
  const row = await repo.findDesignation(ctx.db, userId);
  return { canCountersign: row !== null, licenceNumber: row?.licenceNumber ?? null };
}

/** PUT /api/admin/users/{id}/countersigner: designates the account (with its number) or ends it. */
export async function setCountersignerDesignation(
  ctx: ServiceContext,
  admin: Pick<SessionUser, "id">,
  input: { userId: string; designation: CountersignerDesignationInput },
): Promise<CountersignerDesignation> {
  const now = ctx.clock();
  if (!(await usersRepo.findUserById(ctx.db, input.userId))) throw notFound("User not found.");
  const { designation } = input;
  if (designation.canCountersign) {
    const licenceNumber = designation.licenceNumber.trim();
    await repo.upsertDesignation(ctx.db, {
      userId: input.userId,
      licenceNumber,
      designatedBy: admin.id,
      now,
    });
    return { canCountersign: true, licenceNumber };
  }
  await repo.deleteDesignation(ctx.db, input.userId);
  return { canCountersign: false, licenceNumber: null };
}
