import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, PGLITE_EXTENSIONS, wrapPglite, wrapPool } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (dumpDataDir), cloned per test file. */
    pgliteTemplatePath: string;
    /** Name of a migrated template database on TEST_DATABASE_URL, cloned per test file. */
    postgresTemplateName: string | null;
  }
}

/** Migrates once: a PGlite template (always) and a PostgreSQL template database when TEST_DATABASE_URL is set. */
export default async function setup(project: TestProject) {
  const directory = path.join(os.tmpdir(), "hangar-log-tests");
  mkdirSync(directory, { recursive: true });

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const connection = wrapPglite(pglite);
  await migrateDatabase(connection);
  const dump = await pglite.dumpDataDir("none");
  const templatePath = path.join(directory, `pglite-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await connection.close();
  project.provide("pgliteTemplatePath", templatePath);
  const removeTemplateFile = () => rmSync(templatePath, { force: true });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("postgresTemplateName", null);
    return removeTemplateFile;
  }
  const templateName = `hl_template_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${templateName}`));
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, templateName), max: 1 });
  await migrateDatabase(wrapPool(pool));
  await pool.end();
  project.provide("postgresTemplateName", templateName);

  return async () => {
    // Drop the template and any database a crashed test file left behind. A connection of its own:
    // one held since the setup would not live through the fault tests' restart of the server.
    await withAdminClient(serverUrl, async (admin) => {
      const leftovers = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'hl_test_%' or datname = $1",
        [templateName],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    });
    removeTemplateFile();
  };
}

async function withAdminClient<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  // A server going away while connected must not end the test run; the query in flight fails instead.
  admin.on("error", () => {});
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
