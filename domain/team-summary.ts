// The four tiles of the Team screen (docs/product.md §17.1), over the members' own numbers.

import { TEAM_AVERAGE_DECIMALS } from "./constants";
import type { TeamMemberView, TeamSummary } from "./schemas/team";

export const EMPTY_TEAM_SUMMARY: TeamSummary = {
  members: 0,
  averageCertifications: 0,
  averageExperience: 0,
  averageTraining: 0,
};

function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const factor = 10 ** TEAM_AVERAGE_DECIMALS;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * factor) / factor;
}

/** Every average is rounded to one decimal; 0 for an empty team. */
export function summarizeTeam(
  members: readonly Pick<TeamMemberView, "certCount" | "experience" | "trainingCompletion">[],
): TeamSummary {
  return {
    members: members.length,
    averageCertifications: average(members.map((member) => member.certCount)),
    averageExperience: average(members.map((member) => member.experience)),
    averageTraining: average(members.map((member) => member.trainingCompletion)),
  };
}

/** An average as the tiles show it: always one decimal ('0.0', '3.5'). */
export function formatAverage(value: number): string {
  return value.toFixed(TEAM_AVERAGE_DECIMALS);
}
