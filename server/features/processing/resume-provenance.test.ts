import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, clientFor, expectStatus } from "../../test/client";
import { processAndWait, startProcessingRunner } from "../../test/processing-runner";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { createEmployment } from "../../test/work-history";

// What the technician sees of a processed resume (docs/product.md §14.6): the form names the file it
// was filled from, and every entry read from it is marked until its owner changes it.
const FIXTURES = new URL("../../test/fixtures/resumes/", import.meta.url);
const resumeBytes = (name: string) => readFileSync(new URL(name, FIXTURES));

interface Entry {
  id: string;
  formId: string;
  fromResume: boolean;
  companyName?: string | null;
  selectedEmploymentIds?: string[];
  taxi?: boolean;
}

let testApp: TestApp;
let runner: JobRunner;

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp);
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

/** A new user whose draft was filled from `filename` (the line technician's resume by default). */
async function userWithProcessedResume(filename: string, fixture = "line-technician.txt") {
  const signedIn = await createSignedInUser(testApp);
  const client = clientFor(testApp, signedIn);
  const document = await processResume(signedIn, filename, fixture);
  const formId = expectStatus(await client.get("/api/work-history/active"), 200).id as string;
  return { signedIn, client, document, formId };
}

async function processResume(user: SignedInUser, filename: string, fixture: string) {
  const document = await uploadDocument(testApp, user, { filename, bytes: resumeBytes(fixture) });
  expect(await processAndWait(testApp, user, document)).toBe("completed");
  return document;
}

const employmentOf = async (client: Client, formId: string) =>
  expectStatus<Entry[]>(await client.get(`/api/employment-entries/${formId}`), 200);
const airframeOf = async (client: Client, formId: string) =>
  expectStatus<Entry[]>(await client.get(`/api/airframe-experience/${formId}`), 200);

describe("a form filled from a resume", () => {
  it("names the file and marks every entry read from it", async () => {
    const { client, formId } = await userWithProcessedResume("Rosa Delgado resume.txt");

    const form = expectStatus(await client.get(`/api/forms/${formId}`), 200);
    expect(form.resumeFileName).toBe("Rosa Delgado resume.txt");

    const employment = await employmentOf(client, formId);
    const airframe = await airframeOf(client, formId);
    expect(employment.length).toBeGreaterThan(1);
    expect(airframe.length).toBeGreaterThan(1);
    expect([...employment, ...airframe].every((entry) => entry.fromResume)).toBe(true);
  });

  it("does not mark an entry the user adds by hand", async () => {
    const { client, formId } = await userWithProcessedResume("resume.txt");
    const added = (await createEmployment(client, formId, {}, 9)) as Entry;
    expect(added.fromResume).toBe(false);
  });

  it("keeps the file's name after the upload is deleted", async () => {
    const { client, document, formId } = await userWithProcessedResume("kept-name.txt");
    expectStatus(await client.delete(`/api/uploads/resume/${document.id}`), 204);
    const form = expectStatus(await client.get(`/api/forms/${formId}`), 200);
    expect(form.resumeFileName).toBe("kept-name.txt");
  });
});

describe("the mark of an entry", () => {
  it("goes when the owner changes an employment entry and stays on the others", async () => {
    const { client, formId } = await userWithProcessedResume("resume.txt");
    const [first, second] = await employmentOf(client, formId);

    const edited = expectStatus<Entry>(
      await client.patch(`/api/employment-entries/${first!.id}`, { companyName: "Cascade Regional" }),
      200,
    );
    expect(edited.fromResume).toBe(false);

    const after = await employmentOf(client, formId);
    expect(after.find((entry) => entry.id === first!.id)?.fromResume).toBe(false);
    expect(after.find((entry) => entry.id === second!.id)?.fromResume).toBe(true);
    // Changing it back does not bring the mark back: the user has now checked it.
    expectStatus(
      await client.patch(`/api/employment-entries/${first!.id}`, { companyName: first!.companyName ?? null }),
      200,
    );
    expect((await employmentOf(client, formId))[0]?.fromResume).toBe(false);
  });

  it("stays when a save repeats the stored values", async () => {
    const { client, formId } = await userWithProcessedResume("resume.txt");
    const [employer] = await employmentOf(client, formId);
    const [aircraft] = await airframeOf(client, formId);

    const resaved = expectStatus<Entry>(
      await client.patch(`/api/employment-entries/${employer!.id}`, { companyName: employer!.companyName }),
      200,
    );
    expect(resaved.fromResume).toBe(true);
    const sameChoice = expectStatus<Entry>(
      await client.patch(`/api/airframe-experience/${aircraft!.id}`, {
        formId,
        selectedEmploymentIds: aircraft!.selectedEmploymentIds,
      }),
      200,
    );
    expect(sameChoice.fromResume).toBe(true);
  });

  it("goes when the owner changes an experience entry's flag or its duration", async () => {
    const { client, formId } = await userWithProcessedResume("resume.txt");
    const [first, second, third] = await airframeOf(client, formId);

    const flagged = expectStatus<Entry>(
      await client.patch(`/api/airframe-experience/${first!.id}`, { formId, taxi: !first!.taxi }),
      200,
    );
    expect(flagged.fromResume).toBe(false);
    const manual = expectStatus<Entry>(
      await client.patch(`/api/airframe-experience/${second!.id}`, {
        formId,
        useManualDuration: true,
        manualYears: 3,
      }),
      200,
    );
    expect(manual.fromResume).toBe(false);
    const untouched = (await airframeOf(client, formId)).find((entry) => entry.id === third!.id);
    expect(untouched?.fromResume).toBe(true);
  });

  it("is not the business of another user: 404, and their attempt changes nothing", async () => {
    const { client, formId } = await userWithProcessedResume("private-name.txt");
    const [employer] = await employmentOf(client, formId);
    const stranger = clientFor(testApp, await createSignedInUser(testApp));

    expectStatus(await stranger.get(`/api/forms/${formId}`), 404);
    expectStatus(await stranger.get(`/api/employment-entries/${formId}`), 404);
    const refused = expectStatus(
      await stranger.patch(`/api/employment-entries/${employer!.id}`, { companyName: "Mine now" }),
      404,
    );
    expect(JSON.stringify(refused)).not.toContain("private-name");
    expect((await employmentOf(client, formId))[0]?.fromResume).toBe(true);
  });
});

describe("processing again with overwrite", () => {
  it("marks the new entries afresh and names the new file", async () => {
    const { signedIn, client, formId } = await userWithProcessedResume("first.txt");
    const [employer] = await employmentOf(client, formId);
    expectStatus(
      await client.patch(`/api/employment-entries/${employer!.id}`, { positionTitle: "Lead" }),
      200,
    );

    await processResume(signedIn, "second.txt", "military-to-corporate.txt");
    const form = expectStatus(await client.get(`/api/forms/${formId}`), 200);
    expect(form.resumeFileName).toBe("second.txt");
    const employment = await employmentOf(client, formId);
    expect(employment.map((entry) => entry.companyName)).toContain("Prairie Sky Jet Center");
    expect(employment.every((entry) => entry.fromResume)).toBe(true);
    expect((await airframeOf(client, formId)).every((entry) => entry.fromResume)).toBe(true);
  });
});

describe("the portable export", () => {
  it("does not carry the marks or the file's name: an imported entry is the user's own", async () => {
    const { client } = await userWithProcessedResume("exported-name.txt");
    const exported = expectStatus(await client.get("/api/me/export"), 200);
    expect(JSON.stringify(exported)).not.toContain("fromResume");
    expect(JSON.stringify(exported)).not.toContain("exported-name");

    const newcomer = clientFor(testApp, await createSignedInUser(testApp));
    expectStatus(await newcomer.post("/api/me/import", exported), 200);
    const formId = expectStatus(await newcomer.get("/api/work-history/active"), 200).id as string;
    const form = expectStatus(await newcomer.get(`/api/forms/${formId}`), 200);
    expect(form.resumeFileName).toBeNull();
    const employment = await employmentOf(newcomer, formId);
    expect(employment.length).toBeGreaterThan(1);
    expect([...employment, ...(await airframeOf(newcomer, formId))].some((entry) => entry.fromResume)).toBe(
      false,
    );
  });
});
