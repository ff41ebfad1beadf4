// autocannon with a request chosen per request (user, route, body). The warm-up runs on the same
// connections as the measurement (one autocannon run; only responses after the warm-up count): a
// fresh set of connections opened against a saturated Node server is accepted about one per event
// loop turn, so the first request of each would otherwise dominate p99 for reasons that have nothing
// to do with steady state. Also measures the CPU of both sides: the server child's from /proc, the
// load generator's (this process) from process.cpuUsage, as a share of one core (200 % = 2 cores).
import os from "node:os";
import autocannon from "autocannon";
import type { BenchUser } from "./seed";

export interface BenchRequest {
  method: "GET" | "POST" | "PATCH";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Called for every request autocannon sends. */
  next: () => BenchRequest;
  serverCpuSeconds: () => number;
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  serverCpuPercent: number;
  loadCpuPercent: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let measuring = false;
  let windowStart = 0;
  let serverBefore = 0;
  let loadBefore = process.cpuUsage();

  let finished!: (error: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => {
    finished = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.warmupSeconds + options.seconds,
      requests: [
        {
          setupRequest: (request) => {
            const next = options.next();
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: { ...request.headers, ...next.headers },
              body: next.body ?? "",
            };
          },
        },
      ],
    },
    (error) => finished(error),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (!measuring) return;
    latencies.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  instance.on("reqError", () => {
    if (measuring) errors++;
  });
  const startMeasuring = () => {
    measuring = true;
    windowStart = performance.now();
    serverBefore = options.serverCpuSeconds();
    loadBefore = process.cpuUsage();
  };
  const timer = options.warmupSeconds > 0 ? setTimeout(startMeasuring, options.warmupSeconds * 1000) : null;
  if (!timer) startMeasuring();
  await done;
  if (timer) clearTimeout(timer);
  const wallSeconds = (performance.now() - windowStart) / 1000;
  const load = process.cpuUsage(loadBefore);
  const serverCpu = options.serverCpuSeconds() - serverBefore;

  const sorted = Float64Array.from(latencies).sort();
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / wallSeconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    non2xx,
    statusCodes,
    serverCpuPercent: Math.round((serverCpu / wallSeconds) * 100),
    loadCpuPercent: Math.round(((load.user + load.system) / 1e6 / wallSeconds) * 100),
  };
}

/** Round robin over the seeded users, so each connection works for a different account at a time. */
export function roundRobin(users: BenchUser[]): () => BenchUser {
  let i = 0;
  return () => users[i++ % users.length]!;
}

/** What a browser sends with an unsafe same-origin request (the CSRF rule checks these). */
export function browserHeaders(url: string, user?: BenchUser): Record<string, string> {
  return {
    "content-type": "application/json",
    origin: url,
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "cors",
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) hangar-log-bench",
    ...(user ? { cookie: cookieOf(user) } : {}),
  };
}

export const SESSION_COOKIE = "hangar_session";
export const cookieOf = (user: BenchUser) => `${SESSION_COOKIE}=${user.token}`;

export function machineLine(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${one!.toFixed(2)} / ${five!.toFixed(2)} (1 / 5 min)`;
}
