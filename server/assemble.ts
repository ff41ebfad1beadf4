import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { buildApp } from "./app";
import { type Config, databaseOptionsOf, loadConfig } from "./config";
import { type DatabaseConnection, openDatabase } from "./db/client";
import { createProcessingRunner } from "./features/processing/processing-runner";
import { seedDefaultPrompts } from "./features/prompts/prompts.service";
import { bootstrapAdministrator } from "./features/users/users.service";
import { JobSignal } from "./jobs/job-signal";
import { resolveSessionSecret } from "./lib/secrets";
import type { App } from "./types";

const WEB_ROOT = fileURLToPath(new URL("../dist/web", import.meta.url));

export interface AssembledServer {
  config: Config;
  database: DatabaseConnection;
  app: App;
  /** The in-process processing runner; null with WORKER_CONCURRENCY=0. Not started yet. */
  runner: ReturnType<typeof createProcessingRunner> | null;
}

/**
 * Everything `npm start` runs, ready to listen: config from the environment, the database (migrated),
 * the app, the first administrator and the default prompts, and the processing runner. Shared by
 * server/main.ts and the HTTP benchmarks, so they measure what production runs.
 */
export async function assembleServer(config: Config = loadConfig()): Promise<AssembledServer> {
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  config.SESSION_SECRET = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const database = await openDatabase(databaseOptionsOf(config));
  const jobSignal = new JobSignal();
  const app = await buildApp({ config, database, webRoot: WEB_ROOT, jobSignal });
  await bootstrapAdministrator({ db: app.db, clock: app.clock, log: app.log }, config);
  await seedDefaultPrompts(app);
  const runner =
    config.WORKER_CONCURRENCY > 0
      ? createProcessingRunner(
          { config, db: app.db, storage: app.storage, clock: app.clock, log: app.log as unknown as Logger },
          { concurrency: config.WORKER_CONCURRENCY, observer: (event) => app.metrics.observeTask(event) },
        )
      : null;
  if (runner) jobSignal.attach(() => runner.wake());
  return { config, database, app, runner };
}
