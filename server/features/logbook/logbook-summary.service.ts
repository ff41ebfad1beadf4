// What the logbook feeds (docs/product.md §22.4; docs/decisions/0078): the summaries of a person's
// logbook and of the team's, and the entries the eligibility evidence and the training program read.
// Every figure comes from the one domain function, summarizeLogbookGroups (summarizeLogbook is it over
// entries); the team's are grouped in the database, so the API thread never walks every entry.

import {
  type LogbookSummary,
  type SummarizedEntry,
  type SummaryGroup,
  summarizeLogbook,
  summarizeLogbookGroups,
} from "@domain/logbook-summary";
import type { TeamLogbookSummary } from "@domain/schemas/logbook-summary";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import * as repo from "./logbook-summary.repo";

type Ctx = Pick<ServiceContext, "db">;
export type SummaryEntry = SummarizedEntry & { task: string };

function toSummarized(row: repo.SummaryEntryRow): SummaryEntry {
  return {
    id: row.id,
    performedOn: row.performedOn,
    aircraftMake: row.aircraftMake,
    aircraftModel: row.aircraftModel,
    ataChapter: row.ataChapter,
    activityKind: row.activityKind,
    minutes: row.minutes,
    status: row.status,
    supersededBy: row.supersededBy,
    task: row.task,
  };
}

/** A person's entries as the summaries, the eligibility evidence and the training program read them. */
export async function getSummaryEntries(ctx: Ctx, owner: Pick<SessionUser, "id">): Promise<SummaryEntry[]> {
  return (await repo.summaryEntriesOfUser(ctx.db, owner.id)).map(toSummarized);
}

/** GET /api/logbook/summary: the caller's own. */
export async function getOwnLogbookSummary(
  ctx: Ctx,
  owner: Pick<SessionUser, "id">,
): Promise<LogbookSummary> {
  return summarizeLogbook(await getSummaryEntries(ctx, owner));
}

/** GET /api/admin/users/{id}/logbook/summary: one member's, for an administrator; 404 for no account. */
export async function getMemberLogbookSummary(ctx: Ctx, input: { userId: string }): Promise<LogbookSummary> {
  const rows = await repo.summaryEntriesOfMember(ctx.db, input.userId);
  if (rows.length === 0) throw notFound("User not found.");
  return summarizeLogbook(
    rows.flatMap((row) => (row.id === null ? [] : [toSummarized(row as repo.SummaryEntryRow)])),
  );
}

/**
 * GET /api/admin/logbook/summary: every logbook taken together (the coverage view shows the chapters no
 * member has a countersigned task in), and each member's figures from the same function, over the
 * groups the database made (a few rows per member, not their entries).
 */
export async function getTeamLogbookSummary(ctx: Ctx): Promise<TeamLogbookSummary> {
  return teamSummaryOf(await repo.summaryGroupsOfEveryone(ctx.db));
}

/** The team's figures from the database's groups (each with its member), by the one function. */
export function teamSummaryOf(
  rows: readonly (SummaryGroup & { userId: string; fullName: string })[],
): TeamLogbookSummary {
  const all: SummaryGroup[] = [];
  const byMember = new Map<string, { fullName: string; groups: SummaryGroup[] }>();
  for (const { userId, fullName, ...group } of rows) {
    const member = byMember.get(userId) ?? { fullName, groups: [] };
    byMember.set(userId, member);
    member.groups.push(group);
    all.push(group);
  }
  const members = [...byMember.entries()]
    .map(([userId, { fullName, groups }]) => {
      const summary = summarizeLogbookGroups(groups);
      return {
        userId,
        fullName,
        ...summary.totals,
        chaptersCovered: summary.byChapter.filter((row) => row.countersignedTasks > 0).length,
      };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName, "en") || a.userId.localeCompare(b.userId));
  return { ...summarizeLogbookGroups(all), members };
}
