// npm run alerts -- --day YYYY-MM-DD
// Runs one day's expiry alerts once, at any hour, for operators and tests: every alert of that day not
// sent yet goes out (a failed one at once, whatever its retry time and attempts); one already sent
// never goes again, so running it twice sends nothing new. Prints how many were sent and failed. Uses
// the same configuration, database and mail as `npm start` (docs/decisions/0065).

import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { calendarDateOf, compareCalendarDates, isCalendarDate } from "@domain/calendar-date";
import pino from "pino";
import { ConfigError, loadConfig } from "../config";
import { DatabaseStartError, openDatabase } from "../db/client";
import { runAlertsForDay } from "../features/alerts/daily-alerts";
import { createMailer } from "../lib/mail/index";

const USAGE = "Usage: npm run alerts -- --day YYYY-MM-DD";

class UsageError extends Error {}

async function main(): Promise<void> {
  const day = readDay();
  const config = loadConfig();
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Warnings (a send that failed, and why) go to stderr; stdout keeps the one-line answer.
  const log = pino({ level: config.LOG_LEVEL }, pino.destination(2));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteThread: config.PGLITE_THREAD,
  });
  try {
    const result = await runAlertsForDay(
      {
        db: database.db,
        clock: () => new Date(),
        mailer: createMailer(config, { info: (message) => log.info(message) }),
        config,
        log,
      },
      { day },
    );
    if (!result.ran) {
      throw new UsageError(
        "Another process is sending the alerts right now; run this again when it is done (a few minutes).",
      );
    }
    console.log(`Expiry alerts for ${day}: ${result.sent} sent, ${result.failed} failed.`);
    if (result.failed > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

function readDay(): string {
  let values: { day?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { day: { type: "string" }, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(
      `${USAGE}\nSends that day's expiry alerts not sent yet and prints how many were sent and failed.`,
    );
    process.exit(0);
  }
  if (!values.day) throw new UsageError(`--day is required.\n${USAGE}`);
  if (!isCalendarDate(values.day)) throw new UsageError(`--day must be a date (YYYY-MM-DD).\n${USAGE}`);
  // A later day's alerts would list what is not due yet, and that day's own run would then skip them.
  const today = calendarDateOf(new Date());
  if (compareCalendarDates(values.day, today) > 0) {
    throw new UsageError(`--day ${values.day} is after today (${today} UTC).`);
  }
  return values.day;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else {
    console.error("Could not run the expiry alerts:", error);
  }
  process.exit(1);
});
