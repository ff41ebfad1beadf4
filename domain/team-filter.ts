// Which members the team screen shows for a search, a role and a training state (docs/product.md
// §17.1): one rule for the page, which narrows the list in the browser, and for the exports the server
// makes of it (docs/product.md §17.7), so a download holds exactly the people the screen showed.

import type { Role } from "./enums";
import { foldText } from "./fold-text";

export const TEAM_TRAINING_FILTERS = ["all", "expired", "expiring", "pending"] as const;
export type TeamTrainingFilter = (typeof TEAM_TRAINING_FILTERS)[number];

export interface TeamFilter {
  search: string;
  role: Role | "all";
  training: TeamTrainingFilter;
  /** Only the holders of this position (docs/product.md §15.8); everyone when absent. */
  positionId?: string;
}

/** What the filter needs of a member (the team list's row). */
export interface FilterableMember {
  fullName: string;
  email: string;
  role: Role;
  expiredItems: number;
  expiringItems: number;
  pendingSignOffs: number;
  positions?: readonly { id: string }[];
}

function needsAttention(member: FilterableMember, filter: TeamTrainingFilter): boolean {
  if (filter === "expired") return member.expiredItems > 0;
  if (filter === "expiring") return member.expiringItems > 0;
  if (filter === "pending") return member.pendingSignOffs > 0;
  return true;
}

/** A member's name or e-mail contains the search (case and accents ignored); an empty search matches all. */
export function matchesSearch(member: { fullName: string; email: string }, search: string): boolean {
  const wanted = foldText(search.trim());
  return (
    wanted === "" || foldText(member.fullName).includes(wanted) || foldText(member.email).includes(wanted)
  );
}

export function matchesTeamFilter(member: FilterableMember, filter: TeamFilter): boolean {
  return (
    matchesSearch(member, filter.search) &&
    (filter.role === "all" || member.role === filter.role) &&
    needsAttention(member, filter.training) &&
    (!filter.positionId || (member.positions ?? []).some((position) => position.id === filter.positionId))
  );
}
