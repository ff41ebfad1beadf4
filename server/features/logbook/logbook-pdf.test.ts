// The logbook PDF (docs/product.md §22.5) through the API on a fresh database, read back with unpdf:
// one row per task with its countersignature columns, declined and superseded entries as such, page
// totals, 'Page N of M' and the technician's name and certificate on every page; the owner's own
// and, for administrators, any member's.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { seedWorkHistory } from "../../test/handover";
import { countersignByLink, createLogbookEntry, OUTSIDE_SUPERVISOR } from "../../test/logbook";
import { pdfPages, pdfText } from "../../test/pdf-text";

let harness: Harness;
let tech: Client;
let other: Client;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Zoë Account" });
  other = await signedInClient(harness.testApp, { fullName: "Other Tech" });
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  await seedWorkHistory(tech);
  const signed = await createLogbookEntry(tech, {
    performedOn: "2026-05-02",
    aircraftMake: "Airbus",
    aircraftModel: "A320",
    aircraftSeries: "214",
    aircraftRegistration: "D-AIZA",
    ataChapter: "32",
    task: "Replaced the left main wheel",
    minutes: 150,
    workOrder: "WO-77",
  });
  const declined = await createLogbookEntry(tech, {
    performedOn: "2026-05-03",
    ataChapter: "24",
    task: "Battery capacity check",
    activityKind: "test",
    minutes: 45,
    workOrder: null,
  });
  await countersignByLink(harness.testApp, tech, [
    { entryId: signed.id, decision: "countersigned" },
    { entryId: declined.id, decision: "declined", remark: "Not seen by me" },
  ]);
  expectStatus(
    await tech.post(`/api/logbook/entries/${signed.id}/corrections`, {
      performedOn: "2026-05-02",
      aircraftMake: "Airbus",
      aircraftModel: "A320",
      aircraftRegistration: "D-AIZA",
      ataChapter: "32",
      task: "Replaced the right main wheel",
      activityKind: "removal_installation",
      minutes: 150,
      workOrder: "WO-77",
    }),
    201,
  );
});
afterAll(async () => {
  await harness?.close();
});

describe("the logbook PDF", () => {
  it("answers the technician their own logbook as a PDF to save", async () => {
    const response = await tech.get("/api/me/logbook.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-logbook-zoe-lukasz-2026-06-01.pdf"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("prints each task with its countersignature, declined and superseded as such, and the totals", async () => {
    const text = await pdfText((await tech.get("/api/me/logbook.pdf")).rawPayload);
    expect(text).toContain("Task logbook");
    expect(text).toContain("Technician Zoë Łukasz-Ωμέγα - Certificate / licence no. 3456789");
    for (const header of ["Date", "Aircraft (type, reg.)", "ATA", "Task", "Activity", "Time", "Work order"])
      expect(text).toContain(header);
    for (const header of ["Supervisor", "Licence no.", "Signed on", "How"]) expect(text).toContain(header);
    // One row per task (its cells wrap onto more lines), oldest first, a correction after the entry
    // it supersedes.
    expect(text).toContain(
      "2026-05-02 Airbus A320 214 ATA 32 Landing Replaced the left main wheel Removal / 2:30 WO-77 Superseded Olive Outside EASA.66.1234 2026-06-01 E-mailed link\nD-AIZA gear installation (countersigned)",
    );
    expect(text).toContain(
      "2026-05-02 Airbus A320 ATA 32 Landing Replaced the right main wheel Removal / 2:30 WO-77 Draft - - - -\nD-AIZA gear installation Correction of the\ntask of\n2026-05-02\n2026-05-03",
    );
    expect(text).toContain(
      "2026-05-03 Cessna 172S ATA 24 Battery capacity check Test 0:45 - Declined Olive Outside EASA.66.1234 2026-06-01 E-mailed link\nN12345 Electrical Remark: Not\npower seen by me",
    );
    expect(text).toContain("Page totals: 3 tasks, 5:45 hours; countersigned 0 tasks, 0:00 hours");
    expect(text).toContain("Logbook totals: 3 tasks, 5:45 hours; countersigned 0 tasks, 0:00 hours");
    expect(text).toMatch(/Page 1 of 1/);
  });

  it("totals each page, and names the technician and certificate at the top of every page", async () => {
    const many = await signedInClient(harness.testApp, { fullName: "Pat Pages" });
    const ids: string[] = [];
    for (let index = 0; index < 45; index++) {
      const entry = await createLogbookEntry(many, {
        performedOn: `2026-04-${String((index % 28) + 1).padStart(2, "0")}`,
        task: `Routine task number ${index + 1} with a description long enough to wrap onto a second line of its cell`,
        minutes: 60,
      });
      ids.push(entry.id);
    }
    await countersignByLink(
      harness.testApp,
      many,
      ids.slice(0, 10).map((entryId) => ({ entryId, decision: "countersigned" as const })),
    );
    const pages = await pdfPages((await many.get("/api/me/logbook.pdf")).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    let tasks = 0;
    pages.forEach((page, index) => {
      expect(page).toContain("Technician Pat Pages - Certificate / licence no. -");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      const total = /Page totals: (\d+) tasks?, (\d+):00 hours/.exec(page);
      expect(total, `page ${index + 1} has its totals`).not.toBeNull();
      expect(Number(total?.[2])).toBe(Number(total?.[1]));
      tasks += Number(total?.[1]);
    });
    expect(tasks).toBe(45);
    expect(pages.at(-1)).toContain(
      "Logbook totals: 45 tasks, 45:00 hours; countersigned 10 tasks, 10:00 hours",
    );
  });

  it("is any member's for an administrator, and nobody else's", async () => {
    const response = await admin.get(`/api/admin/users/${tech.user.id}/logbook.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(OUTSIDE_SUPERVISOR.name);
    expect(text).toContain("Replaced the left main wheel");
    expect(
      expectStatus(await admin.get(`/api/admin/users/${crypto.randomUUID()}/logbook.pdf`), 404).message,
    ).toBe("User not found.");
    expectStatus(await other.get(`/api/admin/users/${tech.user.id}/logbook.pdf`), 403);
    // Another technician's own PDF holds only their own (empty) logbook.
    const own = await pdfText((await other.get("/api/me/logbook.pdf")).rawPayload);
    expect(own).toContain("No tasks recorded yet.");
    expect(own).not.toContain("Replaced the left main wheel");
  });
});
