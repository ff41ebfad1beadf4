// The compiled server (scripts/build-server.mjs) for fault tests that run what a deployment runs. It is
// built when missing or older than its sources, then copied to a directory of the test's own: the
// build empties dist/server first, and other people (or `npm start`) may rebuild while the test still
// starts processes from it. The copy sits two levels under the repository, as dist/server does, so
// the paths the bundles compute from their own location (the repository root, node_modules) still hold.

import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./processes";

const run = promisify(execFile);

const BUILT = path.join(REPO_ROOT, "dist", "server");
const SOURCES = ["server", "domain", "scripts/build-server.mjs", "tsconfig.json", "package-lock.json"];
/** Written last by the build: a copy without it was taken from a build still under way. */
const LAST_WRITTEN = "package.json";

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function isCurrent(): boolean {
  const stamp = path.join(BUILT, "main.js");
  if (!existsSync(stamp) || !existsSync(path.join(BUILT, LAST_WRITTEN))) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(REPO_ROOT, source)) <= built);
}

export interface ProductionBuild {
  /** Absolute path of a compiled entry point (`main.js`, `worker.js`, `migrate.js`). */
  entry(name: string): string;
  remove(): void;
}

/** Builds the server if needed and gives a private copy of it. */
export async function prepareProductionBuild(): Promise<ProductionBuild> {
  for (let attempt = 1; ; attempt++) {
    if (!isCurrent()) {
      await run(process.execPath, ["scripts/build-server.mjs"], { cwd: REPO_ROOT, timeout: 120_000 });
    }
    mkdirSync(path.join(REPO_ROOT, ".tmp"), { recursive: true });
    const directory = mkdtempSync(path.join(REPO_ROOT, ".tmp", "fault-build-"));
    try {
      cpSync(BUILT, directory, { recursive: true });
    } catch (error) {
      if (attempt >= 3) throw error;
    }
    if (
      ["main.js", "worker.js", "migrate.js", LAST_WRITTEN].every((name) =>
        existsSync(path.join(directory, name)),
      )
    ) {
      return {
        entry: (name) => path.join(directory, name),
        remove: () => rmSync(directory, { recursive: true, force: true }),
      };
    }
    rmSync(directory, { recursive: true, force: true });
    if (attempt >= 3) throw new Error(`${BUILT} stayed incomplete (a build kept running elsewhere?)`);
  }
}
