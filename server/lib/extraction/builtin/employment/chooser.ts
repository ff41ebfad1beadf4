// One chooser over the employment detectors' candidates (docs/decisions/0067-employment-detectors.md):
// candidates claim the section's lines in order (lower tier first, then higher score, then the
// detectors' order); a job is taken when no line it uses was claimed by another candidate, so a
// weaker candidate still fills the lines a stronger one left. Fallback candidates are read only when
// nothing else was taken. The jobs come back in the order of their lines.

import type { Heading } from "./candidate";
import { type Candidate, sourceLines } from "./detector";

/** A candidate with its detector's tier and fallback flag. */
export interface Proposal extends Candidate {
  tier: number;
  fallback?: boolean;
}

function firstLine(job: Heading): number {
  return Math.min(...job.lines);
}

function pick(proposals: readonly Proposal[]): Heading[] {
  const ordered = proposals
    .map((proposal, order) => ({ proposal, order }))
    .sort(
      (a, b) => a.proposal.tier - b.proposal.tier || b.proposal.score - a.proposal.score || a.order - b.order,
    );
  const owners = new Map<number, Proposal>();
  const taken: { job: Heading; order: number }[] = [];
  for (const { proposal, order } of ordered) {
    for (const job of proposal.jobs) {
      const lines = sourceLines(job);
      if (lines.some((line) => (owners.get(line) ?? proposal) !== proposal)) continue;
      for (const line of lines) owners.set(line, proposal);
      taken.push({ job, order });
    }
  }
  // Stable: jobs of one candidate that start on the same line keep the detector's order.
  return taken.sort((a, b) => firstLine(a.job) - firstLine(b.job) || a.order - b.order).map(({ job }) => job);
}

/** The consistent set of jobs the candidates propose, in the order of their lines. */
export function chooseJobs(proposals: readonly Proposal[]): Heading[] {
  const chosen = pick(proposals.filter((proposal) => !proposal.fallback));
  return chosen.length > 0 ? chosen : pick(proposals.filter((proposal) => proposal.fallback));
}
