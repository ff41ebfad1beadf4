// `node server/quality/faults/ci-check.mjs <vitest JSON report of the PostgreSQL run>`, run by
// scripts/test.mjs in CI. The PostgreSQL fault tests skip themselves without TEST_DATABASE_URL (fine on
// a laptop); in CI that skip must never hide them, so this fails unless the PostgreSQL run happened and
// every test under server/quality/faults/ in it passed (none skipped), and every test file there ran:
// one that never made it into the run (left out by a filter, or failed to load) fails too.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const reportFile = process.argv[2] ?? ".tmp/vitest-postgres.json";

function fail(message) {
  console.error(`fault tests on PostgreSQL: ${message}`);
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  fail("TEST_DATABASE_URL is not set, so the PostgreSQL fault tests were skipped. CI must provide it.");
}
if (!existsSync(reportFile)) fail(`no report at ${reportFile}: the PostgreSQL test run did not finish.`);

const report = JSON.parse(readFileSync(reportFile, "utf8"));
const tests = report.testResults
  .filter((file) => file.name.replaceAll("\\", "/").includes("/server/quality/faults/"))
  .flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${file.name.replace(/^.*\/server\//, "server/")} > ${test.fullName}`,
      status: test.status,
    })),
  );
if (tests.length === 0) fail("the PostgreSQL run has no tests from server/quality/faults/.");
const faultFiles = readdirSync(new URL(".", import.meta.url)).filter((name) => name.endsWith(".test.ts"));
const missing = faultFiles.filter(
  (name) => !tests.some((test) => test.name.startsWith(`server/quality/faults/${name} > `)),
);
if (missing.length > 0) fail(`no tests of ${missing.join(", ")} in the PostgreSQL run.`);
const notPassed = tests.filter((test) => test.status !== "passed");
if (notPassed.length > 0) {
  fail(`not passed:\n${notPassed.map((test) => `  ${test.status}: ${test.name}`).join("\n")}`);
}
console.log(`fault tests on PostgreSQL: ${tests.length} ran and passed`);
