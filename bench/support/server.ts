// Starts bench/support/server-entry.ts as a child process (its CPU is then its own, apart from the
// load generator's) and reads its CPU time from /proc. BENCH_CPU_PROF=<dir> writes a V8 CPU profile
// of the server there when it stops; BENCH_LOG_LEVEL overrides the server's LOG_LEVEL (default info,
// as in production; the log goes to a file in the data directory).
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ENTRY = fileURLToPath(new URL("./server-entry.ts", import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

export interface BenchServer {
  /** http://127.0.0.1:<port> of the application. */
  url: string;
  /** http://127.0.0.1:<port> of the bare Fastify yardstick in the same process. */
  bareUrl: string;
  pid: number;
  logFile: string;
  /** User + system CPU seconds the server process has used so far (all its threads). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

export async function startServer(options: StartServerOptions): Promise<BenchServer> {
  const logFile = path.join(options.dataDir, "server.log");
  const log = openSync(logFile, "a");
  const profileDir = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "--import", "tsx", ENTRY],
    {
      stdio: ["ignore", log, log, "ipc"],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATA_DIR: options.dataDir,
        SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(process.env.PGLITE_THREAD ? { PGLITE_THREAD: process.env.PGLITE_THREAD } : {}),
        ...options.env,
      },
    },
  );
  const ports = await new Promise<{ port: number; barePort: number }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { port: number; barePort: number }));
    child.once("exit", (code) =>
      reject(new Error(`the bench server exited with ${code} before it was ready; see ${logFile}`)),
    );
  });
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${ports.port}`,
    bareUrl: `http://127.0.0.1:${ports.barePort}`,
    pid,
    logFile,
    cpuSeconds() {
      // /proc/<pid>/stat: fields 14 and 15 are utime and stime, after the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
