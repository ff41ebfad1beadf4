// Builds what is missing or older than its sources, so `npm start` always runs what is in the tree
// without rebuilding on every start: the web app (dist/web) and the compiled server (dist/server).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const TARGETS = [
  {
    what: "the web app",
    stamp: "dist/web/index.html",
    sources: ["web", "domain", "vite.config.ts", "package-lock.json"],
    command: ["npx", ["vite", "build", "--logLevel", "warn"]],
  },
  {
    what: "the server",
    stamp: "dist/server/main.js",
    sources: ["server", "domain", "scripts/build-server.mjs", "tsconfig.json", "package-lock.json"],
    command: ["node", ["scripts/build-server.mjs"]],
  },
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.endsWith(".test.ts") || child.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

for (const target of TARGETS) {
  const built = existsSync(target.stamp) ? statSync(target.stamp).mtimeMs : 0;
  const newestSource = Math.max(...target.sources.map(newestMtime));
  if (built !== 0 && newestSource <= built) continue;
  console.log(`${built === 0 ? "Building" : "Sources changed: rebuilding"} ${target.what}...`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
