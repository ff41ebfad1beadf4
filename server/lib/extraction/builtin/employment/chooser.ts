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

/** 'YYYY' or 'YYYY-MM' compared as text, which orders them by time. */
const after = (a: string, b: string) =>
  a.slice(0, Math.min(a.length, b.length)) > b.slice(0, Math.min(a.length, b.length));

/**
 * Whether a job's dates fit the jobs taken so far (docs/decisions/0077): never a range that ends
 * before it starts or starts after the coming year; and a job another candidate proposes with the
 * very dates of a job already taken is a second reading of that job, not another one (jobs held at
 * once, as resumes state them, have their own dates).
 */
function plausible(
  job: Heading,
  from: Proposal,
  taken: readonly { job: Heading; proposal: Proposal }[],
  latestYear: number,
) {
  const range = job.anchor?.range;
  if (!range) return true;
  if (range.end && after(range.start, range.end)) return false;
  if (Number(range.start.slice(0, 4)) > latestYear) return false;
  return !taken.some(({ job: other, proposal }) => {
    const theirs = other.anchor?.range;
    return proposal !== from && theirs && theirs.start === range.start && theirs.end === range.end;
  });
}

function pick(proposals: readonly Proposal[], latestYear: number): Heading[] {
  const ordered = proposals
    .map((proposal, order) => ({ proposal, order }))
    .sort(
      (a, b) => a.proposal.tier - b.proposal.tier || b.proposal.score - a.proposal.score || a.order - b.order,
    );
  const owners = new Map<number, Proposal>();
  const taken: { job: Heading; order: number; proposal: Proposal }[] = [];
  for (const { proposal, order } of ordered) {
    for (const job of proposal.jobs) {
      const lines = sourceLines(job);
      if (lines.some((line) => (owners.get(line) ?? proposal) !== proposal)) continue;
      if (!plausible(job, proposal, taken, latestYear)) continue;
      for (const line of lines) owners.set(line, proposal);
      taken.push({ job, order, proposal });
    }
  }
  // Stable: jobs of one candidate that start on the same line keep the detector's order.
  return taken.sort((a, b) => firstLine(a.job) - firstLine(b.job) || a.order - b.order).map(({ job }) => job);
}

/**
 * The consistent set of jobs the candidates propose, in the order of their lines. `latestYear`: no
 * job starts after it (the year after this one: a start date later than that is a misreading).
 */
export function chooseJobs(
  proposals: readonly Proposal[],
  latestYear = new Date().getUTCFullYear() + 1,
): Heading[] {
  const chosen = pick(
    proposals.filter((proposal) => !proposal.fallback),
    latestYear,
  );
  return chosen.length > 0
    ? chosen
    : pick(
        proposals.filter((proposal) => proposal.fallback),
        latestYear,
      );
}
