import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { startProcessingRunner } from "../../test/processing-runner";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";

// The whole way with the real parts: upload a sample resume, process it with the built-in extractor,
// and read the draft form through the API the form screen uses.
const FIXTURES = new URL("../../test/fixtures/resumes/", import.meta.url);

let testApp: TestApp;
let runner: JobRunner;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp);
  user = await createSignedInUser(testApp);
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

const get = (url: string) =>
  testApp.app.inject({ method: "GET", url, headers: { cookie: user.cookie } }).then((r) => r.json());

describe("a resume becomes a draft work history", () => {
  it("fills the form, the employers and the aircraft from the line technician's resume", async () => {
    const bytes = readFileSync(new URL("line-technician.txt", FIXTURES));
    const document = await uploadDocument(testApp, user, { filename: "delgado.txt", bytes });
    const started = await testApp.app.inject({
      method: "POST",
      url: `/api/uploads/resume/${document.id}/process`,
      headers: { cookie: user.cookie },
      payload: { overwrite: true },
    });
    expect(started.statusCode).toBe(201);

    const deadline = Date.now() + 15_000;
    let status = "queued";
    while (status !== "completed" && status !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const documents = (await get("/api/uploads")) as { id: string; task: { status: string } | null }[];
      status = documents.find((row) => row.id === document.id)?.task?.status ?? "queued";
    }
    expect(status).toBe("completed");

    const active = await get("/api/work-history/active");
    expect(active).toMatchObject({ firstName: "Rosa", lastName: "Delgado" });
    const form = await get(`/api/forms/${active.id}`);
    expect(form).toMatchObject({
      email: "rosa.delgado.amt@example.com",
      apCertificateNumber: "4417230",
      status: "draft",
    });
    const employment = (await get(`/api/employment-entries/${active.id}`)) as {
      companyName: string;
      startDate: string;
      endDate: string | null;
    }[];
    expect(employment.map((entry) => entry.companyName)).toEqual([
      "Cascade Regional Airlines",
      "Northfield Aero Services, LLC",
    ]);
    expect(employment[0]).toMatchObject({ startDate: "2020-03-01", endDate: null });
    const airframe = (await get(`/api/airframe-experience/${active.id}`)) as {
      aircraftMake: string;
      aircraftModel: string;
    }[];
    expect(airframe.map((entry) => `${entry.aircraftMake} ${entry.aircraftModel}`)).toEqual(
      expect.arrayContaining(["Boeing 737", "Airbus A320", "Airbus A321", "Boeing 757"]),
    );
  });
});
