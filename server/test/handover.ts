// A technician's work history with two employers and entries in every discipline, through the API,
// for the tests of the documents they hand over (docs/product.md §20).

import type { Client } from "./client";
import { expectStatus } from "./client";
import { createEmployment, createExperience, createForm } from "./work-history";

export interface SeededWorkHistory {
  formId: string;
  pastEmployerId: string;
  presentEmployerId: string;
}

export async function seedWorkHistory(client: Client): Promise<SeededWorkHistory> {
  const form = await createForm(client);
  expectStatus(
    await client.patch(`/api/forms/${form.id}`, {
      firstName: "Zoë",
      lastName: "Łukasz-Ωμέγα",
      roleTitle: "Lead Inspector",
      dateOfHire: "2022-03-01",
      apCertificateNumber: "3456789",
      iaStatus: "yes",
      employmentScope: "Heavy checks of regional jets",
      additionalDuties: "Tool crib audits",
      certifications: [{ name: "FCC GROL", number: "PG-1234", issuedOn: "2019-05-01", expiresOn: null }],
    }),
    200,
  );
  const past = await createEmployment(client, form.id, {
    companyName: "Sky Wrench Aviation",
    positionTitle: "A&P Mechanic",
    operationCategory: "part_145_repair_station",
    workAddress: "Wichita, KS",
    startDate: "2018-01-01",
    endDate: "2020-01-01",
    responsibilities: "Sheet metal repairs and engine runs",
    isFullTime: true,
  });
  const present = await createEmployment(
    client,
    form.id,
    {
      companyName: "Polar Jet Services",
      positionTitle: "Lead Inspector",
      operationCategory: "part_121_air_carrier",
      startDate: "2022-03-01",
      responsibilities: "Inspection of CRJ900 heavy checks",
    },
    2,
  );
  await createExperience(client, "airframe", form.id, {
    aircraftMake: "Boeing",
    aircraftModel: "737",
    aircraftSeries: "800",
    engineRuns: true,
    sheetMetalRepair: true,
    selectedEmploymentIds: [past.id],
  });
  await createExperience(client, "powerplant", form.id, {
    powerplantMake: "CFM",
    powerplantModel: "56-7B",
    hotSectionInspection: true,
    selectedEmploymentIds: [past.id],
  });
  await createExperience(client, "avionics", form.id, {
    avionicsMake: "Collins",
    avionicsModel: "Pro Line 21",
    rvsm: true,
    selectedEmploymentIds: [present.id],
  });
  return { formId: form.id, pastEmployerId: past.id, presentEmployerId: present.id };
}

/** An item by its name, or its fields (`{ name, requiresSignOff: true }`). */
type ProgramItem = string | ({ name: string } & Record<string, unknown>);

/** Loads a training program (tab → sections → items) as an administrator; answers the item ids by name. */
export async function loadTrainingProgram(
  admin: Client,
  tab: string,
  sections: Record<string, ProgramItem[]>,
): Promise<Map<string, string>> {
  expectStatus(
    await admin.post("/api/admin/checklists/import", {
      version: 1,
      tabs: [
        {
          name: tab,
          sections: Object.entries(sections).map(([name, items]) => ({
            name,
            items: items.map((item) => (typeof item === "string" ? { name: item } : item)),
          })),
        },
      ],
    }),
    200,
  );
  const record = expectStatus(await admin.get("/api/checklists"), 200);
  const ids = new Map<string, string>();
  for (const one of record.tabs)
    for (const section of one.sections) for (const item of section.items) ids.set(item.name, item.id);
  return ids;
}
