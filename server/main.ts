import path from "node:path";
import { assembleServer } from "./assemble";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError } from "./db/client";
import { prepareDocumentWorker } from "./features/processing/pipeline";
import { closeHeavyWorkPools } from "./heavy-work/pools";

const FORCED_EXIT_AFTER_MS = 25_000;

async function main(): Promise<void> {
  // The document threads load and warm while the database opens (decision 0061).
  const settings = loadConfig();
  prepareDocumentWorker(settings.WORKER_CONCURRENCY);
  const { config, database, app, runner } = await assembleServer(settings);
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
      await closeHeavyWorkPools();
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
