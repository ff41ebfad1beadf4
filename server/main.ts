import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError, openDatabase } from "./db/client";
import { createProcessingRunner } from "./features/processing/processing-runner";
import { seedDefaultPrompts } from "./features/prompts/prompts.service";
import { bootstrapAdministrator } from "./features/users/users.service";
import { JobSignal } from "./jobs/job-signal";
import { resolveSessionSecret } from "./lib/secrets";

const WEB_ROOT = fileURLToPath(new URL("../dist/web", import.meta.url));
const FORCED_EXIT_AFTER_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  config.SESSION_SECRET = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const jobSignal = new JobSignal();
  const app = await buildApp({ config, database, webRoot: WEB_ROOT, jobSignal });
  await bootstrapAdministrator(app.db, config, app.log);
  await seedDefaultPrompts(app.db);
  const runner =
    config.WORKER_CONCURRENCY > 0
      ? createProcessingRunner({
          config,
          db: app.db,
          storage: app.storage,
          clock: app.clock,
          logger: app.log as unknown as Logger,
          concurrency: config.WORKER_CONCURRENCY,
        })
      : null;
  if (runner) jobSignal.attach(() => runner.wake());
  if (app.mailer.kind === "outbox") {
    app.log.info(
      `SMTP_URL is not set: mail is saved to ${path.join(config.DATA_DIR, "mail")} and verification codes are logged here`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests, then stopping`);
    const forced = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS);
    forced.unref();
    try {
      // Running tasks finish (or go back to the queue) while the storage and database are still open.
      await runner?.stop();
      await app.close();
      await database.close();
      app.log.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while stopping");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    app.log.error({ err: error }, `could not listen on ${config.HOST}:${config.PORT}`);
    await database.close();
    process.exit(1);
  }
  runner?.start();
  app.log.info(
    `Hangar Log is ready at ${config.PUBLIC_URL} (database: ${database.driver === "pglite" ? `embedded in ${path.join(config.DATA_DIR, "pg")}` : "PostgreSQL"})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else {
    console.error("Hangar Log could not start:", error);
  }
  process.exit(1);
});
