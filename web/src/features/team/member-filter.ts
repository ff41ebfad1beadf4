// Search, filters and sort of the team's member list: the whole team is in the page (one request),
// so narrowing it is instant and needs no round trip.

import type { Role } from "@domain/enums";
import type { TeamMemberView } from "@domain/schemas/team";
import { matchesTeamFilter, type TeamTrainingFilter } from "@domain/team-filter";

export const TRAINING_FILTERS: Record<TeamTrainingFilter, string> = {
  all: "Any training state",
  expired: "Has expired items",
  expiring: "Has expiring items",
  pending: "Awaiting sign-off",
};
export type TrainingFilter = TeamTrainingFilter;

export const MEMBER_SORTS = {
  name: "Name",
  email: "E-mail",
  role: "Role",
  certCount: "Certifications",
  experience: "Experience",
  trainingCompletion: "Training",
} as const;
export type MemberSort = keyof typeof MEMBER_SORTS;

export interface MemberCriteria {
  search: string;
  role: Role | "all";
  training: TrainingFilter;
  sort: MemberSort;
  descending: boolean;
  /** Only the holders of this position; any position when absent. */
  positionId?: string;
}

export const DEFAULT_CRITERIA: MemberCriteria = {
  search: "",
  role: "all",
  training: "all",
  sort: "name",
  descending: false,
};

function compare(a: TeamMemberView, b: TeamMemberView, sort: MemberSort): number {
  if (sort === "name") return a.fullName.localeCompare(b.fullName);
  if (sort === "email" || sort === "role") return a[sort].localeCompare(b[sort]);
  return a[sort] - b[sort];
}

export function filterMembers(
  members: readonly TeamMemberView[],
  criteria: MemberCriteria,
): TeamMemberView[] {
  const direction = criteria.descending ? -1 : 1;
  return members
    .filter((member) => matchesTeamFilter(member, criteria))
    .sort(
      (a, b) =>
        direction * compare(a, b, criteria.sort) ||
        a.fullName.localeCompare(b.fullName) ||
        a.id.localeCompare(b.id),
    );
}
