// What the logbook PDF prints of an entry and the words it prints them with (docs/product.md §22.5),
// shared by the layout (render thread) and the service that gathers the rows (API thread): no pdf-lib.

import type { LogbookActivityKind, LogbookStatus } from "@domain/logbook";
import type { EntryWithSuccessor } from "./logbook.repo";
import { recordedDecisionOf, taskFactsOf } from "./views";

export interface LogbookPdfEntry {
  performedOn: string;
  employerName: string | null;
  aircraftMake: string;
  aircraftModel: string;
  aircraftSeries: string | null;
  aircraftRegistration: string | null;
  ataChapter: string;
  task: string;
  activityKind: LogbookActivityKind;
  minutes: number;
  workOrder: string | null;
  /** The evidence document's file name (the file itself is the owner's upload). */
  evidenceFilename: string | null;
  status: LogbookStatus;
  /** A correction replaced this entry (both are kept). */
  superseded: boolean;
  /** The day of the entry this one corrects, when it is a correction. */
  supersedesDate: string | null;
  countersignature: {
    name: string;
    licenceNumber: string;
    remark: string | null;
    /** ISO instant. */
    decidedAt: string;
    via: "link" | "account";
    /** Recorded by the installation an export came from (docs/product.md §20.4), not given here. */
    imported: boolean;
  } | null;
}

export const LOGBOOK_PDF_WORDS = {
  title: "Task logbook",
  technician: "Technician",
  certificate: "Certificate / licence no.",
  explanation:
    "One row per task, oldest first. A countersignature names the supervisor, the certificate or licence " +
    "number they gave and how they signed: from their account in Hangar Log, or from a single-use link " +
    "e-mailed to them. A declined task was not confirmed; a superseded task was replaced by a correction " +
    "and is kept as it was. Time is in hours and minutes.",
  empty: "No tasks recorded yet.",
  pageTotals: "Page totals",
  totals: "Logbook totals",
  viaLink: "E-mailed link",
  viaAccount: "Account",
  imported: "imported record",
  evidence: "Evidence",
} as const;

/** 90 minutes → '1:30'. */
export function hoursWords(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Oldest first; a correction made at the same instant still follows the entry it supersedes. */
export function oldestFirst<R extends EntryWithSuccessor>(rows: readonly R[]): R[] {
  return [...rows].sort(
    (a, b) =>
      a.performedOn.localeCompare(b.performedOn) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.supersedesId === b.id ? 1 : b.supersedesId === a.id ? -1 : 0),
  );
}

/** The entries as the PDF prints them, oldest first (the list answers newest first). */
export function logbookPdfEntriesOf(rows: readonly EntryWithSuccessor[]): LogbookPdfEntry[] {
  const dayOf = new Map(rows.map((row) => [row.id, row.performedOn]));
  return oldestFirst(rows).map((row) => {
    const decision = recordedDecisionOf(row);
    return {
      ...taskFactsOf(row),
      status: row.status,
      superseded: row.supersededBy !== null,
      supersedesDate: row.supersedesId ? (dayOf.get(row.supersedesId) ?? null) : null,
      countersignature: decision && {
        name: decision.name,
        licenceNumber: decision.licenceNumber,
        remark: decision.remark,
        decidedAt: decision.decidedAt,
        via: decision.via,
        imported: row.importedAt !== null,
      },
    };
  });
}
