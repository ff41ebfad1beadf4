// Builds the web app when dist/web is missing or older than its sources, so `npm start` always serves
// what is in the tree without rebuilding on every start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const stamp = "dist/web/index.html";
const sources = ["web", "domain", "vite.config.ts", "package-lock.json"];

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

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const newestSource = Math.max(...sources.map(newestMtime));
if (built === 0 || newestSource > built) {
  console.log(built === 0 ? "Building the web app (first start)..." : "Web sources changed: rebuilding...");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
