// The documents a technician hands over (docs/product.md §20) for the big record of
// bench/support/big-record.ts: the KA-310 PDF, the employment summary, the experience letters, the
// portable export, and its import into a new empty account. Times each through its service and prints
// its size (and pages for a PDF). PGlite; no target, the figures are for docs/performance.md.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { openDatabase } from "../server/db/client";
import { users, workHistoryForms } from "../server/db/schema/index";
import {
  makeEmploymentSummary,
  makeExperienceLetters,
  makeWorkHistoryPdf,
} from "../server/features/documents/documents.service";
import { exportAccount, importAccount } from "../server/features/documents/portable.service";
import { closeHeavyWorkPools } from "../server/heavy-work/pools";
import { seedBigRecord } from "./support/big-record";
import { timeCalls } from "./support/timing";

const CALLS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const connection = await openDatabase({ dataDir });
const { db } = connection;
try {
  const { techId } = await seedBigRecord(db);
  const [form] = await db.select({ id: workHistoryForms.id }).from(workHistoryForms);
  const tech = { id: techId, fullName: "Zoë Łukasz", email: "zoe@example.com" };
  const now = new Date();
  const ctx = { db, clock: () => now };

  const rows: Record<string, string | number>[] = [];
  const measurePdf = async (document: string, make: () => Promise<{ bytes: Uint8Array }>) => {
    const file = await make();
    const pages = (await PDFDocument.load(file.bytes)).getPageCount();
    const timing = await timeCalls(async () => void (await make()), CALLS, 2);
    rows.push({
      document,
      pages,
      "size (KB)": Math.round(file.bytes.length / 1024),
      "p50 (ms)": Math.round(timing.p50),
      "max (ms)": Math.round(timing.max),
    });
  };
  await measurePdf("KA-310 work history", () => makeWorkHistoryPdf(ctx, tech, form!.id));
  await measurePdf("employment summary", () => makeEmploymentSummary(ctx, tech));
  await measurePdf("experience letters (10)", () => makeExperienceLetters(ctx, tech, {}));

  const { file } = await exportAccount(ctx, tech);
  const exportTiming = await timeCalls(async () => void (await exportAccount(ctx, tech)), CALLS, 2);
  rows.push({
    document: "portable export",
    pages: "-",
    "size (KB)": Math.round(JSON.stringify(file).length / 1024),
    "p50 (ms)": Math.round(exportTiming.p50),
    "max (ms)": Math.round(exportTiming.max),
  });
  const fileBytes = Buffer.from(JSON.stringify(file));
  // Each import into a new account of its own (an import needs an empty account).
  const newcomers = await db
    .insert(users)
    .values(
      Array.from({ length: CALLS + 1 }, (_, i) => ({
        email: `newcomer-${i}@example.com`,
        fullName: `Newcomer ${i}`,
        password: "x",
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, fullName: users.fullName, email: users.email });
  let next = 0;
  const importTiming = await timeCalls(
    async () => void (await importAccount(ctx, newcomers[next++]!, fileBytes)),
    CALLS,
    1,
  );
  rows.push({
    document: "import of that export",
    pages: "-",
    "size (KB)": "-",
    "p50 (ms)": Math.round(importTiming.p50),
    "max (ms)": Math.round(importTiming.max),
  });
  console.table(rows);
} finally {
  await closeHeavyWorkPools();
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}
