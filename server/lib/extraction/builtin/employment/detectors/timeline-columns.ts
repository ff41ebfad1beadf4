// Timelines laid out as columns side by side: one row of date ranges, then rows of employer,
// title and place, each cell under its range.
// The reader is `builtin/timeline-columns.ts`; this detector proposes what it reads, unchanged.

import { timelineColumnHeadings } from "../../timeline-columns";
import type { Detector } from "../detector";
import { scoreCandidate } from "../score";

export const timelineColumns: Detector = {
  name: "timeline-columns",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = timelineColumnHeadings(section.lines, options);
    return jobs.length > 0
      ? [{ detector: "timeline-columns", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
