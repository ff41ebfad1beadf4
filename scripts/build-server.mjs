// Builds the server to plain JavaScript in dist/server (docs/decisions/0066-compiled-server.md): what a
// deployment runs is `node dist/server/main.js` (the API), `worker.js`, `migrate.js`, `create-admin.js`
// and `run-alerts.js`, with no TypeScript loader. Packages stay external (node_modules beside it).
//
// Code finds its threads and files with `new URL("<relative>", import.meta.url)`. Every bundle is
// written to the one directory dist/server, so while bundling each such URL is rewritten to where its
// target is in dist: a thread module (.ts) becomes a bundle of its own (`thread-….js`), a tsx entry shim
// (.mjs) the bundle it would have loaded, and any other file or directory under server/ is copied.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = path.join(ROOT, "server");
export const SERVER_OUT = path.join(ROOT, "dist", "server");

/** The processes a deployment starts, by output name. */
const ENTRY_POINTS = {
  main: "server/main.ts",
  worker: "server/worker.ts",
  migrate: "server/cli/migrate.ts",
  "create-admin": "server/cli/create-admin.ts",
  "run-alerts": "server/cli/run-alerts.ts",
};

/** The entry shim of a worker pool loads the module it is given; compiled, that is a plain import. */
const POOL_ENTRY = path.join(SERVER, "lib", "worker-pool", "ts-entry.mjs");
const POOL_ENTRY_COMPILED = "thread-pool-entry.js";

const MODULE_URL = /new URL\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;

function threadName(source) {
  const relative = path.relative(SERVER, source).replace(/\.ts$/, "");
  return `thread-${relative.split(path.sep).join("-")}.js`;
}

/**
 * Bundles `entryPoints` (output name → source) and every thread they reach into `outDir`. The bench
 * builds its cold-start entry with it, so it measures what production runs.
 */
export async function buildServer({ outDir = SERVER_OUT, entryPoints = ENTRY_POINTS } = {}) {
  const threads = new Map(); // source .ts → output name
  const copies = new Map(); // source path under server/ → path under outDir

  /** Where a `new URL(specifier, import.meta.url)` in `importer` points once built, relative to outDir. */
  function compiledTarget(importer, specifier) {
    const target = path.resolve(path.dirname(importer), specifier);
    if (target === POOL_ENTRY) return `./${POOL_ENTRY_COMPILED}`;
    if (target.endsWith(".mjs") && path.basename(target) === "worker-entry.mjs") {
      // A tsx shim that loads ./worker.ts beside it: compiled, the thread is that bundle itself.
      return compiledTarget(importer, path.join(path.dirname(specifier), "worker.ts"));
    }
    if (target.endsWith(".ts")) {
      if (!threads.has(target)) threads.set(target, threadName(target));
      return `./${threads.get(target)}`;
    }
    const insideServer = !path.relative(SERVER, target).startsWith("..");
    const slash = specifier.endsWith("/") ? "/" : "";
    if (insideServer) {
      const relative = path.relative(SERVER, target);
      copies.set(target, relative);
      return `./${relative.split(path.sep).join("/")}${slash}`;
    }
    return `${path.relative(outDir, target).split(path.sep).join("/")}${slash}`;
  }

  const rewriteModuleUrls = {
    name: "module-urls",
    setup(builder) {
      builder.onLoad({ filter: /[\\/](server|bench)[\\/].*\.(ts|mjs)$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const contents = source.replace(MODULE_URL, (whole, _quote, specifier) => {
          if (!specifier.startsWith(".")) return whole;
          return `new URL(${JSON.stringify(compiledTarget(args.path, specifier))}, import.meta.url)`;
        });
        return { contents, loader: args.path.endsWith(".ts") ? "ts" : "js" };
      });
    },
  };

  const common = {
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    sourcemap: "linked",
    logLevel: "warning",
    outdir: outDir,
    plugins: [rewriteModuleUrls],
  };

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries = Object.fromEntries(
    Object.entries(entryPoints).filter(([, source]) => existsSync(path.resolve(ROOT, source))),
  );
  await build({ ...common, entryPoints: entries });

  // Threads found while bundling may name threads of their own: build until none is new.
  const built = new Set();
  for (;;) {
    const pending = [...threads].filter(([source]) => !built.has(source));
    if (pending.length === 0) break;
    for (const [source] of pending) built.add(source);
    await build({
      ...common,
      entryPoints: Object.fromEntries(pending.map(([source, name]) => [name.replace(/\.js$/, ""), source])),
    });
  }
  writeFileSync(
    path.join(outDir, POOL_ENTRY_COMPILED),
    '// A worker pool thread: loads the compiled module it is given.\nimport { workerData } from "node:worker_threads";\n\nawait import(workerData.module);\n',
  );
  for (const [source, relative] of copies) cpSync(source, path.join(outDir, relative), { recursive: true });
  // Node reads the bundles as ES modules without looking for the root package.json's "type".
  writeFileSync(path.join(outDir, "package.json"), '{ "type": "module" }\n');
  return { entries: Object.keys(entries).length, threads: threads.size, copies: copies.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const result = await buildServer();
  console.log(
    `Server built in dist/server: ${result.entries} entry points, ${result.threads} thread modules, ${result.copies} files copied (${Math.round(performance.now() - started)} ms).`,
  );
}
