// The eligibility estimates (docs/product.md §19.2): the pure rules on a long career (40 employers,
// 60 experience entries, 2,000 IA activities), then GET /api/me/eligibility through the whole Fastify
// stack (app.inject with a session cookie) for members seeded like the dashboard benchmark's, plus an
// IA activity log of 50 entries each. PGlite. Target: p95 ≤ 20 ms over HTTP, ≤ 5 ms for the rules.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeEligibility, type EligibilityInput } from "../domain/eligibility/index";
import { IA_ACTIVITY_KINDS } from "../domain/enums";
import { addCalendarMonths } from "../domain/training-status";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { iaActivities } from "../server/db/schema/index";
import { createSession } from "../server/features/sessions/sessions";
import { seedMembers } from "./support/members";
import { timeCalls } from "./support/timing";

const USERS = 1_000;
const CALLS = 200;
const HTTP_TARGET_MS = 20;
const RULES_TARGET_MS = 5;
const TODAY = "2026-06-01";

function longCareer(): EligibilityInput {
  const employers = Array.from({ length: 40 }, (_, i) => ({
    id: `e${i}`,
    companyName: `Employer ${i}`,
    startDate: addCalendarMonths("1986-01-15", i * 9),
    endDate: i === 39 ? null : addCalendarMonths("1986-01-15", i * 9 + 11),
  }));
  const experience = Array.from({ length: 60 }, (_, i) => ({
    discipline: (["airframe", "powerplant", "avionics"] as const)[i % 3]!,
    selectedEmploymentIds: employers.filter((_, e) => (e + i) % 4 === 0).map((e) => e.id),
    includeCurrentEmployment: i % 5 === 0,
    useManualDuration: i % 7 === 0,
    manualYears: 2,
    manualMonths: 3,
  }));
  const activities = Array.from({ length: 2000 }, (_, i) => ({
    performedOn: addCalendarMonths("2000-01-10", Math.floor(i / 8)),
    kind: IA_ACTIVITY_KINDS[i % IA_ACTIVITY_KINDS.length]!,
    hours: i % 5 === 3 ? 8 : null,
  }));
  return {
    today: TODAY,
    form: {
      dateOfHire: "2015-03-02",
      apCertificateIssuedOn: "1990-05-01",
      ratings: ["airframe", "powerplant"],
      iaIssuedOn: "1998-03-01",
    },
    employers,
    experience,
    iaActivities: activities.filter((activity) => activity.performedOn <= TODAY),
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const rows: Record<string, string | number>[] = [];

const input = longCareer();
const rules = await timeCalls(async () => {
  computeEligibility(input);
}, 1000);
rows.push({
  through: "computeEligibility (long career)",
  "p50 (ms)": round(rules.p50),
  "p95 (ms)": round(rules.p95),
  "max (ms)": round(rules.max),
  target: `p95 ≤ ${RULES_TARGET_MS} ms: ${rules.p95 <= RULES_TARGET_MS ? "yes" : "NO"}`,
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const connection = await openDatabase({ dataDir });
try {
  const userIds = await seedMembers(connection.db, USERS);
  const sample = Array.from({ length: CALLS }, (_, i) => userIds[(i * 7919) % userIds.length]!);
  for (const userId of new Set(sample))
    await connection.db.insert(iaActivities).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId,
        performedOn: addCalendarMonths("2022-01-05", i % 50),
        kind: IA_ACTIVITY_KINDS[i % IA_ACTIVITY_KINDS.length]!,
        hours: i % 5 === 3 ? 8 : null,
      })).filter((row) => row.performedOn <= TODAY),
    );
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "b".repeat(40),
    LOG_LEVEL: "silent",
    WORKER_CONCURRENCY: "0",
  });
  const app = await buildApp({ config, database: connection, logger: false });
  await app.ready();
  const now = new Date();
  const cookies = await Promise.all(
    sample.map(
      async (userId) =>
        `${app.sessionCookie.name}=${(await createSession(connection.db, userId, now)).token}`,
    ),
  );
  const http = await timeCalls(async (i) => {
    const response = await app.inject({
      method: "GET",
      url: "/api/me/eligibility",
      headers: { cookie: cookies[i % cookies.length]! },
    });
    if (response.statusCode !== 200)
      throw new Error(`eligibility answered ${response.statusCode}: ${response.body}`);
  }, CALLS);
  await app.close();
  rows.push({
    through: `GET /api/me/eligibility via app.inject (PGlite, ${USERS} users)`,
    "p50 (ms)": round(http.p50),
    "p95 (ms)": round(http.p95),
    "max (ms)": round(http.max),
    target: `p95 ≤ ${HTTP_TARGET_MS} ms: ${http.p95 <= HTTP_TARGET_MS ? "yes" : "NO"}`,
  });
} finally {
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
