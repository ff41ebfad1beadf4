// Everything a user owns, read straight from the database with Drizzle (every table of the schema)
// and from storage (the bytes of their objects), so a test can check it is byte for byte unchanged.
// A table the snapshot does not know how to read fails loudly: a new table must be placed here.

import { createHash } from "node:crypto";
import { MAX_UPLOAD_BYTES } from "@domain/constants";
import { eq, getTableColumns, getTableName, inArray, is, like, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema/index";
import { ObjectNotFoundError, readObjectBytes } from "../lib/storage/index";
import type { App } from "../types";

/** Tables with no owner: reference data nobody may change through the API checked here. */
const SHARED_TABLES = new Set([
  "checklist_tabs",
  "checklist_sections",
  "checklist_items",
  "center_settings",
  "positions",
  "position_requirements",
  "checklist_item_task_rules",
]);

export interface UserDataSnapshot {
  rows: Record<string, unknown[]>;
  /** sha256 and size of each object the user's uploads and upload intents point to. */
  objects: Record<string, string>;
}

export function schemaTables(): PgTable[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
  return tables;
}

export async function snapshotUserData(
  app: App,
  user: { id: string; email: string },
): Promise<UserDataSnapshot> {
  const forms = await app.db
    .select({ id: schema.workHistoryForms.id })
    .from(schema.workHistoryForms)
    .where(eq(schema.workHistoryForms.userId, user.id));
  const formIds = forms.map((form) => form.id);

  const rows: Record<string, unknown[]> = {};
  for (const table of schemaTables()) {
    const name = getTableName(table);
    const owned = ownedRows(table, name, user, formIds);
    if (owned === "none") {
      rows[name] = [];
      continue;
    }
    const selected = await (owned === "all"
      ? app.db.select().from(table)
      : app.db.select().from(table).where(owned));
    rows[name] = sortRows(selected);
  }

  const objectPaths = [
    ...(rows.resume_uploads ?? []),
    ...(rows.training_uploads ?? []),
    ...(rows.upload_intents ?? []),
  ].map((row) => {
    const record = row as { fileUrl?: string; objectPath?: string };
    return record.fileUrl ?? record.objectPath ?? "";
  });
  const objects: Record<string, string> = {};
  for (const objectPath of [...new Set(objectPaths)].sort()) {
    objects[objectPath] = await objectDigest(app, objectPath);
  }
  return { rows, objects };
}

/** How to find the user's rows in a table, by the column that ties a row to its owner. */
function ownedRows(
  table: PgTable,
  name: string,
  user: { id: string; email: string },
  formIds: string[],
): SQL | "all" | "none" {
  const columns = getTableColumns(table);
  if (table === schema.users) return eq(schema.users.id, user.id);
  if (columns.userId) return eq(columns.userId, user.id);
  if (columns.formId) return formIds.length === 0 ? "none" : inArray(columns.formId, formIds);
  if (table === schema.aiPrompts) return eq(schema.aiPrompts.createdBy, user.id);
  if (table === schema.bulkImports) return eq(schema.bulkImports.createdBy, user.id);
  if (table === schema.importDocuments) return eq(schema.importDocuments.assignedUserId, user.id);
  // A deleted account's kept training record (decision 0057).
  if (table === schema.archivedTrainingRecords)
    return eq(schema.archivedTrainingRecords.formerUserId, user.id);
  // Counters keyed by the account's address (login lock, resend limit).
  if (table === schema.rateLimitBuckets) return like(schema.rateLimitBuckets.key, `%${user.email}%`);
  if (SHARED_TABLES.has(name)) return "all";
  // The team screens' change ledger: bookkeeping written by triggers, no one's data.
  if (table === schema.teamDataChanges) return "none";
  // Which process runs the daily alerts now: no one's data.
  if (table === schema.alertRunLeases) return "none";
  throw new Error(`data-snapshot.ts does not know how to find a user's rows in the table "${name}"`);
}

function sortRows(rows: unknown[]): unknown[] {
  const keyed = rows.map((row) => [JSON.stringify(row), row] as const);
  return keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

async function objectDigest(app: App, objectPath: string): Promise<string> {
  try {
    const bytes = await readObjectBytes(app.storage, objectPath, MAX_UPLOAD_BYTES + 1);
    return `${bytes.length} bytes, sha256 ${createHash("sha256").update(bytes).digest("hex")}`;
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return "missing";
    throw error;
  }
}
