// The task logbook in the audit packet (docs/product.md §17.5, §22.5): the member's own packet, an
// administrator's, and each PDF of the program's ZIP of audit packets print the logbook section with
// its countersignatures and totals.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry, OUTSIDE_SUPERVISOR } from "../../test/logbook";
import { pdfText } from "../../test/pdf-text";

let harness: Harness;
let tech: Client;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Lena Logbook" });
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  const signed = await createLogbookEntry(tech, { task: "Replaced the steering actuator" });
  const declined = await createLogbookEntry(tech, { task: "Adjusted the flap rigging", ataChapter: "27" });
  await countersignByLink(harness.testApp, tech, [
    { entryId: signed.id, decision: "countersigned" },
    { entryId: declined.id, decision: "declined" },
  ]);
  await createLogbookEntry(tech, { task: "Lubricated the main gear", minutes: 30 });
});
afterAll(async () => {
  await harness?.close();
});

function expectLogbookSection(text: string): void {
  expect(text).toContain("4. Task logbook");
  expect(text).toContain("Date, work order Aircraft, ATA Task, activity Time Status Countersignature");
  expect(text).toContain("Replaced the steering actuator");
  expect(text).toContain(OUTSIDE_SUPERVISOR.name);
  expect(text).toContain(`Licence ${OUTSIDE_SUPERVISOR.licenceNumber}`);
  expect(text).toContain("E-mailed link");
  expect(text).toContain("Declined");
  expect(text).toContain("Logbook totals: 3 tasks, 3:30 hours; countersigned 1 task, 1:30 hours");
}

describe("the audit packet's logbook section", () => {
  it("is in the member's own packet and in the one an administrator downloads", async () => {
    expectLogbookSection(await pdfText((await tech.get("/api/me/audit-packet.pdf")).rawPayload));
    const response = await admin.get(`/api/admin/users/${tech.user.id}/audit-packet.pdf`);
    expect(response.statusCode).toBe(200);
    expectLogbookSection(await pdfText(response.rawPayload));
  });

  it("is in the member's PDF of the program's ZIP of audit packets", async () => {
    const started = expectStatus(
      await admin.post("/api/admin/exports/audit-packets", { userIds: [tech.user.id] }),
      202,
    );
    for (let tries = 0; tries < 600; tries++) {
      const job = expectStatus(await admin.get(`/api/admin/exports/audit-packets/${started.id}`), 200);
      if (job.state !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const zip = (await admin.get(`/api/admin/exports/audit-packets/${started.id}/download`)).rawPayload;
    const files = await zipFiles(zip);
    expect(files.map((file) => file.name)).toEqual(["hangar-log-record-lena-logbook-2026-06-01.pdf"]);
    expectLogbookSection(await pdfText(files[0]?.bytes ?? Buffer.alloc(0)));
  });
});

/** The names and bytes of a ZIP's entries. */
function zipFiles(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: { name: string; bytes: Buffer }[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(files));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}
