// The audit packet of one big record (bench/support/big-record.ts). Times the whole packet (reads and
// PDF) through the service and prints its size and page count. PGlite; no target, the figure is for
// docs/performance.md.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { openDatabase } from "../server/db/client";
import { makeAuditPacketOf } from "../server/features/audit-packet/audit-packet.service";
import { closeHeavyWorkPools } from "../server/heavy-work/pools";
import { EVENTS, ITEMS, seedBigRecord } from "./support/big-record";
import { timeCalls } from "./support/timing";

const CALLS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-bench-"));
const connection = await openDatabase({ dataDir });
const { db } = connection;
try {
  const { techId } = await seedBigRecord(db);
  const now = new Date();
  const ctx = { db, clock: () => now };
  const packet = await makeAuditPacketOf(ctx, { id: techId }, techId);
  const pages = (await PDFDocument.load(packet.bytes)).getPageCount();
  const timing = await timeCalls(
    async () => {
      await makeAuditPacketOf(ctx, { id: techId }, techId);
    },
    CALLS,
    2,
  );
  console.table([
    {
      items: ITEMS,
      events: EVENTS,
      pages,
      "size (KB)": Math.round(packet.bytes.length / 1024),
      "p50 (ms)": Math.round(timing.p50),
      "max (ms)": Math.round(timing.max),
    },
  ]);
} finally {
  await closeHeavyWorkPools();
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}
