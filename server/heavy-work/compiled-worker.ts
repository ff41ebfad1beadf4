// A worker thread that loads its TypeScript through tsx registers loader hooks of its own and sends every
// module through them: about 1 s per thread with tsx's disk cache, 2-8 s without it (a fresh container),
// on the 2-core machine. Bundled once per process with esbuild into one plain ES module, the same code
// loads in about 0.3 s. Packages stay external: Node loads them itself, from the repository's
// node_modules (the bundle is written under it so they resolve). docs/decisions/0061-cold-start.md.

import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const COMPILED_WORKER_DIR = path.join(ROOT, "node_modules", ".cache", "hangar-log");

/** Bundles of older code are removed once unused this long (each start refreshes its own file's time). */
export const STALE_BUNDLE_MS = 7 * 24 * 3_600_000;

const compiled = new Map<string, Promise<URL>>();

/**
 * The worker module `source` (a .ts file) as one JavaScript file, written once per content (its name
 * carries the hash, so processes starting together and older versions never clash). Memoised per source.
 */
export function compileWorkerModule(source: URL): Promise<URL> {
  // The compiled server (npm run build) names its threads' bundles already.
  if (!source.pathname.endsWith(".ts")) return Promise.resolve(source);
  let result = compiled.get(source.href);
  if (!result) {
    result = bundle(source);
    // A failure is not remembered: the caller falls back, and the next process tries again.
    result.catch(() => compiled.delete(source.href));
    compiled.set(source.href, result);
  }
  return result;
}

async function bundle(source: URL): Promise<URL> {
  // Loaded only here: the API's thread never needs esbuild otherwise.
  const { build } = await import("esbuild");
  const output = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    write: false,
    logLevel: "silent",
  });
  const code = output.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild produced nothing for ${source.href}`);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const name = `${path.basename(fileURLToPath(source), path.extname(source.pathname))}-${hash}.mjs`;
  const file = path.join(COMPILED_WORKER_DIR, name);
  if (existsSync(file)) {
    const now = new Date();
    await utimes(file, now, now);
  } else {
    await mkdir(COMPILED_WORKER_DIR, { recursive: true });
    // Written aside then renamed: another process reading it never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  await removeStale(name);
  return pathToFileURL(file);
}

/** Every change of the code writes a new bundle: those of older code, long unused, go. */
async function removeStale(current: string): Promise<void> {
  const prefix = current.slice(0, current.lastIndexOf("-") + 1);
  for (const entry of await readdir(COMPILED_WORKER_DIR)) {
    if (entry === current || !entry.startsWith(prefix)) continue;
    const file = path.join(COMPILED_WORKER_DIR, entry);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_BUNDLE_MS) await unlink(file).catch(() => {});
  }
}
