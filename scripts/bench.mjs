// `npm run bench [name]`: runs every bench/*.bench.ts (or those whose name contains the argument) and
// lets each print its own table. Benchmarks are run on purpose, never inside npm test.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const filter = process.argv[2] ?? "";
const files = readdirSync("bench")
  .filter((file) => file.endsWith(".bench.ts") && file.includes(filter))
  .sort();
if (files.length === 0) {
  console.error(`no benchmark matches "${filter}"`);
  process.exit(1);
}
let failed = false;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], { stdio: "inherit" });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
