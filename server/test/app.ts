import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseConnection } from "../db/client";
import { drainOutbox } from "../features/notifications/notifications.service";
import { serviceContext } from "../features/service-context";
import type { App, Clock } from "../types";
import { createTestDatabase } from "./db";

export interface TestApp {
  app: App;
  database: DatabaseConnection;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  webRoot?: string | null;
  /** Defaults to no logging; a test that reads the log passes its own. */
  logger?: Parameters<typeof buildApp>[0]["logger"];
  timeouts?: Parameters<typeof buildApp>[0]["timeouts"];
  /** PGlite in its worker thread, as `npm start` runs it (the default for tests is the API's thread). */
  pgliteThread?: boolean;
}

/** The real application on a fresh database and a temporary DATA_DIR, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "silent",
    WORKER_CONCURRENCY: "0",
    // Notification e-mails are sent by the tests that drain the outbox themselves
    // (server/features/notifications/), so other tests' outboxes hold only their own mail.
    NOTIFICATION_POLL_MS: "0",
    // Most test files register many accounts from one address; the registration limits' own tests
    // pass the product's values (server/features/auth/register-limits.test.ts).
    REGISTRATIONS_PER_NETWORK_PER_HOUR: "100000",
    REGISTRATIONS_PER_HOUR: "100000",
    ...options.env,
  });
  const database = await createTestDatabase({ pgliteThread: options.pgliteThread });
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    webRoot: options.webRoot,
    logger: options.logger ?? false,
    timeouts: options.timeouts,
  });
  await app.ready();
  settleMailAfterInject(app);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The outbox's e-mails that carry a link someone must use: the harness sends them as the poller would. */
const LINK_MAIL_KINDS = ["countersign_request"] as const;

/**
 * Some mail leaves after the answer (server/lib/mail/background-mail.ts), and a link's e-mail goes
 * through the outbox (LINK_MAIL_KINDS; the notifications' own tests drain the rest themselves); a test
 * reads the outbox right after `inject`, as a user reads mail once the page answered, so `inject`
 * here also waits for that mail. What the answer does not wait for is tested in password-reset.test.ts.
 */
function settleMailAfterInject(app: App): void {
  const inject = app.inject.bind(app);
  const settled: typeof app.inject = ((options?: unknown, callback?: unknown) => {
    if (options === undefined || callback !== undefined)
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    return (inject as (o: unknown) => Promise<unknown>)(options).then(async (response) => {
      await app.backgroundMail.settled();
      const method =
        typeof options === "object" && options !== null && "method" in options ? options.method : "GET";
      // A test that broke the database on purpose reads the answer, not the mail.
      if (method !== "GET")
        await drainOutbox(serviceContext(app), { kinds: LINK_MAIL_KINDS }).catch(() => undefined);
      return response;
    });
  }) as typeof app.inject;
  app.inject = settled;
}

/** Where a manual clock starts unless a test names another time. */
export const START = new Date("2026-06-01T12:00:00Z");

/** A clock the test moves by hand. */
export function manualClock(start = START) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}

/** A test app on a manual clock, for tests that move time. */
export interface Harness {
  testApp: TestApp;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export async function startHarness(start = START): Promise<Harness> {
  const clock = manualClock(start);
  const testApp = await createTestApp({ clock: clock.clock });
  return { testApp, clock, close: () => testApp.close() };
}
