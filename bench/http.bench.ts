// HTTP throughput and latency of the real server (a child process started like server/main.ts, log
// level info to a file) with autocannon: 50 connections for 10 s after a 3 s warm-up on the same
// connections, per route, on PGlite and, when BENCH_DATABASE_URL is set, on real PostgreSQL.
// In the same run a bare Fastify app in the server process (no session, validation, logging or
// security headers) does the same primary-key select of a form on the same database handle, twice:
// written with Drizzle's query builder (the yardstick of the target's ratio) and as a prepared query
// (what the application's findFormOfUser runs, so "ratio vs prepared" is our overhead alone).
// POST /api/login runs at 10 connections, round robin over the seeded users (the per-IP throttle and
// the account lock count failures only, so correct passwords pass: any 429 shows as non-2xx).
// Each route then runs 5 s on one connection (HTTP_SINGLE_SECONDS; 0 skips it): the latency of a
// request that does not queue behind 49 others (at 50 connections, mean latency = 50 / throughput).
// Each hot route also has a bare twin on the same database handle doing its two queries (the session
// lookup, then the route's own repository call) with nothing around them; "vs its 2 queries" is the
// route's share of its twin's throughput, i.e. what our per-request overhead leaves (docs/performance.md).
// Targets: ratio ≥ 0.6 for the reads, p99 ≤ 50 ms for the reads and the PATCH, login ≥ 100/s; against
// the twin: on PGlite the form read ≥ 0.75 (p99 ≤ 1.5 × the twin's), PATCH and uploads ≥ 0.6; on
// PostgreSQL every hot route ≥ 0.9.
// Run: npm run bench http   (HTTP_SECONDS, HTTP_WARMUP_SECONDS, HTTP_USERS shorten or grow it;
// HTTP_ONLY=<part of a route name> runs that route and the yardsticks (HTTP_ONLY_ROUTE=1: the route alone); BENCH_CPU_PROF=<dir> profiles
// the server; BENCH_DATABASES=pglite|postgresql runs one database only). Then each hot route and its twin
// run in alternating rounds (HTTP_PAIRED_ROUNDS, default 5, of HTTP_PAIRED_SECONDS, default 4; 0 skips):
// the median ratio of neighbouring runs, which this VM's drifting speed does not distort.
import { benchDatabaseKinds, prepareDatabase } from "./support/database";
import {
  type BenchRequest,
  browserHeaders,
  cookieOf,
  type LoadResult,
  machineLine,
  roundRobin,
  runLoad,
} from "./support/load";
import { BENCH_PASSWORD, type BenchUser } from "./support/seed";
import { startServer } from "./support/server";

const SECONDS = Number(process.env.HTTP_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.HTTP_WARMUP_SECONDS ?? 3);
const USERS = Number(process.env.HTTP_USERS ?? 500);
const SINGLE_SECONDS = Number(process.env.HTTP_SINGLE_SECONDS ?? 5);
const CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 10;
const ONLY = process.env.HTTP_ONLY;
/** HTTP_ONLY_ROUTE=1: without the yardsticks, so that a CPU profile shows that route alone. */
const ONLY_ROUTE = process.env.HTTP_ONLY_ROUTE === "1";
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 50;
const TARGET_LOGINS_PER_SECOND = 100;

interface Route {
  name: string;
  /** A two-query yardstick: the application route it is the bare twin of. */
  twinOf?: string;
  connections: number;
  kind: "yardstick" | "prepared yardstick" | "two-query yardstick" | "read" | "write" | "login";
  request: (user: BenchUser, n: number, url: string) => BenchRequest;
}

const routes: Route[] = [
  {
    name: "bare Fastify: select form (query builder)",
    connections: CONNECTIONS,
    kind: "yardstick",
    request: (user) => ({ method: "GET", path: `/bare/forms/${user.formId}?user=${user.id}` }),
  },
  {
    name: "bare Fastify: select form (prepared)",
    connections: CONNECTIONS,
    kind: "prepared yardstick",
    request: (user) => ({ method: "GET", path: `/bare/forms-prepared/${user.formId}?user=${user.id}` }),
  },
  {
    name: "bare Fastify: session + form select",
    twinOf: "GET /api/forms/{id}",
    connections: CONNECTIONS,
    kind: "two-query yardstick",
    request: (user) => ({
      method: "GET",
      path: `/bare/session-and-form/${user.formId}`,
      headers: { cookie: cookieOf(user) },
    }),
  },
  {
    name: "bare Fastify: session + form select (SQL text, no Drizzle)",
    connections: CONNECTIONS,
    kind: "two-query yardstick",
    request: (user) => ({
      method: "GET",
      path: `/bare/raw-session-and-form/${user.formId}`,
      headers: { cookie: cookieOf(user) },
    }),
  },
  {
    name: "bare Fastify: session + form update",
    twinOf: "PATCH /api/forms/{id}",
    connections: CONNECTIONS,
    kind: "two-query yardstick",
    request: (user, n) => ({
      method: "PATCH",
      path: `/bare/session-and-form/${user.formId}`,
      headers: { cookie: cookieOf(user), "content-type": "application/json" },
      body: JSON.stringify({ roleTitle: `Lead Technician ${n}` }),
    }),
  },
  {
    name: "bare Fastify: session + documents list",
    twinOf: "GET /api/uploads",
    connections: CONNECTIONS,
    kind: "two-query yardstick",
    request: (user) => ({
      method: "GET",
      path: "/bare/session-and-documents",
      headers: { cookie: cookieOf(user) },
    }),
  },
  {
    name: "GET /api/forms/{id}",
    connections: CONNECTIONS,
    kind: "read",
    request: (user) => ({
      method: "GET",
      path: `/api/forms/${user.formId}`,
      headers: { cookie: cookieOf(user) },
    }),
  },
  {
    name: "PATCH /api/forms/{id}",
    connections: CONNECTIONS,
    kind: "write",
    request: (user, n, url) => ({
      method: "PATCH",
      path: `/api/forms/${user.formId}`,
      headers: browserHeaders(url, user),
      body: JSON.stringify({ roleTitle: `Lead Technician ${n}` }),
    }),
  },
  {
    name: "GET /api/uploads",
    connections: CONNECTIONS,
    kind: "read",
    request: (user) => ({ method: "GET", path: "/api/uploads", headers: { cookie: cookieOf(user) } }),
  },
  {
    name: "POST /api/login",
    connections: LOGIN_CONNECTIONS,
    kind: "login",
    request: (user, _n, url) => ({
      method: "POST",
      path: "/api/login",
      headers: browserHeaders(url),
      body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
    }),
  },
];

type Row = Record<string, string | number>;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const isYardstick = (route: Route) => route.kind.endsWith("yardstick");

/**
 * The per-request overhead targets, against the bare server doing the same two queries (session, then
 * form) on the same database handle: on PGlite the form read ≥ 0.75 × its req/s with p99 ≤ 1.5 × its
 * p99, the PATCH and the uploads list ≥ 0.6 ×; on PostgreSQL every hot route ≥ 0.9 ×.
 */
function overheadVerdict(
  database: string,
  route: Route,
  result: LoadResult,
  twoQueries: LoadResult | undefined,
): string {
  if (!twoQueries) return "-";
  const ratio = result.reqPerSec / twoQueries.reqPerSec;
  const misses: string[] = [];
  const isFormRead = route.name.startsWith("GET /api/forms");
  const onPostgres = database.toLowerCase() === "postgresql";
  const minimum = onPostgres ? 0.9 : isFormRead ? 0.75 : 0.6;
  if (ratio < minimum) misses.push(`ratio < ${minimum}`);
  if (!onPostgres && isFormRead && result.p99 > 1.5 * twoQueries.p99) misses.push("p99 > 1.5 × its p99");
  return misses.length === 0 ? "met" : `MISSED: ${misses.join(", ")}`;
}

function verdict(route: Route, result: LoadResult, ratio: number | null, yardstickP99?: number): string {
  if (isYardstick(route)) return "(yardstick)";
  const misses: string[] = [];
  if (result.errors > 0 || result.non2xx > 0) misses.push("failures");
  if (route.kind === "read" && ratio !== null && ratio < TARGET_RATIO) misses.push(`ratio < ${TARGET_RATIO}`);
  if ((route.kind === "read" || route.kind === "write") && result.p99 > TARGET_P99_MS) {
    // Tells "our route is slow" from "nothing on this database answers 50 connections that fast".
    const floor =
      yardstickP99 !== undefined && yardstickP99 > TARGET_P99_MS
        ? ` (bare yardstick: ${Math.round(yardstickP99)} ms)`
        : "";
    misses.push(`p99 > ${TARGET_P99_MS} ms${floor}`);
  }
  if (route.kind === "login" && result.reqPerSec < TARGET_LOGINS_PER_SECOND)
    misses.push(`< ${TARGET_LOGINS_PER_SECOND}/s`);
  return misses.length === 0 ? "met" : `MISSED: ${misses.join(", ")}`;
}

/**
 * The ratio of a route to its twin in alternating rounds (twin, route, twin, route, …): this VM's speed
 * drifts by up to ±30 % between minutes, which one run of each, a minute apart, takes for overhead.
 * Each round's ratio compares two neighbouring runs; the median of the rounds is the figure.
 */
const PAIRED_ROUNDS = Number(process.env.HTTP_PAIRED_ROUNDS ?? 5);
const PAIRED_SECONDS = Number(process.env.HTTP_PAIRED_SECONDS ?? 4);
const pairedRows: Row[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const rows: Row[] = [];
console.log(
  `${machineLine()}; ${CONNECTIONS} connections (login ${LOGIN_CONNECTIONS}), ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route`,
);

for (const kind of benchDatabaseKinds()) {
  const database = await prepareDatabase(kind, USERS);
  console.log(`${kind}: ${USERS} users seeded in ${round(database.seedSeconds)} s`);
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    // One request of each kind first: a wrong seed or route must fail loudly, not benchmark 4xx.
    for (const route of routes) {
      const user = database.users[0]!;
      const sample = route.request(user, 0, server.url);
      const base = isYardstick(route) ? server.bareUrl : server.url;
      const response = await fetch(base + sample.path, {
        method: sample.method,
        headers: sample.headers,
        body: sample.body,
      });
      if (response.status !== 200)
        throw new Error(`${route.name} answered ${response.status}: ${await response.text()}`);
    }

    const yardsticks: Partial<Record<Route["kind"], number>> = {};
    let yardstickP99: number | undefined;
    const twins = new Map<string, LoadResult>();
    // With HTTP_ONLY: that route, the one-query yardsticks and its own twin (none with HTTP_ONLY_ROUTE=1).
    const chosen = routes.filter(
      (r) =>
        !ONLY ||
        (isYardstick(r) ? !ONLY_ROUTE && (!r.twinOf || r.twinOf.includes(ONLY)) : r.name.includes(ONLY)),
    );
    for (const route of chosen) {
      const nextUser = roundRobin(database.users);
      let n = 0;
      const load = (connections: number, seconds: number, warmupSeconds: number) =>
        runLoad({
          url: isYardstick(route) ? server.bareUrl : server.url,
          connections,
          seconds,
          warmupSeconds,
          next: () => route.request(nextUser(), n++, server.url),
          serverCpuSeconds: server.cpuSeconds,
        });
      const result = await load(route.connections, SECONDS, WARMUP_SECONDS);
      const single = SINGLE_SECONDS > 0 ? await load(1, SINGLE_SECONDS, 1) : null;
      if (isYardstick(route)) yardsticks[route.kind] = result.reqPerSec;
      if (route.kind === "yardstick") yardstickP99 = result.p99;
      if (route.twinOf) twins.set(route.twinOf, result);
      const twin = twins.get(route.name);
      const ratioTo = (yardstick: Route["kind"]) => {
        const base = yardsticks[yardstick];
        return route.kind === "login" || isYardstick(route) || !base ? null : result.reqPerSec / base;
      };
      const ratio = ratioTo("yardstick");
      const ratioPrepared = ratioTo("prepared yardstick");
      const ratioTwoQueries = twin ? result.reqPerSec / twin.reqPerSec : null;
      rows.push({
        database: kind,
        route: route.name,
        conns: route.connections,
        "req/s": Math.round(result.reqPerSec),
        "p50 (ms)": round(result.p50),
        "p99 (ms)": round(result.p99),
        errors: result.errors + (single?.errors ?? 0),
        "non-2xx": result.non2xx + (single?.non2xx ?? 0),
        ratio: ratio === null ? "-" : round(ratio, 2),
        "ratio vs prepared": ratioPrepared === null ? "-" : round(ratioPrepared, 2),
        "vs its 2 queries": ratioTwoQueries === null ? "-" : round(ratioTwoQueries, 2),
        "server CPU": `${result.serverCpuPercent} %`,
        "autocannon CPU": `${result.loadCpuPercent} %`,
        "1 conn p50/p99 (ms)": single ? `${round(single.p50)} / ${round(single.p99)}` : "-",
        target: verdict(route, result, ratio, yardstickP99),
        "target vs 2 queries": overheadVerdict(kind, route, result, twin),
      });
      if (result.non2xx > 0) console.log(`${route.name}: status codes ${JSON.stringify(result.statusCodes)}`);
    }
    for (const twinRoute of PAIRED_ROUNDS > 0 ? chosen.filter((r) => r.twinOf) : []) {
      const route = routes.find((r) => r.name === twinRoute.twinOf);
      if (!route || !chosen.includes(route)) continue;
      const ratios: number[] = [];
      const p99Ratios: number[] = [];
      for (let roundIndex = 0; roundIndex < PAIRED_ROUNDS; roundIndex++) {
        const results: LoadResult[] = [];
        for (const which of [twinRoute, route]) {
          const nextUser = roundRobin(database.users);
          let n = 0;
          results.push(
            await runLoad({
              url: isYardstick(which) ? server.bareUrl : server.url,
              connections: which.connections,
              seconds: PAIRED_SECONDS,
              warmupSeconds: 1,
              next: () => which.request(nextUser(), n++, server.url),
              serverCpuSeconds: server.cpuSeconds,
            }),
          );
        }
        const [twinResult, routeResult] = results as [LoadResult, LoadResult];
        if (routeResult.errors > 0 || routeResult.non2xx > 0)
          throw new Error(`${route.name} failed in a paired round`);
        ratios.push(routeResult.reqPerSec / twinResult.reqPerSec);
        p99Ratios.push(routeResult.p99 / twinResult.p99);
      }
      const ratio = median(ratios);
      // The verdict reads ratios: the route as the medians, its twin as 1.
      const unit = { reqPerSec: 1, p99: 1 } as LoadResult;
      pairedRows.push({
        database: kind,
        route: route.name,
        rounds: `${PAIRED_ROUNDS} × ${PAIRED_SECONDS} s`,
        "vs its 2 queries (median)": round(ratio, 2),
        "min – max": `${round(Math.min(...ratios), 2)} – ${round(Math.max(...ratios), 2)}`,
        "p99 / its p99 (median)": round(median(p99Ratios), 2),
        target: overheadVerdict(
          kind,
          route,
          { reqPerSec: ratio, p99: median(p99Ratios) } as LoadResult,
          unit,
        ),
      });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.table(rows);
if (pairedRows.length > 0) {
  console.log("Each hot route against its twin in alternating rounds (twin, route), median of the rounds:");
  console.table(pairedRows);
}
console.log(machineLine());
