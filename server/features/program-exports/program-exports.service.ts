// The exports of the whole training program (docs/product.md §17.7): the team screen's members, kept
// by the screen's own filter (domain/team-filter.ts), with every status from the one status rule as
// the training record and the skills matrix read it. Nothing here decides a status.

import { calendarDateOf } from "@domain/calendar-date";
import { toCsv } from "@domain/csv";
import { ROLE_LABELS } from "@domain/enums";
import {
  AUDIT_PACKETS_MAX_PEOPLE,
  type AuditPacketsRequest,
  PROGRAM_CSV_COLUMNS,
  type ProgramExportQuery,
} from "@domain/schemas/program-exports";
import type { TeamMemberView } from "@domain/schemas/team";
import { matchesTeamFilter, type TeamFilter } from "@domain/team-filter";
import { isRequiredStatus, MATRIX_STATUS_LABELS, TRAINING_STATUS_LABELS } from "@domain/training-status";
import { renderPdf } from "../../heavy-work/pdf-renderer";
import { badRequest, notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import type { GeneratedFile } from "../../lib/pdf/pdf-reply";
import { getTrainingRecord } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getTeamMatrix, getTeamOverview } from "../team/team.service";
import type { SkillsMatrixContent } from "./skills-matrix.document";

type ExportContext = Pick<ServiceContext, "db" | "clock">;

export function teamFilterOf(query: Omit<ProgramExportQuery, "tabId">): TeamFilter {
  return {
    search: query.search ?? "",
    role: query.role ?? "all",
    training: query.training ?? "all",
    positionId: query.positionId,
  };
}

/** The team screen's members (by name) that the filter keeps. */
export async function filteredMembers(
  ctx: ExportContext,
  query: Omit<ProgramExportQuery, "tabId">,
): Promise<TeamMemberView[]> {
  const filter = teamFilterOf(query);
  const overview = await getTeamOverview(ctx);
  return overview.members.filter((member) => matchesTeamFilter(member, filter));
}

/**
 * The people of one audit packets download: the filter's members, narrowed to `userIds` when given;
 * 404 when none is left, 400 over AUDIT_PACKETS_MAX_PEOPLE (a filter alone may keep the whole team).
 */
export async function auditPacketPeople(
  ctx: ExportContext,
  request: AuditPacketsRequest,
): Promise<TeamMemberView[]> {
  const { userIds, ...filter } = request;
  const members = await filteredMembers(ctx, filter);
  const wanted = userIds ? new Set(userIds) : null;
  const people = wanted ? members.filter((member) => wanted.has(member.id)) : members;
  if (people.length === 0) throw notFound("None of these people is a member of the team.");
  if (people.length > AUDIT_PACKETS_MAX_PEOPLE) {
    throw badRequest(
      `At most ${AUDIT_PACKETS_MAX_PEOPLE} people fit in one download; narrow the filter (${people.length} match it).`,
    );
  }
  return people;
}

/**
 * GET /api/admin/exports/program.csv: one row per member and required item of the program (or of one
 * tab), in checklist order, with the item's status and dates; 404 for an unknown tab.
 */
export async function exportProgramCsv(
  ctx: ExportContext,
  query: ProgramExportQuery,
): Promise<{ filename: string; text: string }> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  // The matrix's own check of the tab: an unknown or archived one is 404.
  if (query.tabId) await getTeamMatrix(at, { tabId: query.tabId });
  const members = await filteredMembers(at, query);
  const rows: (readonly string[])[] = [PROGRAM_CSV_COLUMNS];
  for (const member of members) {
    const record = await getTrainingRecord(at, member);
    for (const tab of record.tabs) {
      if (query.tabId && tab.id !== query.tabId) continue;
      for (const section of tab.sections)
        for (const item of section.items) {
          // Every required item: what a person's positions do not ask of them is left out.
          if (!isRequiredStatus(item.status)) continue;
          const completion = item.completion?.completed ? item.completion : null;
          rows.push([
            member.fullName,
            member.email,
            ROLE_LABELS[member.role],
            tab.name,
            section.name,
            item.name,
            TRAINING_STATUS_LABELS[item.status],
            completion?.completedOn ?? "",
            completion?.expiresOn ?? "",
            completion?.signedOffAt ? calendarDateOf(new Date(completion.signedOffAt)) : "",
            completion?.signedOffAt ? (completion.signedOffByName ?? "") : "",
          ]);
        }
    }
  }
  return { filename: documentFilename("program", "team", calendarDateOf(now), "csv"), text: toCsv(rows) };
}

/** Words for the filter, printed on the matrix so a reader knows who is in it. */
function filterWords(query: ProgramExportQuery, members: readonly TeamMemberView[]): string {
  const filter = teamFilterOf(query);
  const words: string[] = [];
  if (filter.search.trim() !== "") words.push(`name or e-mail contains "${filter.search.trim()}"`);
  if (filter.role !== "all") words.push(`role ${ROLE_LABELS[filter.role]}`);
  if (filter.training === "expired") words.push("has expired items");
  if (filter.training === "expiring") words.push("has expiring items");
  if (filter.training === "pending") words.push("awaiting sign-off");
  if (filter.positionId) {
    const held = members.flatMap((member) => member.positions ?? []);
    const position = held.find((candidate) => candidate.id === filter.positionId);
    words.push(position ? `position is ${position.name}` : "position is one no member holds");
  }
  return words.length === 0 ? "Every member" : `Members whose ${words.join(", ")}`;
}

/**
 * GET /api/admin/exports/matrix.pdf: the skills matrix of one tab (or every tab) for the members the
 * filter keeps, laid out on landscape pages in a render thread.
 */
export async function makeMatrixPdf(
  ctx: ExportContext,
  requester: Pick<SessionUser, "id">,
  query: ProgramExportQuery,
): Promise<GeneratedFile> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const first = await getTeamMatrix(at, { tabId: query.tabId });
  const members = await filteredMembers(at, query);
  const kept = new Set(members.map((member) => member.id));
  const tabIds = query.tabId ? [query.tabId] : first.tabs.map((tab) => tab.id);
  const tabs: SkillsMatrixContent["tabs"] = [];
  for (const tabId of tabIds) {
    const matrix = tabId === first.tab?.id ? first : await getTeamMatrix(at, { tabId });
    if (!matrix.tab) continue;
    tabs.push({
      name: matrix.tab.name,
      items: matrix.tab.sections.flatMap((section) =>
        section.items.map((item) => ({ section: section.name, name: item.name })),
      ),
      members: matrix.members
        .filter((member) => kept.has(member.id))
        .map((member) => ({
          fullName: member.fullName,
          statuses: member.statuses.map((status) => MATRIX_STATUS_LABELS[status]),
        })),
    });
  }
  const bytes = await renderPdf(requester.id, "skills-matrix", {
    generatedAt: now,
    filter: filterWords(query, members),
    members: kept.size,
    tabs,
  });
  return { filename: documentFilename("skills-matrix", "team", calendarDateOf(now)), bytes };
}
