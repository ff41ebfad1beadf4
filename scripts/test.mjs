// `npm test`: typecheck, lint, unit + component + API tests (PGlite, then real PostgreSQL when
// TEST_DATABASE_URL is set) and the browser tests. Every step runs; the last line sums them up.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { databaseServerTestFiles } from "./test-files.mjs";

mkdirSync(".tmp", { recursive: true });
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(name, command, args, env = process.env, countFrom) {
  console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  if (countFrom) rmSync(countFrom.file, { force: true });
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const ok = result.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let detail = "";
  if (countFrom && existsSync(countFrom.file)) {
    const counts = countFrom.read(JSON.parse(readFileSync(countFrom.file, "utf8")));
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    const flaky = counts.flaky ? `, ${counts.flaky} passed only on retry` : "";
    detail = ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky})`;
  } else if (!ok && countFrom) {
    failed += 1;
  }
  results.push(`${ok ? "ok  " : "FAIL"} ${name} in ${seconds} s${detail}`);
  return ok;
}

const vitestCounts = (file) => ({
  file,
  read: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }),
});
const playwrightCounts = (file) => ({
  file,
  read: (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    flaky: report.stats.flaky,
  }),
});

run("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
run("lint", "npx", ["biome", "check", "."]);
run(
  "unit, component and API tests (PGlite)",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest-pglite.json"],
  envWithoutPostgres,
  vitestCounts(".tmp/vitest-pglite.json"),
);
if (TEST_DATABASE_URL) {
  run(
    "API tests (PostgreSQL)",
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "server",
      "--project",
      "server-isolated",
      "--project",
      "server-alone",
      // Only the files that open the test database: the others (document reading, extraction, PDF
      // layout, the CLI and start-up tests on their own embedded database) ran in the stage above.
      ...databaseServerTestFiles(),
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=.tmp/vitest-postgres.json",
    ],
    // The fuzzing sends other requests here than on PGlite (another seed), fewer of them: together the
    // two stages try more inputs than one stage did alone (docs/decisions/0079-shared-test-modules.md).
    { FUZZ_RUNS: "40", FUZZ_SEED: "20261123", ...process.env },
    vitestCounts(".tmp/vitest-postgres.json"),
  );
} else {
  results.push("skip API tests on PostgreSQL (set TEST_DATABASE_URL to run them)");
}
// In CI a skipped PostgreSQL fault test is a failure, not a skip.
if (process.env.CI) run("fault tests ran on PostgreSQL", "node", ["server/quality/faults/ci-check.mjs"]);
run("build", "node", ["scripts/ensure-build.mjs"]);
// The build as a deployment runs it: production packages only, migrate, API and worker, one document, SIGTERM.
run("production build smoke", "node", ["scripts/production-smoke.mjs"]);
run(
  "browser tests (Playwright, Chromium)",
  "npx",
  ["playwright", "test"],
  { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json" },
  playwrightCounts(".tmp/playwright.json"),
);

console.log("\n=== summary");
for (const line of results) console.log(line);
const anyFailed = results.some((line) => line.startsWith("FAIL"));
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(anyFailed ? 1 : 0);
