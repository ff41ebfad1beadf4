import type { CountersignEntry, LogbookEntry } from "@domain/schemas/logbook";
import type { EntryWithSuccessor } from "./logbook.repo";

// How the logbook's rows are answered (docs/product.md §22).

export function toEntryView(row: EntryWithSuccessor): LogbookEntry {
  const decided = row.status === "countersigned" || row.status === "declined";
  return {
    ...toCountersignEntryView(row),
    employmentId: row.employmentId,
    status: row.status,
    supersedes: row.supersedesId,
    supersededBy: row.supersededBy,
    countersignature:
      decided && row.decidedAt && (row.requestId || row.importedAt)
        ? {
            decision: row.status as "countersigned" | "declined",
            name: row.signerName ?? "",
            licenceNumber: row.signerLicence ?? "",
            statement: row.signerStatement ?? "",
            remark: row.signerRemark,
            decidedAt: row.decidedAt.toISOString(),
            via: row.importedVia ?? row.requestVia ?? "link",
            requestId: row.requestId,
            importedAt: row.importedAt?.toISOString() ?? null,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a supervisor sees of an entry: the task, nothing else of the account. */
export function toCountersignEntryView(row: EntryWithSuccessor): CountersignEntry {
  return {
    id: row.id,
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
  };
}

/** The fields an event keeps before and after a change. */
export function snapshotOf(
  row: EntryWithSuccessor | Omit<EntryWithSuccessor, "supersededBy" | "requestVia">,
) {
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
