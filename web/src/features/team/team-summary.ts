import { TEAM_AVERAGE_DECIMALS } from "@domain/constants";
import type { TeamMemberView } from "@domain/schemas/team";

export interface TeamSummary {
  members: number;
  averageCertifications: number;
  /** Years. */
  averageExperience: number;
  /** Percent. */
  averageTraining: number;
}

function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const factor = 10 ** TEAM_AVERAGE_DECIMALS;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * factor) / factor;
}

/** The four tiles of the Team screen; every average is 0 for an empty team. */
export function summarizeTeam(members: readonly TeamMemberView[]): TeamSummary {
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
