// GET /api/team (docs/product.md §17): every member's numbers by the rules of their own dashboard,
// from three reads whatever the team's size (users, active forms with employers, every completion).

import { calendarDateOf } from "@domain/calendar-date";
import { countCertifications } from "@domain/certifications";
import { monthsToYears } from "@domain/duration";
import type { TeamMatrix, TeamMatrixQuery, TeamMemberView, TeamOverview } from "@domain/schemas/team";
import { summarizeTeam } from "@domain/team-summary";
import { getTeamTabStatuses, getTeamTrainingStandings } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import { listUserIdentities } from "../users/admin-users.service";
import { listTeamWorkHistoryFacts } from "../work-history/work-history.service";

export async function getTeamOverview(ctx: Pick<ServiceContext, "db" | "clock">): Promise<TeamOverview> {
  const now = ctx.clock();
  // One reading of the clock for the whole answer.
  const at = { ...ctx, clock: () => now };
  const today = calendarDateOf(now);
  const [users, workHistory, training] = await Promise.all([
    listUserIdentities(at),
    listTeamWorkHistoryFacts(at),
    getTeamTrainingStandings(at),
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
      };
    })
    .sort(byName);
  return { summary: summarizeTeam(members), members };
}

/** GET /api/team/matrix: every member (by name) with their status of each item of one tab. */
export async function getTeamMatrix(
  ctx: Pick<ServiceContext, "db" | "clock">,
  query: TeamMatrixQuery,
): Promise<TeamMatrix> {
  const now = ctx.clock();
  const at = { ...ctx, clock: () => now };
  const [users, training] = await Promise.all([listUserIdentities(at), getTeamTabStatuses(at, query.tabId)]);
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
}

function byName(a: { fullName: string; email: string }, b: { fullName: string; email: string }): number {
  return a.fullName.localeCompare(b.fullName) || a.email.localeCompare(b.email);
}
