// Real processes for the fault tests: `server/main.ts` (the API) and `server/worker.ts` (a job runner)
// started with `node --import tsx`, so the PID we signal is the process itself (the tsx CLI would be a
// wrapper, and a SIGKILL to a wrapper leaves its child running).

import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const TEST_SECRET = "fault-tests-session-secret-that-is-long-enough-0123456789";

const MAX_OUTPUT_CHARS = 200_000;

export interface NodeProcess {
  readonly pid: number;
  /** Everything the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves once the output matches, rejects when the process exits first or the time is up. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** null while it runs. */
  exitCode(): number | null;
  exited(): boolean;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
  /** Sends SIGTERM and returns at once (see `waitForExit`). */
  terminate(): void;
  /** The exit code (-1 for a signal) once it has exited; rejects when it is still running after `timeoutMs`. */
  waitForExit(timeoutMs: number): Promise<number>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  /** Node's own options before the script; by default tsx's loader, for TypeScript sources. */
  nodeArgs?: string[];
}

/** Starts `script` (relative to the repository) with a clean environment plus `env`. */
export function startNodeProcess(
  script: string,
  env: Record<string, string>,
  options: StartOptions = {},
): NodeProcess {
  const nodeArgs = options.nodeArgs ?? ["--import", "tsx"];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  let output = "";
  let exited = false;
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const gone = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      for (const listener of listeners) listener();
      resolve();
    }),
  );

  const handle: NodeProcess = {
    pid: child.pid,
    output: () => output,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
    exited: () => exited,
    waitForOutput(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) finish();
          else if (exited) finish(new Error(`${script} exited before printing ${pattern}:\n${output}`));
        };
        const timer = setTimeout(
          () => finish(new Error(`${script} did not print ${pattern} within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        check();
      });
    },
    async kill() {
      if (!exited) child.kill("SIGKILL");
      await gone;
    },
    terminate() {
      if (!exited) child.kill("SIGTERM");
    },
    async waitForExit(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${script} still runs after ${timeoutMs} ms:\n${output.slice(-4000)}`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([gone, timeout]);
      } finally {
        clearTimeout(timer);
      }
      return handle.exitCode() ?? -1;
    },
    async stop(graceMs = 10_000) {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await gone;
      clearTimeout(timer);
    },
  };
  return handle;
}

export interface ServerProcess extends NodeProcess {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
}

/**
 * `npm start` without the build check: the API (and its job runner unless WORKER_CONCURRENCY=0) on a free
 * port; `script` is the compiled server's main.js when the test runs the production build.
 */
export async function startServer(
  env: Record<string, string>,
  script = "server/main.ts",
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const server = startNodeProcess(
    script,
    {
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: TEST_SECRET,
      // The ready line is an info line.
      ...env,
      LOG_LEVEL: "info",
    },
    options,
  );
  try {
    await server.waitForOutput(/Hangar Log is ready at/, 30_000);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return Object.assign(server, { baseUrl: `http://127.0.0.1:${port}` });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `condition` until it returns a value (not undefined) or the time is up. */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
