// GET /api/admin/logbook/summary (docs/product.md §22.4) at 200 members × 200 logbook entries (40,000
// entries: 8 chapters, 4 aircraft types written in two cases, every kind, a quarter countersigned, one
// in fifty corrected): the team summary as it was (every entry read onto the API's thread and
// summarised there) against the summary grouped in the database (summaryGroupsOfEveryone), both
// through the one domain function; the two answers must be equal. Prints, for each, the whole call
// (p50 / p95 / max), the part of it spent in JavaScript on the API's thread after the rows arrived
// (p50), and the rows read. PGlite runs in its own thread as `npm start` runs it (PGLITE_THREAD);
// PostgreSQL too when BENCH_DATABASE_URL is set.

import { LOGBOOK_ACTIVITY_KINDS, type LogbookStatus } from "@domain/logbook";
import { countsInSummary, summaryGroupOf } from "@domain/logbook-summary";
import { eq, sql } from "drizzle-orm";
import { type Database, openDatabase } from "../server/db/client";
import { logbookEntries, users } from "../server/db/schema/index";
import {
  successor,
  summaryFields,
  summaryGroupsOfEveryone,
} from "../server/features/logbook/logbook-summary.repo";
import { getTeamLogbookSummary, teamSummaryOf } from "../server/features/logbook/logbook-summary.service";
import { benchDatabaseKinds, createBenchDatabase } from "./support/database";
import { timeCalls } from "./support/timing";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const ENTRIES_PER_MEMBER = Number(process.env.BENCH_ENTRIES ?? 200);
const CALLS = 10;
const CHAPTERS = ["05", "12", "24", "27", "29", "32", "71", "79"];
const AIRCRAFT = [
  ["Cessna", "172S"],
  ["cessna", "172s"],
  ["Piper", "PA-28"],
  ["Boeing", "737-800"],
  ["BOEING", "737-800"],
  ["Airbus", "A320"],
] as const;

async function seed(db: Database): Promise<void> {
  for (let start = 0; start < MEMBERS; start += 50) {
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(50, MEMBERS - start) }, (_, k) => ({
          email: `logbook-bench-${start + k}@example.com`,
          fullName: `Logbook Member ${start + k}`,
          password: "not-a-password-hash",
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    for (const member of members) {
      const rows = Array.from({ length: ENTRIES_PER_MEMBER }, (_, i) => {
        const [make, model] = AIRCRAFT[i % AIRCRAFT.length]!;
        const status: LogbookStatus = i % 4 === 0 ? "countersigned" : i % 4 === 1 ? "draft" : "declined";
        return {
          userId: member.id,
          performedOn: `2026-0${1 + (i % 5)}-${String(1 + (i % 28)).padStart(2, "0")}`,
          aircraftMake: make,
          aircraftModel: model,
          ataChapter: CHAPTERS[i % CHAPTERS.length]!,
          task: `Task ${i} of the bench logbook`,
          activityKind: LOGBOOK_ACTIVITY_KINDS[i % LOGBOOK_ACTIVITY_KINDS.length]!,
          minutes: 15 + (i % 8) * 15,
          status,
        };
      });
      const inserted = await db.insert(logbookEntries).values(rows).returning({ id: logbookEntries.id });
      // One in fifty countersigned entries corrected: the correction counts, the old one no more.
      const corrections = inserted
        .filter((_, i) => i % 4 === 0 && i % 50 === 0)
        .map((old) => ({ ...rows[0]!, status: "draft" as const, supersedesId: old.id }));
      if (corrections.length > 0) await db.insert(logbookEntries).values(corrections);
    }
  }
  await db.execute(sql`analyze`);
}

/** Milliseconds of JavaScript after the rows arrived, per call (the API thread's share). */
const threadTimes = { entries: [] as number[], groups: [] as number[] };

/**
 * The team summary as it was: every entry onto this thread, each its own group, through the service's
 * own steps (summarizeLogbook is summarizeLogbookGroups over the counted entries' groups).
 */
async function teamSummaryFromEntries(db: Database) {
  const rows = await db
    .select({ ...summaryFields, fullName: users.fullName })
    .from(logbookEntries)
    .innerJoin(users, eq(users.id, logbookEntries.userId))
    .leftJoin(successor, eq(successor.supersedesId, logbookEntries.id));
  const started = performance.now();
  const summary = teamSummaryOf(
    rows
      .filter(countsInSummary)
      .map((row) => ({ userId: row.userId, fullName: row.fullName, ...summaryGroupOf(row) })),
  );
  threadTimes.entries.push(performance.now() - started);
  return { summary, rows: rows.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The grouped summary, with its JavaScript share timed: the service's own steps. */
async function teamSummaryFromGroups(db: Database) {
  const rows = await summaryGroupsOfEveryone(db);
  const started = performance.now();
  const summary = teamSummaryOf(rows);
  threadTimes.groups.push(performance.now() - started);
  return summary;
}

async function benchOne(kind: "PGlite" | "PostgreSQL") {
  const place = await createBenchDatabase(kind);
  const connection = await openDatabase({
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    pgliteThread: true,
  });
  try {
    const seedStart = performance.now();
    await seed(connection.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const ctx = { db: connection.db };

    const before = await teamSummaryFromEntries(connection.db);
    const after = await getTeamLogbookSummary(ctx);
    const groups = (await summaryGroupsOfEveryone(connection.db)).length;
    const byKey = (rows: { key: string }[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
    const same =
      JSON.stringify(before.summary.totals) === JSON.stringify(after.totals) &&
      JSON.stringify(before.summary.members) === JSON.stringify(after.members) &&
      JSON.stringify(byKey(before.summary.byChapter)) === JSON.stringify(byKey(after.byChapter)) &&
      JSON.stringify(before.summary.byActivityKind) === JSON.stringify(after.byActivityKind) &&
      before.summary.byAircraft.length === after.byAircraft.length;
    if (!same) throw new Error("the grouped team summary differs from the one over every entry");

    const entriesTiming = await timeCalls(
      async () => void (await teamSummaryFromEntries(connection.db)),
      CALLS,
      3,
    );
    const groupedTiming = await timeCalls(
      async () => {
        await getTeamLogbookSummary(ctx);
      },
      CALLS,
      3,
    );
    threadTimes.entries.length = 0;
    for (let i = 0; i < 5; i++) {
      await teamSummaryFromEntries(connection.db);
      await teamSummaryFromGroups(connection.db);
    }
    console.log(
      `${kind}: ${MEMBERS} members × ${ENTRIES_PER_MEMBER} entries (${before.rows} rows; seeded in ${seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  before, every entry on the API thread: p50 ${ms(entriesTiming.p50)}, p95 ${ms(entriesTiming.p95)}, max ${ms(entriesTiming.max)} (${before.rows} rows read; ${ms(median(threadTimes.entries))} of JavaScript on the API thread)`,
    );
    console.log(
      `  after, grouped in the database:        p50 ${ms(groupedTiming.p50)}, p95 ${ms(groupedTiming.p95)}, max ${ms(groupedTiming.max)} (${groups} rows read; ${ms(median(threadTimes.groups))} of JavaScript on the API thread)`,
    );
  } finally {
    await connection.close();
    await place.drop();
  }
}

for (const kind of benchDatabaseKinds()) await benchOne(kind);
