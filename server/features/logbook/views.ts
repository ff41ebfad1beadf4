import type { CountersignEntry, LogbookEntry } from "@domain/schemas/logbook";
import type { LogbookEntryRow } from "../../db/schema/index";
import type { EntryWithSuccessor } from "./logbook.repo";

// How the logbook's rows are answered (docs/product.md §22).

function countersignatureView(row: EntryWithSuccessor): LogbookEntry["countersignature"] {
  const decision = recordedDecisionOf(row);
  // Recorded here from a request, or brought by an import; nothing else decides an entry.
  if (!decision || !(row.requestId || row.importedAt)) return null;
  return { ...decision, requestId: row.requestId, importedAt: row.importedAt?.toISOString() ?? null };
}

export function toEntryView(row: EntryWithSuccessor): LogbookEntry {
  const { evidenceFilename: _shownAsEvidence, ...facts } = toCountersignEntryView(row);
  return {
    ...facts,
    employmentId: row.employmentId,
    status: row.status,
    supersedes: row.supersedesId,
    supersededBy: row.supersededBy,
    countersignature: countersignatureView(row),
    evidence:
      row.evidenceDocumentId && row.evidenceFilename !== null
        ? { id: row.evidenceDocumentId, filename: row.evidenceFilename }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The task as its technician wrote it: what every view, the PDF and the portable file carry. */
export function taskFactsOf(row: EntryWithSuccessor) {
  return {
    performedOn: row.performedOn,
    employerName: row.employerName,
    aircraftMake: row.aircraftMake,
    aircraftModel: row.aircraftModel,
    aircraftSeries: row.aircraftSeries,
    aircraftRegistration: row.aircraftRegistration,
    ataChapter: row.ataChapter,
    task: row.task,
    activityKind: row.activityKind,
    minutes: row.minutes,
    workOrder: row.workOrder,
    evidenceFilename: row.evidenceFilename,
  };
}

/** The supervisor's recorded decision once an entry is countersigned or declined; null before. */
export function recordedDecisionOf(row: EntryWithSuccessor) {
  if ((row.status !== "countersigned" && row.status !== "declined") || !row.decidedAt) return null;
  return {
    decision: row.status,
    name: row.signerName ?? "",
    licenceNumber: row.signerLicence ?? "",
    statement: row.signerStatement ?? "",
    remark: row.signerRemark,
    decidedAt: row.decidedAt.toISOString(),
    via: row.importedVia ?? row.requestVia ?? "link",
  };
}

/**
 * What a supervisor sees of an entry: the task and its evidence's file name (never the file: docs/product.md
 * §22.1), nothing else of the account.
 */
export function toCountersignEntryView(row: EntryWithSuccessor): CountersignEntry {
  return { id: row.id, ...taskFactsOf(row) };
}

/** The fields an event keeps before and after a change. */
export function snapshotOf(row: LogbookEntryRow) {
  return {
    performedOn: row.performedOn,
    employmentId: row.employmentId,
    employerName: row.employerName,
    aircraftMake: row.aircraftMake,
    aircraftModel: row.aircraftModel,
    aircraftSeries: row.aircraftSeries,
    aircraftRegistration: row.aircraftRegistration,
    ataChapter: row.ataChapter,
    task: row.task,
    activityKind: row.activityKind,
    minutes: row.minutes,
    workOrder: row.workOrder,
    status: row.status,
    requestId: row.requestId,
    supersedesId: row.supersedesId,
    signerName: row.signerName,
    signerLicence: row.signerLicence,
    signerStatement: row.signerStatement,
    signerRemark: row.signerRemark,
  };
}
