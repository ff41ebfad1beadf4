// The SDKs most installs never use load on first use, not when the server starts (docs/performance.md,
// "Dashboard stats and start-up"): a static import of one of them would quietly add its start-up to
// every server start and every server test file.

import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The packages a fresh Node process has loaded (CommonJS ones) after importing `modules`. */
function packagesLoadedBy(modules: string[]): string[] {
  const script = `
    import { createRequire } from "node:module";
    for (const module of ${JSON.stringify(modules)}) await import(module);
    const cache = createRequire(import.meta.url).cache;
    const names = Object.keys(cache).map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file)?.[1]);
    console.log(JSON.stringify([...new Set(names.filter(Boolean))]));
  `;
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "[]");
}

const LOADED_ON_FIRST_USE = ["pdf-lib", "@pdf-lib/fontkit", "@aws-sdk/client-s3"];

describe("starting the application", () => {
  it("does not load pdf-lib, fontkit or the AWS SDK", () => {
    const loaded = packagesLoadedBy(["./server/app.ts"]);
    expect(loaded).toContain("fastify");
    expect(loaded.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  }, 30_000);

  it("sees them once something imports them (the check can fail)", () => {
    const loaded = packagesLoadedBy([
      "./server/app.ts",
      "./server/features/documents/work-history.document.ts",
    ]);
    expect(loaded).toEqual(expect.arrayContaining(["pdf-lib", "@pdf-lib/fontkit"]));
  }, 30_000);
});
