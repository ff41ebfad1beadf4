// The portable export and its import through the API: a technician's data leaves one installation as a
// file the domain schema accepts, goes into an empty account on another installation (a fresh
// database), and exporting it there gives the same file again, except what belongs to an installation
// (ids, the export's time and account, sign-offs). The import is refused into an account with data, and
// writes nothing when any part of the file fails.

import { type PortableExport, portableExportSchema } from "@domain/schemas/portable-export";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { loadTrainingProgram, seedWorkHistory } from "../../test/handover";
import { createForm } from "../../test/work-history";

let origin: Harness;
let destination: Harness;
let exported: PortableExport;
let exportResponse: Awaited<ReturnType<Client["get"]>>;

/** The file without what belongs to one installation: ids become positions, sign-offs are dropped. */
function comparable(file: PortableExport) {
  return file.forms.map((form) => {
    const position = new Map(form.employment.map((employer, index) => [employer.ref, `employer ${index}`]));
    const refs = (ids: string[]) => ids.map((id) => position.get(id) ?? id);
    return {
      ...form,
      employment: form.employment.map(({ ref, ...employer }) => ({ ref: position.get(ref), ...employer })),
      airframe: form.airframe.map((entry) => ({
        ...entry,
        selectedEmploymentIds: refs(entry.selectedEmploymentIds),
      })),
      powerplant: form.powerplant.map((entry) => ({
        ...entry,
        selectedEmploymentIds: refs(entry.selectedEmploymentIds),
      })),
      avionics: form.avionics.map((entry) => ({
        ...entry,
        selectedEmploymentIds: refs(entry.selectedEmploymentIds),
      })),
    };
  });
}
const trainingWithoutSignOffs = (file: PortableExport) =>
  file.training.map((item) => ({ ...item, signedOffByName: null, signedOffAt: null }));

beforeAll(async () => {
  origin = await startHarness();
  const admin = await signedInClient(origin.testApp, { role: "admin", fullName: "Ada Admin" });
  const tech = await signedInClient(origin.testApp, { fullName: "Zoë Account" });
  await seedWorkHistory(tech);
  const items = await loadTrainingProgram(admin, "Initial", {
    Safety: [{ name: "Engine run-up", requiresSignOff: true }, "Human factors"],
    Shop: ["Tool control"],
  });
  const runUp = expectStatus(
    await tech.patch(`/api/checklists/items/${items.get("Engine run-up")}`, {
      completed: true,
      completedOn: "2026-05-20",
      notes: "Run on N737ZL, 20 min",
    }),
    200,
  );
  expectStatus(await admin.post(`/api/admin/checklists/completions/${runUp.completion.id}/sign-off`), 204);
  expectStatus(
    await tech.patch(`/api/checklists/items/${items.get("Tool control")}`, { notes: "Waiting for the shop" }),
    200,
  );
  for (const activity of [
    {
      performedOn: "2025-05-02",
      kind: "annual_inspection",
      aircraftMake: "Cessna",
      aircraftRegistration: "n12345",
    },
    { performedOn: "2025-09-14", kind: "refresher_course", hours: 8.5, notes: "IA refresher, Anchorage" },
  ])
    expectStatus(await tech.post("/api/me/ia-activities", activity), 201);
  exportResponse = await tech.get("/api/me/export");
  exported = expectStatus(exportResponse, 200);
  destination = await startHarness();
}, 60_000);
afterAll(async () => {
  await origin?.close();
  await destination?.close();
});

describe("GET /api/me/export", () => {
  it("is a JSON file to save, named in ASCII, that the versioned domain schema accepts", () => {
    expect(exportResponse.headers["content-type"]).toContain("application/json");
    expect(exportResponse.headers["content-disposition"]).toBe(
      'attachment; filename="hangar-log-export-zoe-account-2026-06-01.json"',
    );
    expect(portableExportSchema.safeParse(exported).success).toBe(true);
    expect(exported).toMatchObject({ format: "hangar-log-portable-export", version: 1 });
  });

  it("holds the IA activity log, oldest first, without ids", () => {
    expect(exported.iaActivities).toEqual([
      {
        performedOn: "2025-05-02",
        kind: "annual_inspection",
        hours: null,
        aircraftMake: "Cessna",
        aircraftModel: null,
        aircraftRegistration: "N12345",
        notes: null,
      },
      {
        performedOn: "2025-09-14",
        kind: "refresher_course",
        hours: 8.5,
        aircraftMake: null,
        aircraftModel: null,
        aircraftRegistration: null,
        notes: "IA refresher, Anchorage",
      },
    ]);
  });

  it("holds the form, its entries and the training record", () => {
    expect(exported.forms).toHaveLength(1);
    const [form] = exported.forms;
    expect(form?.fields).toMatchObject({
      firstName: "Zoë",
      lastName: "Łukasz-Ωμέγα",
      apCertificateNumber: "3456789",
    });
    expect(form?.employment.map((employer) => employer.companyName)).toEqual([
      "Sky Wrench Aviation",
      "Polar Jet Services",
    ]);
    expect(form?.airframe[0]?.selectedEmploymentIds).toEqual([form?.employment[0]?.ref]);
    expect(exported.training).toEqual([
      expect.objectContaining({
        item: "Engine run-up",
        completed: true,
        completedOn: "2026-05-20",
        signedOffByName: "Ada Admin",
      }),
      expect.objectContaining({ item: "Tool control", completed: false, notes: "Waiting for the shop" }),
    ]);
  });
});

describe("POST /api/me/import on another installation", () => {
  beforeAll(async () => {
    const destinationAdmin = await signedInClient(destination.testApp, { role: "admin" });
    // The other center's program has the run-up item but not the tool control one.
    await loadTrainingProgram(destinationAdmin, "Initial", { Safety: ["Engine run-up", "Human factors"] });
  });

  /** A new account whose first visit to Work History made a prefilled draft: still an empty account. */
  async function newcomer(): Promise<Client> {
    const client = await signedInClient(destination.testApp, { fullName: "Zoë Newcomer" });
    await createForm(client);
    return client;
  }

  /** A newcomer who imported the file. */
  async function importedNewcomer(): Promise<Client> {
    const client = await newcomer();
    expectStatus(await client.post("/api/me/import", exported), 200);
    return client;
  }

  it("writes everything into the empty account and says which training items had no match", async () => {
    const result = expectStatus(await (await newcomer()).post("/api/me/import", exported), 200);
    expect(result).toEqual({
      formsImported: 1,
      employmentImported: 2,
      experienceImported: 3,
      trainingImported: 1,
      iaActivitiesImported: 2,
      logbookEntriesImported: 0,
      trainingNotFound: ["Initial / Shop / Tool control"],
    });
  });

  it("exports the same file again: the round trip keeps every field", async () => {
    const newcomer = await importedNewcomer();
    const again = expectStatus<PortableExport>(await newcomer.get("/api/me/export"), 200);
    expect(comparable(again)).toEqual(comparable(exported));
    expect(again.iaActivities).toEqual(exported.iaActivities);
    expect(trainingWithoutSignOffs(again)).toEqual(
      trainingWithoutSignOffs(exported).filter((item) => item.item !== "Tool control"),
    );
    // A sign-off is the other installation's; here the item waits for none (its program asks for none).
    expect(again.training[0]?.signedOffByName).toBeNull();
  });

  it("counts the same durations on the imported form", async () => {
    const newcomer = await importedNewcomer();
    const summary = expectStatus(await newcomer.get("/api/experience-summary"), 200);
    expect(summary).toEqual({ airframeTotalMonths: 24, powerplantTotalMonths: 24, avionicsTotalMonths: 51 });
  });

  it("reads a file written before the IA activity log existed", async () => {
    const { iaActivities: _none, ...older } = exported;
    const parsed = portableExportSchema.parse(older);
    expect(parsed.iaActivities).toEqual([]);
  });

  it("is refused into an account that has only an IA activity log", async () => {
    const logger = await signedInClient(destination.testApp);
    expectStatus(
      await logger.post("/api/me/ia-activities", { performedOn: "2025-01-10", kind: "oral_test" }),
      201,
    );
    expect(expectStatus(await logger.post("/api/me/import", exported), 409).code).toBe("account_not_empty");
  });

  it("is refused into an account that has data, and changes nothing there", async () => {
    const newcomer = await importedNewcomer();
    const before = expectStatus(await newcomer.get("/api/me/export"), 200);
    const answer = expectStatus(await newcomer.post("/api/me/import", exported), 409);
    expect(answer.code).toBe("account_not_empty");
    expect(answer.error).toContain("Import into a new, empty account");
    expect(expectStatus(await newcomer.get("/api/me/export"), 200)).toEqual(before);
  });

  it("writes nothing when a part of the file is refused halfway (all or nothing)", async () => {
    const fresh = await signedInClient(destination.testApp);
    const future = {
      ...exported,
      training: [{ ...exported.training[0]!, completedOn: "2031-01-01" }],
    };
    expectStatus(await fresh.post("/api/me/import", future), 400);
    expect(expectStatus(await fresh.get("/api/forms"), 200)).toEqual([]);
    const record = expectStatus(await fresh.get("/api/checklists"), 200);
    expect(record.tabs[0].sections[0].items[0].completion).toBeNull();
  });

  it("refuses a file that is not an export, or selects an employer it does not have", async () => {
    const fresh = await signedInClient(destination.testApp);
    const notOurs = expectStatus(await fresh.post("/api/me/import", { ...exported, format: "other" }), 400);
    expect(JSON.stringify(notOurs.issues)).toContain("This is not a Hangar Log export file.");
    const [form] = exported.forms;
    const dangling = {
      ...exported,
      forms: [
        { ...form, airframe: [{ ...form!.airframe[0], selectedEmploymentIds: [crypto.randomUUID()] }] },
      ],
    };
    const answer = expectStatus(await fresh.post("/api/me/import", dangling), 400);
    expect(JSON.stringify(answer.issues)).toContain("selects an employer that is not in its form");
    expectStatus(await fresh.post("/api/me/import", { ...exported, version: 2 }), 400);
    expect(expectStatus(await fresh.get("/api/forms"), 200)).toEqual([]);
  });

  it("takes two imports sent at once into one account only once", async () => {
    const fresh = await signedInClient(destination.testApp);
    const answers = await Promise.all([
      fresh.post("/api/me/import", exported),
      fresh.post("/api/me/import", exported),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(expectStatus(await fresh.get("/api/forms"), 200)).toHaveLength(1);
  });

  it("answers 401 signed out", async () => {
    const response = await destination.testApp.app.inject({
      method: "POST",
      url: "/api/me/import",
      payload: exported,
    });
    expect(response.statusCode).toBe(401);
  });
});
