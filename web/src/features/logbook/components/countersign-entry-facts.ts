// What a supervisor reads about a task before deciding on it, the same on the queue of a designated
// supervisor and on an outside supervisor's link page (docs/product.md §22.2).

import { ataChapterLabel, LOGBOOK_ACTIVITY_KIND_LABELS } from "@domain/logbook";
import type { CountersignEntry } from "@domain/schemas/logbook";

/** The statement a supervisor starts from; they may reword it. */
export const DEFAULT_COUNTERSIGN_STATEMENT =
  "I confirm that these tasks were performed under my supervision.";

/** 'date · aircraft (registration) · ATA chapter · activity · minutes · work order · employer · Evidence: file'. */
export function countersignEntryFacts(entry: CountersignEntry): string {
  const aircraft = [entry.aircraftMake, entry.aircraftModel, entry.aircraftSeries].filter(Boolean).join(" ");
  return [
    entry.performedOn,
    entry.aircraftRegistration ? `${aircraft} (${entry.aircraftRegistration})` : aircraft,
    ataChapterLabel(entry.ataChapter),
    LOGBOOK_ACTIVITY_KIND_LABELS[entry.activityKind],
    `${entry.minutes} min`,
    entry.workOrder,
    entry.employerName,
    // The file's name only: a supervisor never gets the file (docs/product.md §22.1).
    entry.evidenceFilename ? `Evidence: ${entry.evidenceFilename}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
