// Job blocks whose dates close them: employer and title on short lines, a description, then
// the date range alone on the block's last line.
// The reader is `builtin/closing-dates.ts`; this detector proposes what it reads, unchanged.

import { closingDateHeadings } from "../../closing-dates";
import type { Detector } from "../detector";
import { scoreCandidate } from "../score";

export const closingDates: Detector = {
  name: "closing-dates",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = closingDateHeadings(section.lines, options);
    return jobs.length > 0
      ? [{ detector: "closing-dates", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
