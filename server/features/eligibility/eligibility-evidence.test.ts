// The logbook's evidence on GET /api/me/eligibility (docs/product.md §22.4): beside each requirement of
// months, the caller's countersigned tasks within the periods it counted; the EASA 66.A.30 rules also
// list the chapters countersigned tasks cover. The harness starts 2026-06-01 12:00 UTC.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { countersignByLink, createLogbookEntry } from "../../test/logbook";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;
let tech: Client;
let other: Client;

type Evidence = {
  countersignedTasks: number;
  tasks: { performedOn: string; task: string; ataChapter: string; aircraft: string }[];
  coverage: { chapter: string; label: string; tasks: number }[] | null;
};
type Rule = { id: string; status: string; evidence: Evidence | null };

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp);
  other = await signedInClient(harness.testApp);
  const form = await createForm(tech);
  expectStatus(
    await tech.patch(`/api/forms/${form.id}`, {
      dateOfHire: "2023-02-01",
      apCertificateIssuedOn: "2015-04-10",
      ratings: ["airframe", "powerplant"],
    }),
    200,
  );
  const shop = await createEmployment(tech, form.id, {
    companyName: "Acme Aviation",
    startDate: "2016-01-04",
    endDate: "2022-12-30",
  });
  await createExperience(tech, "airframe", form.id, {
    selectedEmploymentIds: [shop.id],
    includeCurrentEmployment: true,
  });
  const atAcme = await createLogbookEntry(tech, { performedOn: "2020-05-01", task: "Brake change" });
  const recent = await createLogbookEntry(tech, {
    performedOn: "2025-03-01",
    ataChapter: "29",
    task: "Hydraulic pump test",
  });
  const betweenJobs = await createLogbookEntry(tech, { performedOn: "2023-01-15", task: "Between jobs" });
  const declined = await createLogbookEntry(tech, { performedOn: "2021-01-01", task: "Declined task" });
  await createLogbookEntry(tech, { performedOn: "2021-02-01", task: "A draft" });
  await countersignByLink(harness.testApp, tech, [
    { entryId: atAcme.id, decision: "countersigned" },
    { entryId: recent.id, decision: "countersigned" },
    { entryId: betweenJobs.id, decision: "countersigned" },
    { entryId: declined.id, decision: "declined" },
  ]);
  // Someone else's countersigned task is never anyone's evidence but theirs.
  const others = await createLogbookEntry(other, { performedOn: "2020-05-02" });
  await countersignByLink(harness.testApp, other, [{ entryId: others.id, decision: "countersigned" }]);
});
afterAll(async () => {
  await harness?.close();
});

async function rules(client: Client): Promise<Record<string, Rule>> {
  const report = expectStatus<{ rules: Rule[] }>(await client.get("/api/me/eligibility"), 200);
  return Object.fromEntries(report.rules.map((rule) => [rule.id, rule]));
}

describe("eligibility evidence from the logbook", () => {
  it("lists the countersigned tasks within each requirement's counted periods", async () => {
    const byId = await rules(tech);
    const airframe = byId.faa_65_77_airframe!.evidence!;
    expect(airframe.countersignedTasks).toBe(2);
    expect(airframe.tasks.map((t) => [t.performedOn, t.task, t.aircraft])).toEqual([
      ["2025-03-01", "Hydraulic pump test", "Cessna 172S"],
      ["2020-05-01", "Brake change", "Cessna 172S"],
    ]);
    // The last 24 months only.
    expect(byId.faa_65_83_recent!.evidence?.tasks.map((t) => t.performedOn)).toEqual(["2025-03-01"]);
    expect(byId.faa_65_77_airframe!.evidence?.coverage).toBeNull();
  });

  it("lists the logbook's coverage on the EASA 66.A.30 estimates, and no evidence for the IA renewal", async () => {
    const byId = await rules(tech);
    const coverage = [
      { chapter: "29", label: "ATA 29 Hydraulic power", tasks: 1 },
      { chapter: "32", label: "ATA 32 Landing gear", tasks: 2 },
    ];
    expect(byId.easa_66_a_30_three_years!.evidence?.coverage).toEqual(coverage);
    expect(byId.easa_66_a_30_five_years!.evidence?.coverage).toEqual(coverage);
    expect(byId.easa_145_a_35_recent!.evidence?.coverage).toBeNull();
    expect(byId.faa_65_93_ia_renewal!.evidence).toBeNull();
  });

  it("has nothing for someone without a work history, whatever their logbook holds", async () => {
    const byId = await rules(other);
    expect(byId.faa_65_77_airframe!.evidence).toEqual({ countersignedTasks: 0, tasks: [], coverage: null });
    expect(byId.easa_66_a_30_three_years!.evidence?.coverage).toEqual([
      { chapter: "32", label: "ATA 32 Landing gear", tasks: 1 },
    ]);
  });
});
