import path from "node:path";
import pino from "pino";
import { ConfigError, databaseOptionsOf, loadConfig } from "./config";
import { DatabaseStartError, openDatabase } from "./db/client";
import { startWorkerHealth } from "./features/health/worker-health";
import { prepareDocumentWorker } from "./features/processing/pipeline";
import { createProcessingRunner } from "./features/processing/processing-runner";
import { storageShowsStoredDocuments } from "./features/uploads/storage-visibility";
import { logOptions } from "./lib/log-options";
import { resolveSessionSecret } from "./lib/secrets";
import { createStorage } from "./lib/storage/index";

const FORCED_EXIT_AFTER_MS = 25_000;

/**
 * `npm run worker`: a job runner without the HTTP API, for PostgreSQL deployments that process documents
 * in separate processes (any number of them: tasks are claimed with SKIP LOCKED).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      "npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, documents are processed by npm start itself.",
    );
  }
  const concurrency = Math.max(1, config.WORKER_CONCURRENCY);
  // The threads load and warm while the database opens; the runner claims once they are (decision 0061).
  prepareDocumentWorker(concurrency);
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  config.SESSION_SECRET = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const logger = pino(logOptions(config.LOG_LEVEL));
  const database = await openDatabase({ ...databaseOptionsOf(config), logger });
  const storage = await createStorage(config);
  if (config.STORAGE_DRIVER === "local") {
    const visibility = await storageShowsStoredDocuments(database.db, storage);
    if (!visibility.visible) {
      await storage.close();
      await database.close();
      throw new ConfigError(
        `STORAGE_DRIVER=local, but none of the ${visibility.checked} newest documents is in ${path.join(config.DATA_DIR, "uploads")}: this worker does not see the files the API stores. Local storage works only when every process shares one DATA_DIR on one host; otherwise use STORAGE_DRIVER=s3.`,
      );
    }
  }
  const health = await startWorkerHealth({ config, database, storage, logger });
  if (health) logger.info(`worker probes and metrics on port ${health.port} (/livez, /readyz, /metrics)`);
  const runner = createProcessingRunner(
    { config, db: database.db, storage, clock: () => new Date(), log: logger },
    { concurrency, observer: health ? (event) => health.observeTask(event) : undefined },
  );
  runner.start();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received: finishing running tasks, then stopping`);
    // Running tasks get the runner's grace period, then go back to the queue; past this, exit anyway.
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS).unref();
    await runner.stop();
    await health?.close();
    await storage.close();
    await database.close();
    logger.info("worker stopped cleanly");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
