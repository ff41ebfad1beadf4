// Drizzle queries of positions and required training (docs/product.md §15.8). `db` may be a transaction.

import type { CalendarDate } from "@domain/calendar-date";
import type { PositionEventKind } from "@domain/schemas/positions";
import type { HeldPosition, PositionRequirementRule } from "@domain/training-status";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  checklistItems,
  type Position,
  positionAssignments,
  positionEvents,
  positionRequirements,
  positions,
  trainingExemptions,
  users,
} from "../../db/schema/index";

/** What the status rule needs of one person: the live positions they hold and what is not applicable. */
export interface PersonRules {
  held: HeldPosition[];
  /** Item id → the reason it is not applicable to them. */
  exemptions: Map<string, string>;
}

export interface PositionRules {
  requirements: PositionRequirementRule[];
  /** By user id; a person absent holds no position and has no exemption. */
  people: Map<string, PersonRules>;
}

export const NO_RULES: PersonRules = { held: [], exemptions: new Map() };

/** The requirements of live positions, and each person's live positions and exemptions (all, or one person's). */
export async function readPositionRules(db: Database, userId?: string): Promise<PositionRules> {
  const [requirements, held, exemptions] = await Promise.all([
    db
      .select({
        positionId: positionRequirements.positionId,
        tabId: positionRequirements.tabId,
        sectionId: positionRequirements.sectionId,
        itemId: positionRequirements.itemId,
        dueWithinDays: positionRequirements.dueWithinDays,
      })
      .from(positionRequirements)
      .innerJoin(positions, eq(positions.id, positionRequirements.positionId))
      .where(isNull(positions.archivedAt)),
    db
      .select({
        userId: positionAssignments.userId,
        positionId: positionAssignments.positionId,
        joinedOn: positionAssignments.joinedOn,
        dueWithinDays: positions.dueWithinDays,
      })
      .from(positionAssignments)
      .innerJoin(positions, eq(positions.id, positionAssignments.positionId))
      .where(and(isNull(positions.archivedAt), userId ? eq(positionAssignments.userId, userId) : undefined)),
    db
      .select({
        userId: trainingExemptions.userId,
        itemId: trainingExemptions.itemId,
        reason: trainingExemptions.reason,
      })
      .from(trainingExemptions)
      .where(userId ? eq(trainingExemptions.userId, userId) : undefined),
  ]);
  const people = new Map<string, PersonRules>();
  const personOf = (id: string) => {
    let person = people.get(id);
    if (!person) {
      person = { held: [], exemptions: new Map() };
      people.set(id, person);
    }
    return person;
  };
  for (const row of held) {
    personOf(row.userId).held.push({
      positionId: row.positionId,
      joinedOn: row.joinedOn,
      dueWithinDays: row.dueWithinDays,
    });
  }
  for (const row of exemptions) personOf(row.userId).exemptions.set(row.itemId, row.reason);
  return { requirements, people };
}

/** Every position (archived ones too), by name, with how many people hold it. */
export async function readPositions(db: Database) {
  const [rows, requirements, members] = await Promise.all([
    db.select().from(positions).orderBy(asc(positions.name), asc(positions.id)),
    db.select().from(positionRequirements),
    db
      .select({ positionId: positionAssignments.positionId, members: count() })
      .from(positionAssignments)
      .groupBy(positionAssignments.positionId),
  ]);
  const memberCount = new Map(members.map((row) => [row.positionId, row.members]));
  return rows.map((position) => ({
    position,
    requirements: requirements.filter((requirement) => requirement.positionId === position.id),
    memberCount: memberCount.get(position.id) ?? 0,
  }));
}

export async function lockPosition(db: Database, positionId: string): Promise<Position | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, positionId)).for("update");
  return row ?? null;
}

export async function insertPosition(
  db: Database,
  values: Pick<Position, "name" | "description" | "dueWithinDays">,
): Promise<Position> {
  const [row] = await db.insert(positions).values(values).returning();
  return row!;
}

export async function updatePosition(
  db: Database,
  positionId: string,
  values: Partial<Pick<Position, "name" | "description" | "dueWithinDays" | "archivedAt">>,
): Promise<void> {
  await db.update(positions).set(values).where(eq(positions.id, positionId));
}

export interface RequirementRow {
  tabId: string | null;
  sectionId: string | null;
  itemId: string | null;
  dueWithinDays: number | null;
}

export async function readRequirementsOf(db: Database, positionId: string): Promise<RequirementRow[]> {
  return db
    .select({
      tabId: positionRequirements.tabId,
      sectionId: positionRequirements.sectionId,
      itemId: positionRequirements.itemId,
      dueWithinDays: positionRequirements.dueWithinDays,
    })
    .from(positionRequirements)
    .where(eq(positionRequirements.positionId, positionId));
}

export async function replaceRequirements(
  db: Database,
  positionId: string,
  rows: readonly RequirementRow[],
): Promise<void> {
  await db.delete(positionRequirements).where(eq(positionRequirements.positionId, positionId));
  if (rows.length > 0) {
    await db.insert(positionRequirements).values(rows.map((row) => ({ ...row, positionId })));
  }
}

/** The positions a person holds (archived ones too, marked), by name. */
export async function readHeldPositions(db: Database, userId: string) {
  return db
    .select({
      positionId: positionAssignments.positionId,
      joinedOn: positionAssignments.joinedOn,
      name: positions.name,
      archived: sql<boolean>`${positions.archivedAt} is not null`,
    })
    .from(positionAssignments)
    .innerJoin(positions, eq(positions.id, positionAssignments.positionId))
    .where(eq(positionAssignments.userId, userId))
    .orderBy(asc(positions.name));
}

/** Every assignment, by user id (the team list shows each member's positions). */
export async function readEveryonesPositions(db: Database) {
  return db
    .select({ userId: positionAssignments.userId, positionId: positions.id, name: positions.name })
    .from(positionAssignments)
    .innerJoin(positions, eq(positions.id, positionAssignments.positionId))
    .where(isNull(positions.archivedAt))
    .orderBy(asc(positions.name));
}

/** Locks the person's assignments for the transaction (one change of their positions at a time). */
export async function lockAssignmentsOf(db: Database, userId: string) {
  return db.select().from(positionAssignments).where(eq(positionAssignments.userId, userId)).for("update");
}

export async function insertAssignments(
  db: Database,
  rows: { userId: string; positionId: string; joinedOn: CalendarDate }[],
): Promise<{ userId: string; positionId: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(positionAssignments)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: positionAssignments.userId, positionId: positionAssignments.positionId });
}

export async function deleteAssignment(db: Database, userId: string, positionId: string): Promise<void> {
  await db
    .delete(positionAssignments)
    .where(and(eq(positionAssignments.userId, userId), eq(positionAssignments.positionId, positionId)));
}

export async function updateJoinedOn(
  db: Database,
  userId: string,
  positionId: string,
  joinedOn: CalendarDate,
): Promise<void> {
  await db
    .update(positionAssignments)
    .set({ joinedOn })
    .where(and(eq(positionAssignments.userId, userId), eq(positionAssignments.positionId, positionId)));
}

/** Which of `ids` are accounts. */
export async function existingUsers(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The items marked not applicable to a person, with the item's and the marker's names. */
export async function readExemptionsOf(db: Database, userId: string) {
  return db
    .select({
      itemId: trainingExemptions.itemId,
      itemName: checklistItems.name,
      reason: trainingExemptions.reason,
      markedAt: trainingExemptions.createdAt,
      markedByName: users.fullName,
    })
    .from(trainingExemptions)
    .innerJoin(checklistItems, eq(checklistItems.id, trainingExemptions.itemId))
    .leftJoin(users, eq(users.id, trainingExemptions.markedBy))
    .where(and(eq(trainingExemptions.userId, userId), isNull(checklistItems.archivedAt)))
    .orderBy(asc(checklistItems.name));
}

export async function lockExemption(db: Database, userId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(trainingExemptions)
    .where(and(eq(trainingExemptions.userId, userId), eq(trainingExemptions.itemId, itemId)))
    .for("update");
  return row ?? null;
}

export async function upsertExemption(
  db: Database,
  values: { userId: string; itemId: string; reason: string; markedBy: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(trainingExemptions)
    .values(values)
    .onConflictDoUpdate({
      target: [trainingExemptions.userId, trainingExemptions.itemId],
      set: { reason: values.reason, markedBy: values.markedBy, createdAt: values.createdAt },
    });
}

export async function deleteExemption(db: Database, userId: string, itemId: string): Promise<void> {
  await db
    .delete(trainingExemptions)
    .where(and(eq(trainingExemptions.userId, userId), eq(trainingExemptions.itemId, itemId)));
}

export interface NewPositionEvent {
  kind: PositionEventKind;
  positionId?: string | null;
  userId?: string | null;
  itemId?: string | null;
  actorId: string;
  before?: unknown;
  after?: unknown;
  createdAt: Date;
}

export async function insertPositionEvents(db: Database, events: readonly NewPositionEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(positionEvents).values(
    events.map((event) => ({
      kind: event.kind,
      positionId: event.positionId ?? null,
      userId: event.userId ?? null,
      itemId: event.itemId ?? null,
      actorId: event.actorId,
      before: event.before ?? null,
      after: event.after ?? null,
      createdAt: event.createdAt,
    })),
  );
}

/** A person's position events, oldest first, with the position's, the item's and the actor's names. */
export async function readPositionEventsOf(db: Database, userId: string) {
  return db
    .select({
      id: positionEvents.id,
      kind: positionEvents.kind,
      itemId: positionEvents.itemId,
      positionName: positions.name,
      itemName: checklistItems.name,
      actorName: users.fullName,
      before: positionEvents.before,
      after: positionEvents.after,
      createdAt: positionEvents.createdAt,
    })
    .from(positionEvents)
    .leftJoin(positions, eq(positions.id, positionEvents.positionId))
    .leftJoin(checklistItems, eq(checklistItems.id, positionEvents.itemId))
    .leftJoin(users, eq(users.id, positionEvents.actorId))
    .where(eq(positionEvents.userId, userId))
    .orderBy(asc(positionEvents.sequence));
}
