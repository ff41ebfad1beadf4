// Job records written as a form, one 'label   value' line per field (Europass, government
// forms, JSON-resume cards under the employer's name).
// The reader is `builtin/labelled-records.ts`; this detector proposes what it reads, unchanged.

import { labelledRecordHeadings } from "../../labelled-records";
import type { Detector } from "../detector";
import { scoreCandidate } from "../score";

export const labelledRecords: Detector = {
  name: "labelled-records",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = labelledRecordHeadings(section.lines, options);
    return jobs.length > 0
      ? [{ detector: "labelled-records", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
