// GET /api/me/eligibility (docs/product.md §19.2): the rules from the caller's own active form and IA
// activity log, as of the app clock's today (the harness starts 2026-06-01 12:00 UTC).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { signIn } from "../../test/users";
import { createEmployment, createExperience, createForm } from "../../test/work-history";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

type Rule = { id: string; status: string; figure: { value: number; threshold: number }; periods: unknown[] };
async function eligibility(client: Client) {
  return expectStatus<{ today: string; formId: string | null; disclaimer: string; rules: Rule[] }>(
    await client.get("/api/me/eligibility"),
    200,
  );
}
const byId = (rules: Rule[], id: string) => rules.find((rule) => rule.id === id)!;

/** A technician with an airframe and powerplant employer and a current job, A&P since 2015, IA since 2019. */
async function seasonedTechnician(): Promise<{ client: Client; formId: string }> {
  const client = await signedInClient(harness.testApp);
  const form = await createForm(client);
  expectStatus(
    await client.patch(`/api/forms/${form.id}`, {
      dateOfHire: "2023-01-09",
      apCertificateIssuedOn: "2015-04-10",
      ratings: ["airframe", "powerplant"],
      iaIssuedOn: "2019-03-01",
    }),
    200,
  );
  const shop = await createEmployment(client, form.id, {
    companyName: "Acme Aviation",
    startDate: "2016-01-04",
    endDate: "2022-12-30",
  });
  for (const discipline of ["airframe", "powerplant"])
    await createExperience(client, discipline, form.id, {
      selectedEmploymentIds: [shop.id],
      includeCurrentEmployment: true,
    });
  return { client, formId: form.id };
}

describe("GET /api/me/eligibility", () => {
  it("computes every rule from the caller's work history, as an estimate", async () => {
    const { client, formId } = await seasonedTechnician();
    const report = await eligibility(client);
    expect(report.today).toBe("2026-06-01");
    expect(report.formId).toBe(formId);
    expect(report.disclaimer).toContain("not a determination by the FAA or EASA");
    // 2016-01-04 to 2022-12-30 and 2023-01-09 to today: 83 + 40 months, the gap left out.
    const airframe = byId(report.rules, "faa_65_77_airframe");
    expect(airframe).toMatchObject({ status: "met", figure: { value: 83 + 40, threshold: 18 } });
    expect(airframe.periods).toEqual([
      { employer: "Acme Aviation", from: "2016-01-04", to: "2022-12-30", ongoing: false, months: 83 },
      { employer: "Current employment", from: "2023-01-09", to: "2026-06-01", ongoing: true, months: 40 },
    ]);
    expect(byId(report.rules, "faa_65_77_both")).toMatchObject({ status: "met", figure: { value: 123 } });
    expect(byId(report.rules, "faa_65_83_recent")).toMatchObject({ status: "met", figure: { value: 24 } });
    expect(byId(report.rules, "faa_65_91_ia")).toMatchObject({ status: "met" });
    expect(byId(report.rules, "easa_66_a_30_five_years")).toMatchObject({ status: "met" });
    // No IA activity logged yet this IA year.
    expect(byId(report.rules, "faa_65_93_ia_renewal")).toMatchObject({
      status: "not_yet",
      figure: { value: 0, threshold: 4 },
    });
  });

  it("follows the IA activity log at once", async () => {
    const { client } = await seasonedTechnician();
    for (const performedOn of ["2026-04-02", "2026-05-11"])
      expectStatus(
        await client.post("/api/me/ia-activities", { performedOn, kind: "annual_inspection" }),
        201,
      );
    expect(byId((await eligibility(client)).rules, "faa_65_93_ia_renewal").figure).toMatchObject({
      value: 2,
      threshold: 4,
    });
    // Second year of the period ending 2027-03-31: last IA year counts too.
    expectStatus(
      await client.post("/api/me/ia-activities", { performedOn: "2025-11-20", kind: "oral_test" }),
      201,
    );
    expectStatus(
      await client.post("/api/me/ia-activities", {
        performedOn: "2026-05-20",
        kind: "refresher_course",
        hours: 8,
      }),
      201,
    );
    expect(byId((await eligibility(client)).rules, "faa_65_93_ia_renewal").status).toBe("met");
  });

  it("moves to the next IA year on April 1 by the app's clock", async () => {
    const { client } = await seasonedTechnician();
    expectStatus(
      await client.post("/api/me/ia-activities", { performedOn: "2026-05-02", kind: "oral_test" }),
      201,
    );
    harness.clock.set(new Date("2027-04-01T12:00:00Z"));
    try {
      // Ten months on, the old session has ended: sign in again.
      const later = clientFor(harness.testApp, {
        user: client.user,
        cookie: await signIn(harness.testApp, { userId: client.user.id }),
      });
      const renewal = byId((await eligibility(later)).rules, "faa_65_93_ia_renewal") as Rule & {
        deadline: string;
      };
      expect(renewal.deadline).toBe("2028-03-31");
      expect(renewal.figure.value).toBe(0);
    } finally {
      harness.clock.set(new Date("2026-06-01T12:00:00Z"));
    }
  });

  it("cannot tell anything without a form, and never reads another user's data", async () => {
    await seasonedTechnician();
    const newcomer = await signedInClient(harness.testApp);
    const report = await eligibility(newcomer);
    expect(report.formId).toBeNull();
    expect(report.rules.map((rule) => rule.status)).toEqual(Array(report.rules.length).fill("cannot_tell"));
  });

  it("needs a session", async () => {
    const response = await harness.testApp.app.inject({ method: "GET", url: "/api/me/eligibility" });
    expect(response.statusCode).toBe(401);
  });
});
