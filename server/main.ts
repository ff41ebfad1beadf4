import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError, openDatabase } from "./db/client";
import { resolveSessionSecret } from "./lib/secrets";

const WEB_ROOT = fileURLToPath(new URL("../dist/web", import.meta.url));
const FORCED_EXIT_AFTER_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  config.SESSION_SECRET = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, webRoot: WEB_ROOT });

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
