// Mixed load on the real server (a child process started like server/main.ts, log level info to a
// file): 100 connections for 60 s across many signed-in users, each request drawn from what the
// screens do: form reads, autosave PATCHes, uploads-list polling, the active form, the experience
// summary and the dashboard stats. PGlite, and real PostgreSQL too when BENCH_DATABASE_URL is set.
// Expected: 0 errors, 0 non-2xx. Run: npm run bench mixed   (MIXED_SECONDS, MIXED_USERS)
import { benchDatabaseKinds, prepareDatabase } from "./support/database";
import {
  type BenchRequest,
  browserHeaders,
  cookieOf,
  machineLine,
  roundRobin,
  runLoad,
} from "./support/load";
import type { BenchUser } from "./support/seed";
import { startServer } from "./support/server";

const SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const WARMUP_SECONDS = Math.min(3, SECONDS);
const USERS = Number(process.env.MIXED_USERS ?? 2_000);
const CONNECTIONS = 100;

/** Share of requests (weights sum to 100). The uploads list is polled while a document is processed. */
const MIX: [
  weight: number,
  name: string,
  request: (user: BenchUser, n: number, url: string) => BenchRequest,
][] = [
  [25, "GET /api/forms/{id}", (user) => ({ method: "GET", path: `/api/forms/${user.formId}` })],
  [
    25,
    "PATCH /api/forms/{id}",
    (user, n, url) => ({
      method: "PATCH",
      path: `/api/forms/${user.formId}`,
      headers: browserHeaders(url, user),
      body: JSON.stringify(
        n % 2 ? { employmentScope: `Line maintenance, shift ${n}` } : { firstName: `Bench ${n}` },
      ),
    }),
  ],
  [20, "GET /api/uploads", () => ({ method: "GET", path: "/api/uploads" })],
  [10, "GET /api/work-history/active", () => ({ method: "GET", path: "/api/work-history/active" })],
  [10, "GET /api/experience-summary", () => ({ method: "GET", path: "/api/experience-summary" })],
  [10, "GET /api/dashboard/stats", () => ({ method: "GET", path: "/api/dashboard/stats" })],
];

// A fixed, shuffled deck of 100 slots: the mix is exact over every 100 requests, and the order varies.
const deck = MIX.flatMap(([weight], index) => Array.from({ length: weight }, () => index));
let seed = 42;
for (let i = deck.length - 1; i > 0; i--) {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  const j = seed % (i + 1);
  [deck[i], deck[j]] = [deck[j]!, deck[i]!];
}

type Row = Record<string, string | number>;
const rows: Row[] = [];
const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  `${machineLine()}; ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up; mix: ${MIX.map(([w, name]) => `${w} % ${name}`).join(", ")}`,
);

let failed = false;
for (const kind of benchDatabaseKinds()) {
  const database = await prepareDatabase(kind, USERS);
  console.log(`${kind}: ${USERS} users seeded in ${round(database.seedSeconds)} s`);
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  let thisFailed = false;
  try {
    const nextUser = roundRobin(database.users);
    let n = 0;
    const result = await runLoad({
      url: server.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      next: () => {
        const user = nextUser();
        const [, , request] = MIX[deck[n % deck.length]!]!;
        const built = request(user, n++, server.url);
        return { ...built, headers: { cookie: cookieOf(user), ...built.headers } };
      },
      serverCpuSeconds: server.cpuSeconds,
    });
    thisFailed = result.errors > 0 || result.non2xx > 0;
    failed ||= thisFailed;
    rows.push({
      database: kind,
      users: USERS,
      conns: CONNECTIONS,
      seconds: SECONDS,
      requests: result.requests,
      "req/s": Math.round(result.reqPerSec),
      "p50 (ms)": round(result.p50),
      "p99 (ms)": round(result.p99),
      "max (ms)": round(result.max),
      errors: result.errors,
      "non-2xx": result.non2xx,
      "server CPU": `${result.serverCpuPercent} %`,
      "autocannon CPU": `${result.loadCpuPercent} %`,
    });
    if (result.non2xx > 0)
      console.log(`status codes ${JSON.stringify(result.statusCodes)}; see ${server.logFile}`);
  } finally {
    await server.stop();
    if (!thisFailed) await database.drop();
    else
      console.log(
        `kept ${database.databaseUrl ?? database.dataDir} (server log: ${server.logFile}) for inspection`,
      );
  }
}

console.table(rows);
console.log(machineLine());
if (failed) {
  console.error("errors or non-2xx answers under mixed load: expected none");
  process.exitCode = 1;
}
