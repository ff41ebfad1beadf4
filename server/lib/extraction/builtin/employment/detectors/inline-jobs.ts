// A whole job history run together in one paragraph with inline bullets: each date range closes
// a heading that starts after the previous sentence or bullet.
// The reader is `builtin/inline-jobs.ts`; this detector proposes what it reads, unchanged.

import { inlineJobHeadings } from "../../inline-jobs";
import type { Detector } from "../detector";
import { scoreCandidate } from "../score";

export const inlineJobs: Detector = {
  name: "inline-jobs",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = inlineJobHeadings(section.lines, options);
    return jobs.length > 0
      ? [{ detector: "inline-jobs", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
