// The IA activity log (docs/product.md §19.3): the owner's own rows only; another user's id reads as
// 404, as if it did not exist.

import { formDateProblem, latestTodayOnEarth } from "@domain/form-dates";
import type { IaActivity, IaActivityValues } from "@domain/schemas/ia-activities";
import type { IaActivityRow } from "../../db/schema/index";
import { conflict, FieldValidationError, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  countIaActivitiesOfUser,
  deleteIaActivityOfUser,
  insertIaActivity,
  listIaActivitiesOfUser,
  updateIaActivityOfUser,
} from "./ia-activities.repo";

export const IA_ACTIVITY_NOT_FOUND = "IA activity not found";
/** Far more than a working life of renewals; keeps one account from filling the database. */
export const MAX_IA_ACTIVITIES = 2000;
export const TOO_MANY_IA_ACTIVITIES = `An IA activity log holds at most ${MAX_IA_ACTIVITIES} activities. Delete old ones to add more.`;

type Actor = Pick<SessionUser, "id">;

export async function listIaActivities(ctx: Pick<ServiceContext, "db">, actor: Actor): Promise<IaActivity[]> {
  return (await listIaActivitiesOfUser(ctx.db, actor.id)).map(toIaActivityView);
}

export async function createIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: IaActivityValues,
): Promise<IaActivity> {
  const now = ctx.clock();
  assertNotAfterToday(input, now);
  if ((await countIaActivitiesOfUser(ctx.db, actor.id)) >= MAX_IA_ACTIVITIES)
    throw conflict(TOO_MANY_IA_ACTIVITIES);
  return toIaActivityView(await insertIaActivity(ctx.db, actor.id, input, now));
}

export async function replaceIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; values: IaActivityValues },
): Promise<IaActivity> {
  const now = ctx.clock();
  assertNotAfterToday(input.values, now);
  const row = await updateIaActivityOfUser(ctx.db, input.id, actor.id, input.values, now);
  if (!row) throw notFound(IA_ACTIVITY_NOT_FOUND);
  return toIaActivityView(row);
}

export async function removeIaActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!(await deleteIaActivityOfUser(ctx.db, input.id, actor.id))) throw notFound(IA_ACTIVITY_NOT_FOUND);
}

/** Logged activities happened: a date after the latest today on earth is refused. */
function assertNotAfterToday(values: IaActivityValues, now: Date): void {
  const message = formDateProblem(values.performedOn, "end", latestTodayOnEarth(now));
  if (message) throw new FieldValidationError([{ path: "body.performedOn", message }]);
}

function toIaActivityView(row: IaActivityRow): IaActivity {
  return {
    id: row.id,
    performedOn: row.performedOn,
    kind: row.kind,
    hours: row.hours === null ? null : Number(row.hours),
    aircraftMake: row.aircraftMake,
    aircraftModel: row.aircraftModel,
    aircraftRegistration: row.aircraftRegistration,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
