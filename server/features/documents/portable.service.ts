// The portable export and its import (docs/product.md §20.4): the technician's own data, read through
// the services that own it, as one file the domain schema describes; imported into an empty account on
// any installation, all or nothing, in one transaction.

import { calendarDateOf } from "@domain/calendar-date";
import { PORTABLE_IMPORT_WINDOW_MS, PORTABLE_IMPORTS_PER_HOUR } from "@domain/constants";
import {
  ACCOUNT_NOT_EMPTY_CODE,
  ACCOUNT_NOT_EMPTY_MESSAGE,
  PORTABLE_EXPORT_FORMAT,
  PORTABLE_EXPORT_VERSION,
  type PortableExport,
  type PortableImportResult,
} from "@domain/schemas/portable-export";
import { parsePortableImport } from "../../heavy-work/portable-import";
import { AppError } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import { hitWindow } from "../../lib/rate-limit";
import {
  exportTrainingRecord,
  hasNoTrainingRecord,
  importTrainingRecord,
} from "../checklists/portable-training.service";
import {
  exportIaActivities,
  hasNoIaActivities,
  importIaActivities,
} from "../eligibility/ia-activities.service";
import { exportLogbook, hasNoLogbook, importLogbook } from "../logbook/portable-logbook";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { lockUserForChange } from "../users/users.service";
import { exportWorkHistory, hasNoWorkHistory, importWorkHistory } from "../work-history/work-history.service";
import { atOneInstant } from "./documents.service";

type Owner = Pick<SessionUser, "id" | "fullName" | "email">;

export async function exportAccount(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Owner,
): Promise<{ filename: string; file: PortableExport }> {
  const { at, now } = atOneInstant(ctx);
  const [forms, training, iaActivities, logbook] = await Promise.all([
    exportWorkHistory(at, actor),
    exportTrainingRecord(at, actor),
    exportIaActivities(at, actor),
    exportLogbook(at, actor),
  ]);
  return {
    filename: documentFilename("export", actor.fullName, calendarDateOf(now), "json"),
    file: {
      format: PORTABLE_EXPORT_FORMAT,
      version: PORTABLE_EXPORT_VERSION,
      exportedAt: now.toISOString(),
      account: { fullName: actor.fullName, email: actor.email },
      forms,
      training,
      iaActivities,
      logbook,
    },
  };
}

export const PORTABLE_IMPORT_LIMIT_MESSAGE = `You can import at most ${PORTABLE_IMPORTS_PER_HOUR} files an hour. Please try again later.`;

/**
 * The file's bytes are read and checked in a worker thread (400 like a schema failure), at most
 * PORTABLE_IMPORTS_PER_HOUR times an hour per person; then 409 `account_not_empty` unless the account
 * holds nothing yet; otherwise everything or nothing is written, in a few statements.
 */
export async function importAccount(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Owner,
  body: Uint8Array | undefined,
): Promise<PortableImportResult> {
  const hit = await hitWindow(
    ctx.db,
    {
      key: `portable-import:${actor.id}`,
      limit: PORTABLE_IMPORTS_PER_HOUR,
      windowMs: PORTABLE_IMPORT_WINDOW_MS,
    },
    ctx.clock(),
  );
  if (!hit.allowed)
    throw new AppError(429, PORTABLE_IMPORT_LIMIT_MESSAGE, "too_many_requests", {
      "retry-after": String(hit.retryAfterSeconds),
    });
  const file = await parsePortableImport(body);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const at = { db: tx, clock: () => now };
    // Two imports sent at once: the second waits here, then finds the account no longer empty.
    await lockUserForChange(at, actor.id);
    const empty =
      (await hasNoWorkHistory(at, actor)) &&
      (await hasNoTrainingRecord(at, actor)) &&
      (await hasNoIaActivities(at, actor)) &&
      (await hasNoLogbook(at, actor));
    if (!empty) throw new AppError(409, ACCOUNT_NOT_EMPTY_MESSAGE, ACCOUNT_NOT_EMPTY_CODE);
    const workHistory = await importWorkHistory(at, actor, file.forms);
    const training = await importTrainingRecord(at, actor, file.training);
    const iaActivitiesImported = await importIaActivities(at, actor, file.iaActivities);
    const logbookEntriesImported = await importLogbook(at, actor, file.logbook);
    return {
      formsImported: workHistory.forms,
      employmentImported: workHistory.employment,
      experienceImported: workHistory.experience,
      trainingImported: training.imported,
      trainingNotFound: training.notFound,
      iaActivitiesImported,
      logbookEntriesImported,
    };
  });
}
