// npm run migrate (node dist/server/migrate.js in a deployment): applies the database migrations and
// exits. Every process also migrates at start under the same lock, so this step is for deployments that
// migrate before they roll out new processes (a Kubernetes Job, compose's one-shot service).

import { mkdirSync } from "node:fs";
import path from "node:path";
import { ConfigError, databaseOptionsOf, loadConfig } from "../config";
import { DatabaseStartError, openDatabase } from "../db/client";
import { appliedMigrationCount } from "../db/migration-status";

async function main(): Promise<void> {
  const config = loadConfig();
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const started = performance.now();
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    const applied = await appliedMigrationCount(database);
    console.log(
      `Database migrated: ${applied} migration(s) applied in all (${database.driver === "postgres" ? "PostgreSQL" : `embedded, in ${config.DATA_DIR}`}), ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
