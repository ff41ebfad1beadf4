// Timelines whose date column was flattened above the jobs: a run of date ranges, then the jobs
// in the same order, the k-th range dating the k-th job.
// The reader is `builtin/flattened-timeline.ts`; this detector proposes what it reads, unchanged.

import { flattenedTimelineHeadings } from "../../flattened-timeline";
import type { Detector } from "../detector";
import { scoreCandidate } from "../score";

export const flattenedTimeline: Detector = {
  name: "flattened-timeline",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = flattenedTimelineHeadings(section.lines, options);
    return jobs.length > 0
      ? [{ detector: "flattened-timeline", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
