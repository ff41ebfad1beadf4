// With PostgreSQL, documents are queued by one process (an API) and processed by others (`npm run
// worker`, other APIs' runners). Each runner listens on one channel so a queued task is taken at once
// rather than at the next poll. The poll stays: a notice lost while the connection was down costs at
// most one poll interval, and claiming (SKIP LOCKED) never depended on notices.

import pg from "pg";
import type { Logger } from "pino";
import type { WakeSource } from "./runner";

export const TASKS_QUEUED_CHANNEL = "hangar_log_tasks_queued";

const RECONNECT_MS = { first: 500, max: 10_000 };

/** A dedicated connection (a pool's clients come and go) that LISTENs and wakes the runner on notices. */
export function postgresTaskNotices(
  databaseUrl: string,
  logger: Pick<Logger, "warn">,
  createClient: () => pg.Client = () => new pg.Client({ connectionString: databaseUrl }),
): WakeSource {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;

  async function connect(wake: () => void): Promise<void> {
    const candidate = createClient();
    candidate.on("notification", (message) => {
      if (message.channel === TASKS_QUEUED_CHANNEL) wake();
    });
    candidate.on("error", (error) => {
      logger.warn({ err: error }, "lost the connection that listens for queued tasks; reopening it");
      if (client === candidate) client = null;
      void candidate.end().catch(() => {});
      schedule(wake);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${TASKS_QUEUED_CHANNEL}`);
      if (stopped) {
        await candidate.end();
        return;
      }
      client = candidate;
      delay = RECONNECT_MS.first;
      // Tasks queued while nobody listened: look once.
      wake();
    } catch (error) {
      logger.warn({ err: error }, "could not listen for queued tasks; the runner polls meanwhile");
      void candidate.end().catch(() => {});
      schedule(wake);
    }
  }

  function schedule(wake: () => void): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(wake);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  }

  return {
    start(wake) {
      void connect(wake);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
