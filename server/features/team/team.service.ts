// GET /api/team (docs/product.md §17): every member's numbers by the rules of their own dashboard,
// from three reads whatever the team's size (users, active forms with employers, every completion),
// kept while nothing the team screens show changes (team-cache.ts).

import { calendarDateOf } from "@domain/calendar-date";
import { countCertifications } from "@domain/certifications";
import { monthsToYears } from "@domain/duration";
import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type {
  TeamEquipment,
  TeamMatrix,
  TeamMatrixQuery,
  TeamMemberView,
  TeamOverview,
} from "@domain/schemas/team";
import { summarizeTeam } from "@domain/team-summary";
import { getTeamTabStatuses, getTeamTrainingStandings } from "../checklists/checklists.service";
import { hasNoTrainingRecord } from "../checklists/portable-training.service";
import { getTeamPositions } from "../checklists/positions.service";
import type { ServiceContext } from "../service-context";
import { listUserIdentities } from "../users/admin-users.service";
import {
  hasNoWorkHistory,
  listTeamEquipment,
  listTeamWorkHistoryFacts,
  type TeamEquipmentExperience,
} from "../work-history/work-history.service";
import { type TeamReads, teamReads } from "./team-cache";

/**
 * Who the team screens count (docs/decisions/0058): the center's technicians (verified accounts with
 * the role user) and the administrators who keep a record of their own (a work history or a training
 * item), since they also work as technicians. Any other administrator runs the center and is not one
 * of the people it tracks. One rule for the list, the tiles, the skills matrix and 'Who can do it?'.
 */
function teamMembers(at: Pick<ServiceContext, "db" | "clock">, reads: TeamReads) {
  return reads.kept("members", ["members", "work_history", "training"], async () => {
    const users = await listUserIdentities(at);
    const keepsRecord = async (user: (typeof users)[number]) =>
      !(await hasNoTrainingRecord(at, user)) || !(await hasNoWorkHistory(at, user));
    const members: typeof users = [];
    for (const user of users) {
      if (user.role !== "admin" || (await keepsRecord(user))) members.push(user);
    }
    return members;
  });
}

export async function getTeamOverview(ctx: Pick<ServiceContext, "db" | "clock">): Promise<TeamOverview> {
  const now = ctx.clock();
  // One reading of the clock for the whole answer.
  const at = { ...ctx, clock: () => now };
  const today = calendarDateOf(now);
  const reads = await teamReads(ctx.db, today);
  return reads.kept("overview", ["members", "work_history", "training"], async () => {
    const [users, workHistory, training, positions] = await Promise.all([
      teamMembers(at, reads),
      reads.kept("work-history", ["work_history"], () => listTeamWorkHistoryFacts(at)),
      reads.kept("training", ["training"], () => getTeamTrainingStandings(at)),
      reads.kept("positions", ["training"], () => getTeamPositions(at)),
    ]);
    const members: TeamMemberView[] = users
      .map((user) => {
        const facts = workHistory.get(user.id);
        const standing = training.standings.get(user.id) ?? training.none;
        return {
          id: user.id,
          fullName: user.fullName,
          email: user.email,
          role: user.role,
          certCount: countCertifications(facts?.certifications ?? [], today).active,
          experience: monthsToYears(facts?.employmentMonths ?? 0),
          trainingCompletion: standing.percent,
          expiredItems: standing.expired,
          expiringItems: standing.expiring,
          pendingSignOffs: standing.pendingSignOff,
          overdueItems: standing.overdue,
          positions: positions.get(user.id) ?? [],
        };
      })
      .sort(byName);
    return { summary: summarizeTeam(members), members };
  });
}

/** GET /api/team/matrix: every member (by name) with their status of each item of one tab. */
export async function getTeamMatrix(
  ctx: Pick<ServiceContext, "db" | "clock">,
  query: TeamMatrixQuery,
): Promise<TeamMatrix> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const reads = await teamReads(ctx.db, calendarDateOf(now));
  return reads.kept(`matrix:${query.tabId ?? ""}`, ["members", "training"], async () => {
    const [users, training] = await Promise.all([
      teamMembers(at, reads),
      getTeamTabStatuses(at, query.tabId),
    ]);
    return {
      tabs: training.tabs,
      tab: training.tab,
      members: users
        .map((user) => ({
          id: user.id,
          fullName: user.fullName,
          email: user.email,
          role: user.role,
          statuses: training.statuses.get(user.id) ?? training.none,
        }))
        .sort(byName),
    };
  });
}

/** GET /api/team/equipment: each member's months on every make and model the team has worked on. */
export async function getTeamEquipment(ctx: Pick<ServiceContext, "db" | "clock">): Promise<TeamEquipment> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const reads = await teamReads(ctx.db, calendarDateOf(now));
  return reads.kept("equipment", ["members", "work_history"], async () => {
    const [users, equipmentByUser] = await Promise.all([teamMembers(at, reads), listTeamEquipment(at)]);
    return equipmentTable(users, equipmentByUser);
  });
}

function equipmentTable(
  users: readonly {
    id: string;
    fullName: string;
    email: string;
    role: TeamEquipment["members"][number]["role"];
  }[],
  equipmentByUser: Map<string, TeamEquipmentExperience[]>,
): TeamEquipment {
  const columns = new Map<string, TeamEquipment["equipment"][number]>();
  for (const list of equipmentByUser.values())
    for (const entry of list) {
      const key = `${entry.discipline}:${entry.label.toLocaleLowerCase()}`;
      const column = columns.get(key) ?? {
        key,
        discipline: entry.discipline,
        label: entry.label,
        members: 0,
      };
      column.members += 1;
      columns.set(key, column);
    }
  const equipment = [...columns.values()].sort(
    (a, b) =>
      EXPERIENCE_DISCIPLINES.indexOf(a.discipline) - EXPERIENCE_DISCIPLINES.indexOf(b.discipline) ||
      b.members - a.members ||
      a.label.localeCompare(b.label),
  );
  const index = new Map(equipment.map((column, position) => [column.key, position]));
  return {
    equipment,
    members: users
      .map((user) => {
        const months = equipment.map(() => 0);
        for (const entry of equipmentByUser.get(user.id) ?? [])
          months[index.get(`${entry.discipline}:${entry.label.toLocaleLowerCase()}`)!] = entry.months;
        return { id: user.id, fullName: user.fullName, email: user.email, role: user.role, months };
      })
      .sort(byName),
  };
}

function byName(a: { fullName: string; email: string }, b: { fullName: string; email: string }): number {
  return a.fullName.localeCompare(b.fullName) || a.email.localeCompare(b.email);
}
