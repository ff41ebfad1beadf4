// GET /api/team at 2,000 members: every member with an active form (a current job and three
// employers), certifications and 12 completions of a 40-item program; times the overview 100 times
// through the service and through the whole Fastify stack (app.inject, an administrator's session),
// with the team unchanged (the kept answer) and with one completion changed before each call (the
// training records read again). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
// Target: p95 ≤ 50 ms.
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { serviceContext } from "../server/features/service-context";
import { createSession } from "../server/features/sessions/sessions";
import { getTeamOverview } from "../server/features/team/team.service";
import { benchDatabaseKinds, createBenchDatabase } from "./support/database";
import { seedMembers } from "./support/members";
import { timeCalls } from "./support/timing";

const MEMBERS = 2_000;
const CALLS = 100;
const TARGET_MS = 50;

type Timing = { p50: number; p95: number; max: number };

async function benchOne(kind: "PGlite" | "PostgreSQL") {
  const place = await createBenchDatabase(kind);
  const connection = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
  try {
    const seedStart = performance.now();
    await seedMembers(connection.db, MEMBERS);
    const [admin] = await connection.db
      .insert(users)
      .values({
        email: "bench-admin@example.com",
        fullName: "Bench Admin",
        password: "x",
        role: "admin",
        emailVerified: true,
      })
      .returning({ id: users.id });
    await connection.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const config = loadConfig({
      DATA_DIR: place.dataDir,
      SESSION_SECRET: "b".repeat(40),
      LOG_LEVEL: "silent",
      WORKER_CONCURRENCY: "0",
    });
    const app = await buildApp({ config, database: connection, logger: false });
    await app.ready();
    const now = new Date();
    const { token } = await createSession(connection.db, admin!.id, now);
    const cookie = `${app.sessionCookie.name}=${token}`;

    let bytes = 0;
    const overview = async () => {
      await getTeamOverview({ ...serviceContext(app), clock: () => now });
    };
    const get = async () => {
      const response = await app.inject({ method: "GET", url: "/api/team", headers: { cookie } });
      if (response.statusCode !== 200)
        throw new Error(`team answered ${response.statusCode}: ${response.body}`);
      bytes = response.rawPayload.length;
    };
    // A technician's note on one completion: the training area's version moves, the numbers do not.
    const changeOneCompletion = async (i: number) => {
      await connection.db.execute(
        sql`update user_checklist_completions set notes = ${`bench ${i}`}
            where id = (select id from user_checklist_completions order by id limit 1)`,
      );
    };
    const timings: [string, string, Timing][] = [
      ["service", "unchanged", await timeCalls(overview, CALLS)],
      ["GET via app.inject", "unchanged", await timeCalls(get, CALLS)],
      ["service", "changed before each call", await timeCalls(overview, CALLS, 5, changeOneCompletion)],
      ["GET via app.inject", "changed before each call", await timeCalls(get, CALLS, 5, changeOneCompletion)],
    ];
    await app.close();
    return timings.map(([through, team, t]) => ({
      database: kind,
      through,
      team,
      members: MEMBERS,
      "seed (s)": Math.round(seedSeconds * 10) / 10,
      "answer (KB)": Math.round(bytes / 1024),
      "p50 (ms)": Math.round(t.p50 * 100) / 100,
      "p95 (ms)": Math.round(t.p95 * 100) / 100,
      "max (ms)": Math.round(t.max * 100) / 100,
      [`p95 ≤ ${TARGET_MS} ms`]: t.p95 <= TARGET_MS ? "yes" : "NO",
    }));
  } finally {
    await connection.close();
    await place.drop();
  }
}

const rows = [];
for (const kind of benchDatabaseKinds()) rows.push(...(await benchOne(kind)));
console.table(rows);
