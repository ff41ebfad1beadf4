// Positions and required training (docs/product.md §15.8): administrators define positions that
// require tabs, sections or items, put people in them from a join date, and mark one item not
// applicable to one person. Every change writes its position event, with the actor, in its transaction.

import { type CalendarDate, calendarDateOf } from "@domain/calendar-date";
import type {
  BulkAssign,
  BulkAssignResult,
  MemberPositions,
  MemberPositionsInput,
  NotApplicableInput,
  PositionInput,
  PositionList,
  PositionPatch,
  PositionView,
  RequirementInput,
  RequirementView,
} from "@domain/schemas/positions";
import { FieldValidationError, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findLiveItem, type LiveTree, readLiveTree, userExists } from "./checklists.repo";
import {
  deleteAssignment,
  deleteExemption,
  existingUsers,
  insertAssignments,
  insertPosition,
  insertPositionEvents,
  lockAssignmentsOf,
  lockExemption,
  lockPosition,
  type NewPositionEvent,
  type RequirementRow,
  readEveryonesPositions,
  readExemptionsOf,
  readHeldPositions,
  readPositionEventsOf,
  readPositions,
  readRequirementsOf,
  replaceRequirements,
  updateJoinedOn,
  updatePosition,
  upsertExemption,
} from "./positions.repo";

type Actor = Pick<SessionUser, "id">;
type Ctx = Pick<ServiceContext, "db" | "clock">;

const POSITION_NOT_FOUND = "Position not found.";

export async function listPositions(ctx: Pick<ServiceContext, "db">): Promise<PositionList> {
  const [rows, tree] = await Promise.all([readPositions(ctx.db), readLiveTree(ctx.db)]);
  return {
    positions: rows.map((row) => positionView(row.position, row.requirements, row.memberCount, tree)),
  };
}

/** A person's not-applicable events, as the record's change list shows events (oldest first). */
export async function getItemPositionEventsOf(ctx: Pick<ServiceContext, "db">, userId: string) {
  const rows = await readPositionEventsOf(ctx.db, userId);
  return rows.flatMap((row) =>
    row.itemId && row.itemName !== null
      ? [
          {
            kind: row.kind as string,
            itemId: row.itemId,
            itemName: row.itemName,
            actorName: row.actorName,
            at: row.createdAt.toISOString(),
            before: row.before,
            after: row.after,
          },
        ]
      : [],
  );
}

/** Each person's live positions, by user id (the team list). */
export async function getTeamPositions(
  ctx: Pick<ServiceContext, "db">,
): Promise<Map<string, { id: string; name: string }[]>> {
  const byUser = new Map<string, { id: string; name: string }[]>();
  for (const row of await readEveryonesPositions(ctx.db)) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.positionId, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

export async function createPosition(ctx: Ctx, actor: Actor, input: PositionInput): Promise<PositionView> {
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const tree = await readLiveTree(tx);
    const requirements = requirementRows(input.requirements, tree);
    const position = await insertPosition(tx, {
      name: input.name,
      description: input.description || null,
      dueWithinDays: input.dueWithinDays,
    });
    await replaceRequirements(tx, position.id, requirements);
    await insertPositionEvents(tx, [
      {
        kind: "position_created",
        positionId: position.id,
        actorId: actor.id,
        after: { ...fieldsOf(position), requirements: input.requirements },
        createdAt: now,
      },
    ]);
    return position.id;
  });
  return positionById(ctx, id);
}

export async function editPosition(
  ctx: Ctx,
  actor: Actor,
  positionId: string,
  patch: PositionPatch,
): Promise<PositionView> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const position = await lockPosition(tx, positionId);
    if (!position || position.archivedAt) throw notFound(POSITION_NOT_FOUND);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const change: Parameters<typeof updatePosition>[2] = {};
    if (patch.name !== undefined && patch.name !== position.name) {
      before.name = position.name;
      after.name = change.name = patch.name;
    }
    const description = patch.description === undefined ? undefined : patch.description || null;
    if (description !== undefined && description !== position.description) {
      before.description = position.description;
      after.description = change.description = description;
    }
    if (patch.dueWithinDays !== undefined && patch.dueWithinDays !== position.dueWithinDays) {
      before.dueWithinDays = position.dueWithinDays;
      after.dueWithinDays = change.dueWithinDays = patch.dueWithinDays;
    }
    if (patch.requirements !== undefined) {
      const tree = await readLiveTree(tx);
      const rows = requirementRows(patch.requirements, tree);
      const old = await readRequirementsOf(tx, positionId);
      if (requirementKey(old) !== requirementKey(rows)) {
        before.requirements = old.map(requirementInputOf);
        after.requirements = rows.map(requirementInputOf);
        await replaceRequirements(tx, positionId, rows);
      }
    }
    if (Object.keys(after).length === 0) return;
    if (Object.keys(change).length > 0) await updatePosition(tx, positionId, change);
    await insertPositionEvents(tx, [
      { kind: "position_edited", positionId, actorId: actor.id, before, after, createdAt: now },
    ]);
  });
  return positionById(ctx, positionId);
}

/** Archived, never deleted: it leaves every list and requires nothing; its events keep its name. */
export async function archivePosition(ctx: Ctx, actor: Actor, positionId: string): Promise<PositionView> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const position = await lockPosition(tx, positionId);
    if (!position) throw notFound(POSITION_NOT_FOUND);
    if (position.archivedAt) return;
    await updatePosition(tx, positionId, { archivedAt: now });
    await insertPositionEvents(tx, [
      {
        kind: "position_archived",
        positionId,
        actorId: actor.id,
        before: { archived: false },
        after: { archived: true },
        createdAt: now,
      },
    ]);
  });
  return positionById(ctx, positionId);
}

export async function getMemberPositions(
  ctx: Pick<ServiceContext, "db">,
  { userId }: { userId: string },
): Promise<MemberPositions> {
  if (!(await userExists(ctx.db, userId))) throw notFound("User not found.");
  const [held, exemptions] = await Promise.all([
    readHeldPositions(ctx.db, userId),
    readExemptionsOf(ctx.db, userId),
  ]);
  return {
    positions: held
      .filter((row) => !row.archived)
      .map((row) => ({ positionId: row.positionId, name: row.name, joinedOn: row.joinedOn })),
    notApplicable: exemptions.map((row) => ({
      itemId: row.itemId,
      itemName: row.itemName,
      reason: row.reason,
      markedAt: row.markedAt.toISOString(),
      markedByName: row.markedByName,
    })),
  };
}

/** The person's positions become exactly these: joined, left or with a new join date, each an event. */
export async function setMemberPositions(
  ctx: Ctx,
  actor: Actor,
  userId: string,
  input: MemberPositionsInput,
): Promise<MemberPositions> {
  const now = ctx.clock();
  const today = calendarDateOf(now);
  await ctx.db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw notFound("User not found.");
    const current = new Map((await lockAssignmentsOf(tx, userId)).map((row) => [row.positionId, row]));
    const live = new Set(
      (await readPositions(tx)).filter((row) => !row.position.archivedAt).map((row) => row.position.id),
    );
    input.positions.forEach((held, index) => {
      if (!live.has(held.positionId))
        throw new FieldValidationError([
          { path: `body.positions.${index}.positionId`, message: POSITION_NOT_FOUND },
        ]);
    });
    const events: NewPositionEvent[] = [];
    const event = (kind: NewPositionEvent["kind"], positionId: string, before: unknown, after: unknown) =>
      events.push({ kind, positionId, userId, actorId: actor.id, before, after, createdAt: now });
    const wanted = new Map(input.positions.map((held) => [held.positionId, held]));
    for (const [positionId, row] of current) {
      if (wanted.has(positionId) || !live.has(positionId)) continue;
      await deleteAssignment(tx, userId, positionId);
      event("position_unassigned", positionId, { joinedOn: row.joinedOn }, null);
    }
    const added: { userId: string; positionId: string; joinedOn: CalendarDate }[] = [];
    for (const held of input.positions) {
      const row = current.get(held.positionId);
      if (!row) {
        added.push({ userId, positionId: held.positionId, joinedOn: held.joinedOn ?? today });
      } else if (held.joinedOn !== undefined && held.joinedOn !== row.joinedOn) {
        await updateJoinedOn(tx, userId, held.positionId, held.joinedOn);
        event(
          "position_joined_on_changed",
          held.positionId,
          { joinedOn: row.joinedOn },
          { joinedOn: held.joinedOn },
        );
      }
    }
    // A concurrent request may have made the same assignment: only rows inserted here get an event.
    for (const row of await insertAssignments(tx, added)) {
      const { joinedOn } = added.find((held) => held.positionId === row.positionId)!;
      event("position_assigned", row.positionId, null, { joinedOn });
    }
    await insertPositionEvents(tx, events);
  });
  return getMemberPositions(ctx, { userId });
}

/** Several people join one position (the team list's bulk action); who holds it already is left as is. */
export async function assignMembers(
  ctx: Ctx,
  actor: Actor,
  positionId: string,
  input: BulkAssign,
): Promise<BulkAssignResult> {
  const now = ctx.clock();
  const joinedOn = input.joinedOn ?? calendarDateOf(now);
  return ctx.db.transaction(async (tx) => {
    const position = await lockPosition(tx, positionId);
    if (!position || position.archivedAt) throw notFound(POSITION_NOT_FOUND);
    const known = await existingUsers(tx, input.userIds);
    const unknown = input.userIds.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw new FieldValidationError([{ path: `body.userIds.${unknown}`, message: "User not found." }]);
    const inserted = await insertAssignments(
      tx,
      input.userIds.map((userId) => ({ userId, positionId, joinedOn })),
    );
    await insertPositionEvents(
      tx,
      inserted.map((row) => ({
        kind: "position_assigned" as const,
        positionId,
        userId: row.userId,
        actorId: actor.id,
        before: null,
        after: { joinedOn },
        createdAt: now,
      })),
    );
    return { assigned: inserted.length, alreadyHeld: input.userIds.length - inserted.length };
  });
}

/** An administrator marks one live item not applicable to one person, with the reason (again: a new reason). */
export async function markNotApplicable(
  ctx: Ctx,
  actor: Actor,
  target: { userId: string; itemId: string },
  input: NotApplicableInput,
): Promise<MemberPositions> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await userExists(tx, target.userId))) throw notFound("User not found.");
    if (!(await findLiveItem(tx, target.itemId))) throw notFound("Checklist item not found.");
    const existing = await lockExemption(tx, target.userId, target.itemId);
    if (existing?.reason === input.reason) return;
    await upsertExemption(tx, { ...target, reason: input.reason, markedBy: actor.id, createdAt: now });
    await insertPositionEvents(tx, [
      {
        kind: "not_applicable_marked",
        userId: target.userId,
        itemId: target.itemId,
        actorId: actor.id,
        before: existing ? { notApplicable: true, reason: existing.reason } : { notApplicable: false },
        after: { notApplicable: true, reason: input.reason },
        createdAt: now,
      },
    ]);
  });
  return getMemberPositions(ctx, { userId: target.userId });
}

/** The item is required of them again (when their positions require it); nothing marked answers as is. */
export async function clearNotApplicable(
  ctx: Ctx,
  actor: Actor,
  target: { userId: string; itemId: string },
): Promise<MemberPositions> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await userExists(tx, target.userId))) throw notFound("User not found.");
    const existing = await lockExemption(tx, target.userId, target.itemId);
    if (!existing) return;
    await deleteExemption(tx, target.userId, target.itemId);
    await insertPositionEvents(tx, [
      {
        kind: "not_applicable_cleared",
        userId: target.userId,
        itemId: target.itemId,
        actorId: actor.id,
        before: { notApplicable: true, reason: existing.reason },
        after: { notApplicable: false },
        createdAt: now,
      },
    ]);
  });
  return getMemberPositions(ctx, { userId: target.userId });
}

async function positionById(ctx: Pick<ServiceContext, "db">, positionId: string): Promise<PositionView> {
  const { positions } = await listPositions(ctx);
  const position = positions.find((candidate) => candidate.id === positionId);
  if (!position) throw notFound(POSITION_NOT_FOUND);
  return position;
}

function fieldsOf(position: { name: string; description: string | null; dueWithinDays: number | null }) {
  return { name: position.name, description: position.description, dueWithinDays: position.dueWithinDays };
}

/** Each requirement names a live tab, section or item of its kind; otherwise 400 at its place. */
function requirementRows(requirements: readonly RequirementInput[], tree: LiveTree): RequirementRow[] {
  const ids = { tab: tree.tabs, section: tree.sections, item: tree.items };
  return requirements.map((requirement, index) => {
    if (!ids[requirement.kind].some((node) => node.id === requirement.id))
      throw new FieldValidationError([
        {
          path: `body.requirements.${index}.id`,
          message: `No such ${requirement.kind} in the training program`,
        },
      ]);
    return {
      tabId: requirement.kind === "tab" ? requirement.id : null,
      sectionId: requirement.kind === "section" ? requirement.id : null,
      itemId: requirement.kind === "item" ? requirement.id : null,
      dueWithinDays: requirement.dueWithinDays,
    };
  });
}

function requirementInputOf(row: RequirementRow): RequirementInput {
  const kind = row.tabId ? "tab" : row.sectionId ? "section" : "item";
  return { kind, id: (row.tabId ?? row.sectionId ?? row.itemId)!, dueWithinDays: row.dueWithinDays };
}

function requirementKey(rows: readonly RequirementRow[]): string {
  return JSON.stringify(rows.map(requirementInputOf).sort((a, b) => a.id.localeCompare(b.id)));
}

/** What an administrator reads of a position: its live requirements named 'Tab › Section › Item'. */
function positionView(
  position: {
    id: string;
    name: string;
    description: string | null;
    dueWithinDays: number | null;
    archivedAt: Date | null;
  },
  requirements: readonly RequirementRow[],
  memberCount: number,
  tree: LiveTree,
): PositionView {
  const tabs = new Map(tree.tabs.map((tab) => [tab.id, tab]));
  const sections = new Map(tree.sections.map((section) => [section.id, section]));
  const items = new Map(tree.items.map((item) => [item.id, item]));
  const views: RequirementView[] = [];
  for (const row of requirements) {
    const input = requirementInputOf(row);
    const item = row.itemId ? items.get(row.itemId) : undefined;
    const section = row.sectionId
      ? sections.get(row.sectionId)
      : item
        ? sections.get(item.sectionId)
        : undefined;
    const tab = row.tabId ? tabs.get(row.tabId) : section ? tabs.get(section.tabId) : undefined;
    // A requirement under an archived tab, section or item requires nothing any more: left out.
    if (!tab || (row.sectionId || row.itemId ? !section : false) || (row.itemId && !item)) continue;
    const name = [tab.name, section?.name, item?.name].filter(Boolean).join(" › ");
    views.push({ ...input, name });
  }
  return {
    id: position.id,
    name: position.name,
    description: position.description,
    dueWithinDays: position.dueWithinDays,
    archived: position.archivedAt !== null,
    requirements: views,
    memberCount,
  };
}
