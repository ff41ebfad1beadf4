// The task logbook in the portable export and import (docs/product.md §20.4, §22.5). The export
// carries every entry with its countersignature and its events; the import writes them into an empty
// account. A countersigned or declined entry comes in locked, its countersignature kept as evidence
// recorded by the installation that wrote the file (imported_at, imported_via), never as a signature
// given here: it names no request and no account of this installation. Drafts, and entries still
// waiting for a countersignature there (whose link does not work here), come in as drafts.

import { calendarDateOf } from "@domain/calendar-date";
import type { LogbookEventKind } from "@domain/logbook";
import { PORTABLE_MAX_EVENTS_PER_ENTRY, type PortableLogbookEntry } from "@domain/schemas/portable-logbook";
import { FieldValidationError } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import * as repo from "./logbook.repo";
import { oldestFirst } from "./logbook-pdf-words";
import * as portableRepo from "./portable-logbook.repo";
import { recordedDecisionOf, snapshotOf, taskFactsOf } from "./views";

type Owner = Pick<SessionUser, "id">;

/** Every entry of the owner's logbook, oldest first, with its countersignature and events. */
export async function exportLogbook(
  ctx: Pick<ServiceContext, "db">,
  owner: Owner,
): Promise<PortableLogbookEntry[]> {
  const [rows, events] = await Promise.all([
    repo.listEntriesOfUser(ctx.db, owner.id, {}),
    portableRepo.eventsOfLogbook(ctx.db, owner.id),
  ]);
  const eventsOf = new Map<string, PortableLogbookEntry["events"]>();
  for (const { event, actorName } of events) {
    const list = eventsOf.get(event.entryId) ?? [];
    list.push({
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actorName,
      before: event.before as PortableLogbookEntry["events"][number]["before"],
      after: event.after as PortableLogbookEntry["events"][number]["after"],
    });
    eventsOf.set(event.entryId, list);
  }
  return oldestFirst(rows).map((row) => {
    return {
      ref: row.id,
      ...taskFactsOf(row),
      ataChapter: row.ataChapter as PortableLogbookEntry["ataChapter"],
      status: row.status,
      supersedesRef: row.supersedesId,
      countersignature: recordedDecisionOf(row),
      // The newest events of a long history: the file keeps what its schema reads back.
      events: (eventsOf.get(row.id) ?? []).slice(-PORTABLE_MAX_EVENTS_PER_ENTRY),
    };
  });
}

export async function hasNoLogbook(ctx: Pick<ServiceContext, "db">, owner: Owner): Promise<boolean> {
  return (await portableRepo.countLogbookEntriesOf(ctx.db, owner.id)) === 0;
}

/**
 * Writes an export's logbook for the owner, in the caller's transaction (the caller checked that the
 * account is empty). A task dated after today is refused like on the Logbook page.
 */
export async function importLogbook(
  ctx: Pick<ServiceContext, "db" | "clock">,
  owner: Owner,
  entries: readonly PortableLogbookEntry[],
): Promise<number> {
  const now = ctx.clock();
  const today = calendarDateOf(now);
  const problems = entries.flatMap((entry, index) =>
    entry.performedOn > today
      ? [{ path: `body.logbook.${index}.performedOn`, message: "The date cannot be in the future" }]
      : [],
  );
  if (problems.length > 0) throw new FieldValidationError(problems);
  const ids = new Map(entries.map((entry) => [entry.ref, crypto.randomUUID()]));
  const rows = entries.map((entry) => {
    const signature = entry.countersignature;
    const locked = entry.status === "countersigned" || entry.status === "declined";
    return {
      id: ids.get(entry.ref) as string,
      userId: owner.id,
      performedOn: entry.performedOn,
      employmentId: null,
      employerName: entry.employerName,
      aircraftMake: entry.aircraftMake,
      aircraftModel: entry.aircraftModel,
      aircraftSeries: entry.aircraftSeries,
      aircraftRegistration: entry.aircraftRegistration,
      ataChapter: entry.ataChapter,
      task: entry.task,
      activityKind: entry.activityKind,
      minutes: entry.minutes,
      workOrder: entry.workOrder,
      status: locked ? entry.status : ("draft" as const),
      supersedesId: entry.supersedesRef ? (ids.get(entry.supersedesRef) ?? null) : null,
      requestId: null,
      decidedAt: locked && signature ? new Date(signature.decidedAt) : null,
      decidedByUserId: null,
      signerName: locked ? (signature?.name ?? null) : null,
      signerLicence: locked ? (signature?.licenceNumber ?? null) : null,
      signerStatement: locked ? (signature?.statement ?? null) : null,
      signerRemark: locked ? (signature?.remark ?? null) : null,
      importedAt: now,
      importedVia: locked ? (signature?.via ?? null) : null,
      // The evidence file stays where it was uploaded; the file names it for the reader only.
      evidenceDocumentId: null,
      clientKey: null,
      createdAt: now,
      updatedAt: now,
    };
  });
  await portableRepo.insertImportedEntries(ctx.db, rows);
  // The entry's history as the file recorded it (its actors are accounts of that installation, so
  // none is named here), then the import itself, by the owner.
  await portableRepo.insertImportedEvents(
    ctx.db,
    entries.flatMap((entry, index) => {
      const row = rows[index];
      if (!row) return [];
      const entryId = row.id;
      const restored = entry.events.map((event) => ({
        kind: event.kind as LogbookEventKind,
        entryId,
        userId: owner.id,
        actorId: null,
        requestId: null,
        before: event.before,
        after: event.after,
        createdAt: new Date(event.at),
      }));
      const imported = {
        kind: "imported" as const,
        entryId,
        userId: owner.id,
        actorId: owner.id,
        requestId: null,
        before: null,
        after: snapshotOf(row),
        createdAt: now,
      };
      return [...restored, imported];
    }),
  );
  return entries.length;
}
