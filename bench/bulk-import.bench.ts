// Bulk import against a crowd: 5,000 users, then 200 resumes imported through the API (presign, PUT,
// complete), read by the runner (built-in extractor, 2 at once) and matched. Prints the matching
// time per document (target p95 ≤ 50 ms, docs/product.md §18.2) and the whole import's time.
// PGlite and local storage. Run: npm run bench bulk-import
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { matchPerson, refreshUserMatchNames } from "../server/features/imports/matching.service";
import { createProcessingRunner } from "../server/features/processing/processing-runner";
import { createSession } from "../server/features/sessions/sessions";
import { JobSignal } from "../server/jobs/job-signal";
import type { TestApp } from "../server/test/app";
import { importFiles, resumeNaming, waitUntilRead } from "../server/test/imports";
import { timeCalls } from "./support/timing";

const USERS = 5_000;
const FILES = 200;
const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "William",
  "Elizabeth",
  "David",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Charles",
  "Karen",
  "Daniel",
  "Nancy",
  "Matthew",
  "Lisa",
  "Anthony",
  "Betty",
  "Mark",
  "Margaret",
  "Steven",
  "Sandra",
  "Paul",
  "Ashley",
  "Andrew",
  "Kimberly",
  "Joshua",
  "Emily",
  "Kenneth",
  "Donna",
  "Kevin",
  "Michelle",
  "Brian",
  "Carol",
  "George",
  "Amanda",
  "Timothy",
  "Melissa",
  "Ronald",
  "Deborah",
  "Edward",
  "Stephanie",
  "Jason",
  "Rebecca",
  "Jeffrey",
  "Sharon",
  "Ryan",
  "Laura",
  "Jacob",
  "Cynthia",
  "Gary",
  "Kathleen",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
  "Carter",
  "Roberts",
  "Gomez",
  "Phillips",
  "Evans",
  "Turner",
  "Diaz",
  "Parker",
  "Cruz",
  "Edwards",
  "Collins",
  "Reyes",
  "Stewart",
  "Morris",
  "Morales",
  "Murphy",
  "Cook",
  "Rogers",
  "Gutierrez",
  "Ortiz",
  "Morgan",
  "Cooper",
  "Peterson",
  "Bailey",
  "Reed",
  "Kelly",
  "Howard",
  "Ramos",
  "Kim",
  "Cox",
  "Ward",
  "Richardson",
  "Watson",
  "Brooks",
  "Chavez",
  "Wood",
  "James",
  "Bennett",
  "Gray",
  "Mendoza",
  "Ruiz",
  "Hughes",
  "Price",
  "Alvarez",
  "Castillo",
  "Sanders",
  "Patel",
  "Myers",
  "Long",
  "Ross",
  "Foster",
  "Jimenez",
];

const names = FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`)).slice(0, USERS);
/** A third of the documents name a user and give their address, a third a typo of a name, a third nobody. */
function documentName(index: number): { fullName: string; email: string | null } {
  const userIndex = (index * 37) % names.length;
  const person = names[userIndex] ?? "Nobody Here";
  if (index % 3 === 0) return { fullName: person, email: `user${userIndex}@example.com` };
  if (index % 3 === 1) return { fullName: `${person.slice(0, -1)}e`, email: null };
  return { fullName: `Quillon Zebrowski${index}`, email: `unknown${index}@example.com` };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
const database = await openDatabase({ dataDir });
const jobSignal = new JobSignal();
const app = await buildApp({ config, database, logger: false, jobSignal });
await app.ready();
try {
  for (let start = 0; start < names.length; start += 500) {
    await app.db.insert(users).values(
      names.slice(start, start + 500).map((fullName, offset) => ({
        fullName,
        email: `user${start + offset}@example.com`,
        password: "x",
        emailVerified: true,
      })),
    );
  }
  const [admin] = await app.db
    .insert(users)
    .values({
      email: "admin@example.com",
      fullName: "Ada Admin",
      password: "x",
      role: "admin",
      emailVerified: true,
    })
    .returning();
  const { token } = await createSession(app.db, admin!.id, new Date());
  const cookie = `${app.sessionCookie.name}=${token}`;

  const refreshStarted = performance.now();
  const refreshed = await refreshUserMatchNames(app);
  const refreshMs = performance.now() - refreshStarted;
  const matching = await timeCalls(async (i) => {
    await matchPerson(app, documentName(i));
  }, FILES);

  const runner = createProcessingRunner(
    { config, db: app.db, storage: app.storage, clock: app.clock, log: pino({ level: "silent" }) },
    { concurrency: 2 },
  );
  jobSignal.attach(() => runner.wake());
  runner.start();
  const testApp = { app } as TestApp;
  const files = Array.from({ length: FILES }, (_, i) => {
    const person = documentName(i);
    return { filename: `crew-${i}.txt`, bytes: resumeNaming(person.fullName, person.email) };
  });
  const started = performance.now();
  const ids = await importFiles(testApp, cookie, "resume", files);
  const uploadedMs = performance.now() - started;
  const cards = await waitUntilRead(testApp, cookie, ids, 30 * 60_000);
  const importMs = performance.now() - started;
  await runner.stop();

  const statuses: Record<string, number> = {};
  for (const id of ids) {
    const status = cards.get(id)?.matchStatus ?? cards.get(id)?.state ?? "missing";
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  console.log(`${USERS} users; ${FILES} resumes; statuses: ${JSON.stringify(statuses)}`);
  console.table({
    [`first name index of ${refreshed} users (ms)`]: Math.round(refreshMs),
    "matching p50 per document (ms)": Math.round(matching.p50 * 10) / 10,
    "matching p95 per document (ms, target ≤ 50)": Math.round(matching.p95 * 10) / 10,
    "matching max (ms)": Math.round(matching.max * 10) / 10,
    [`${FILES} files uploaded and registered (s)`]: Math.round(uploadedMs / 100) / 10,
    [`whole import, ${FILES} files read and matched (s)`]: Math.round(importMs / 100) / 10,
  });
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
