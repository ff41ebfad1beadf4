import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import {
  type DatabaseConnection,
  openPgliteThread,
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPgliteThread,
  wrapPool,
} from "../db/client";
import { withDatabase } from "./global-setup";

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the migrated template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from the migrated template database.
 */
export async function createTestDatabase(
  options: { pgliteThread?: boolean } = {},
): Promise<DatabaseConnection> {
  const postgresTemplate = inject("postgresTemplateName");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && serverUrl) return createPostgresDatabase(serverUrl, postgresTemplate);

  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  // TEST_PGLITE_THREAD=1 runs every test on PGlite in its worker thread, as the server runs it; a
  // test of what other users wait for asks for it too (`pgliteThread`).
  if (options.pgliteThread || process.env.TEST_PGLITE_THREAD === "1")
    return wrapPgliteThread(await openPgliteThread({ loadDataDir: pgliteTemplate }));
  const client = await PGlite.create({ loadDataDir: pgliteTemplate, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

async function createPostgresDatabase(serverUrl: string, template: string): Promise<DatabaseConnection> {
  const name = `hl_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 5 });
  pool.on("error", () => {});
  const connection = wrapPool(pool);
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
