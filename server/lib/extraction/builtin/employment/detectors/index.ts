// The employment detectors, one file per layout family, in the order the chooser breaks equal scores
// in: readers whose labels or columns say what each line is before dated headings, read by shape.
// Adding a layout: a detector file here and its cases (server/lib/extraction/README.md).

import type { Detector } from "../detector";
import { closingDates } from "./closing-dates";
import { datedHeadings } from "./dated-headings";
import { durationCardsDetector } from "./duration-cards";
import { flattenedTimeline } from "./flattened-timeline";
import { headingBlocks } from "./heading-blocks";
import { inlineJobs } from "./inline-jobs";
import { labelledRecords } from "./labelled-records";
import { timelineColumns } from "./timeline-columns";

export const SECTION_DETECTORS: readonly Detector[] = [
  labelledRecords,
  timelineColumns,
  flattenedTimeline,
  closingDates,
  inlineJobs,
  datedHeadings,
  durationCardsDetector,
  headingBlocks,
];
