// The form's review life cycle (docs/product.md §14) through the API: submit with its check, the
// lock on a submitted form, approve and return by an administrator, the recorded events, and what
// the dashboard counts.

import { FORM_INCOMPLETE_CODE, FORM_LOCKED_CODE, FORM_STATUS_CONFLICT_CODE } from "@domain/form-review";
import { resumeDataSchema } from "@domain/schemas/resume-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createEmployment, createExperience, createForm } from "../../test/work-history";
import { replaceFormFromResume } from "./work-history.service";

let harness: Harness;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { fullName: "Ada Admin", role: "admin" });
});
afterAll(async () => {
  await harness?.close();
});

const technician = (fullName = "Sam Rivera", email?: string) =>
  signedInClient(harness.testApp, { fullName, email });

/** A draft with everything a submission needs, and one employer. */
async function completeDraft(client: Client): Promise<{ id: string; employmentId: string }> {
  const form = await createForm(client);
  expectStatus(
    await client.patch(`/api/forms/${form.id}`, { apCertificateNumber: "3456789", iaStatus: "no" }),
    200,
  );
  const employment = await createEmployment(client, form.id, {
    companyName: "Acme",
    startDate: "2020-01-01",
  });
  return { id: form.id, employmentId: employment.id };
}

const errorOf = (response: { json(): unknown }) => response.json() as { code: string; message: string };

describe("a new form", () => {
  it("starts with the account's first and last name and e-mail", async () => {
    const sam = await technician("Mary Ann Smith", "mary.smith@example.com");
    const form = await createForm(sam);
    expect(form).toMatchObject({
      firstName: "Mary Ann",
      lastName: "Smith",
      email: "mary.smith@example.com",
      status: "draft",
    });
  });

  it("made by an administrator for someone else starts with that person's name, not the administrator's", async () => {
    const sam = await technician("Sam Rivera", "sam.rivera@example.com");
    const form = await createForm(admin, { userId: sam.user.id });
    expect(form).toMatchObject({ firstName: "Sam", lastName: "Rivera", email: "sam.rivera@example.com" });
  });
});

describe("POST /api/forms/{id}/submit", () => {
  it("refuses an incomplete form, naming what is missing, and leaves it a draft", async () => {
    const sam = await technician();
    const form = await createForm(sam);
    const response = await sam.post(`/api/forms/${form.id}/submit`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(FORM_INCOMPLETE_CODE);
    expect(errorOf(response).message).toBe(
      "Please complete these fields before submitting: A&P Certificate Number; IA Status; At least one employer with a company name and a start date.",
    );
    expect(expectStatus(await sam.get(`/api/forms/${form.id}`), 200).status).toBe("draft");
  });

  it("answers 404 for another user's form and for an administrator (the owner's route)", async () => {
    const sam = await technician();
    const other = await technician("Olive Other");
    const form = await completeDraft(sam);
    expect((await other.post(`/api/forms/${form.id}/submit`)).statusCode).toBe(404);
    expect((await admin.post(`/api/forms/${form.id}/submit`)).statusCode).toBe(404);
    expect(expectStatus(await sam.get(`/api/forms/${form.id}`), 200).status).toBe("draft");
  });

  it("submits a complete draft, records who and when, and refuses a second submission", async () => {
    const sam = await technician();
    const form = await completeDraft(sam);
    const submitted = expectStatus(await sam.post(`/api/forms/${form.id}/submit`), 200);
    expect(submitted.status).toBe("submitted");
    const events = expectStatus(await sam.get(`/api/forms/${form.id}/status-events`), 200);
    expect(events).toEqual([
      expect.objectContaining({
        action: "submitted",
        fromStatus: "draft",
        toStatus: "submitted",
        actorId: sam.user.id,
        actorName: "Sam Rivera",
        reason: null,
        createdAt: START.toISOString(),
      }),
    ]);
    const again = await sam.post(`/api/forms/${form.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(FORM_STATUS_CONFLICT_CODE);
  });
});

describe("a submitted form is read-only to its owner", () => {
  let sam: Client;
  let form: { id: string; employmentId: string };
  let airframeId: string;

  beforeAll(async () => {
    sam = await technician();
    form = await completeDraft(sam);
    airframeId = (await createExperience(sam, "airframe", form.id)).id;
    expectStatus(await sam.post(`/api/forms/${form.id}/submit`), 200);
  });

  const expectLocked = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: FORM_LOCKED_CODE,
      message:
        "This form has been submitted for review and cannot be changed until an administrator returns it.",
    });
  };

  it("refuses changes to the form's fields, one or several, the date of hire and the lists", async () => {
    expectLocked(await sam.patch(`/api/forms/${form.id}`, { roleTitle: "Lead" }));
    expectLocked(await sam.patch(`/api/forms/${form.id}`, { roleTitle: "Lead", firstName: "S" }));
    expectLocked(await sam.patch(`/api/forms/${form.id}`, { dateOfHire: "2024-01-01" }));
    expectLocked(await sam.patch(`/api/forms/${form.id}`, { skills: ["Rigging"] }));
    expect(expectStatus(await sam.get(`/api/forms/${form.id}`), 200)).toMatchObject({
      roleTitle: null,
      dateOfHire: null,
      skills: null,
    });
  });

  it("refuses new, changed and deleted employment and experience entries", async () => {
    expectLocked(await sam.post("/api/employment-entries", { formId: form.id, entryNumber: 2 }));
    expectLocked(await sam.patch(`/api/employment-entries/${form.employmentId}`, { companyName: "X" }));
    expectLocked(await sam.delete(`/api/employment-entries/${form.employmentId}`));
    expectLocked(await sam.post("/api/airframe-experience", { formId: form.id, entryNumber: 2 }));
    expectLocked(
      await sam.patch(`/api/airframe-experience/${airframeId}`, { formId: form.id, aircraftMake: "Cessna" }),
    );
    expectLocked(await sam.delete(`/api/airframe-experience/${airframeId}`));
    expect(expectStatus(await sam.get(`/api/employment-entries/${form.id}`), 200)).toHaveLength(1);
    expect(expectStatus(await sam.get(`/api/airframe-experience/${form.id}`), 200)).toHaveLength(1);
  });

  it("still answers 404, not 409, to another user", async () => {
    const other = await technician("Olive Other");
    expect((await other.patch(`/api/forms/${form.id}`, { roleTitle: "Lead" })).statusCode).toBe(404);
    expect((await other.delete(`/api/employment-entries/${form.employmentId}`)).statusCode).toBe(404);
  });

  it("a resume processed meanwhile starts a new active draft and leaves the submitted form alone", async () => {
    const data = resumeDataSchema.parse({ personal: { firstName: "Samuel" } });
    const draft = await replaceFormFromResume({ db: harness.testApp.app.db, clock: () => START }, sam.user, {
      resume: data,
    });
    expect(draft.id).not.toBe(form.id);
    expect(draft).toMatchObject({ status: "draft", isActive: true, firstName: "Samuel" });
    expect(expectStatus(await sam.get(`/api/forms/${form.id}`), 200)).toMatchObject({
      status: "submitted",
      isActive: false,
      firstName: "Sam",
    });
  });
});

describe("approve and return (administrators)", () => {
  it("only an administrator approves; the form is then completed and counted as completed", async () => {
    const sam = await technician();
    const form = await completeDraft(sam);
    // Not submitted yet: nothing to approve.
    expect(errorOf(await admin.post(`/api/admin/forms/${form.id}/approve`)).code).toBe(
      FORM_STATUS_CONFLICT_CODE,
    );
    expectStatus(await sam.post(`/api/forms/${form.id}/submit`), 200);
    expect(expectStatus(await sam.get("/api/dashboard/stats"), 200).formsCompleted).toBe(0);

    expect((await sam.post(`/api/admin/forms/${form.id}/approve`)).statusCode).toBe(403);
    const approved = expectStatus(await admin.post(`/api/admin/forms/${form.id}/approve`), 200);
    expect(approved.status).toBe("completed");
    expect(expectStatus(await sam.get("/api/dashboard/stats"), 200)).toMatchObject({
      formsCompleted: 1,
      totalForms: 1,
    });
    // Approved forms stay read-only, with their own sentence.
    const edit = await sam.patch(`/api/forms/${form.id}`, { roleTitle: "Lead" });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe("This form has been approved and can no longer be changed.");
    expect((await admin.post(`/api/admin/forms/${form.id}/approve`)).statusCode).toBe(409);
  });

  it("returns a submitted form with a reason; the owner sees why and can edit and submit again", async () => {
    const sam = await technician();
    const form = await completeDraft(sam);
    expectStatus(await sam.post(`/api/forms/${form.id}/submit`), 200);

    const blank = await admin.post(`/api/admin/forms/${form.id}/return`, { reason: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe("Please give the reason for returning the form");
    expect((await sam.post(`/api/admin/forms/${form.id}/return`, { reason: "x" })).statusCode).toBe(403);

    const returned = expectStatus(
      await admin.post(`/api/admin/forms/${form.id}/return`, { reason: " Add your IA history. " }),
      200,
    );
    expect(returned.status).toBe("draft");
    expectStatus(await sam.patch(`/api/forms/${form.id}`, { roleTitle: "Lead" }), 200);
    const events = expectStatus(await sam.get(`/api/forms/${form.id}/status-events`), 200);
    expect(events.map((event: { action: string }) => event.action)).toEqual(["submitted", "returned"]);
    expect(events[1]).toMatchObject({
      fromStatus: "submitted",
      toStatus: "draft",
      reason: "Add your IA history.",
      actorId: admin.user.id,
      actorName: "Ada Admin",
    });
    expectStatus(await sam.post(`/api/forms/${form.id}/submit`), 200);
  });

  it("refuses to return a draft, and answers 404 for an unknown form", async () => {
    const sam = await technician();
    const form = await createForm(sam);
    expect((await admin.post(`/api/admin/forms/${form.id}/return`, { reason: "No" })).statusCode).toBe(409);
    expect(
      (await admin.post("/api/admin/forms/00000000-0000-4000-8000-000000000000/approve")).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/admin/users/{id}/work-history", () => {
  it("shows an administrator the technician's form, entries, history and what is missing", async () => {
    const sam = await technician();
    const form = await completeDraft(sam);
    expectStatus(await sam.patch(`/api/forms/${form.id}`, { iaStatus: "" }), 200);
    const view = expectStatus(await admin.get(`/api/admin/users/${sam.user.id}/work-history`), 200);
    expect(view.user).toMatchObject({ id: sam.user.id, fullName: "Sam Rivera" });
    expect(view.form).toMatchObject({ id: form.id, status: "draft" });
    expect(view.employment).toEqual([expect.objectContaining({ companyName: "Acme" })]);
    expect(view.missing).toEqual(["IA Status"]);
    expect(view.events).toEqual([]);
  });

  it("answers null for a user without a form, 404 for an unknown user and 403 to a technician", async () => {
    const sam = await technician();
    const view = expectStatus(await admin.get(`/api/admin/users/${sam.user.id}/work-history`), 200);
    expect(view.form).toBeNull();
    expect(
      (await admin.get("/api/admin/users/00000000-0000-4000-8000-000000000000/work-history")).statusCode,
    ).toBe(404);
    expect((await sam.get(`/api/admin/users/${sam.user.id}/work-history`)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/users?search=", () => {
  it("finds users by part of the name or the e-mail, ignoring case; % is a character, not a wildcard", async () => {
    await technician("Quentin Searchable", "quentin@hangar.example");
    await technician("Other Person", "zz-searchme@example.com");
    const names = async (search: string) =>
      expectStatus(await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}`), 200).map(
        (user: { fullName: string }) => user.fullName,
      );
    expect(await names("searchable")).toEqual(["Quentin Searchable"]);
    expect(await names("SEARCHME")).toEqual(["Other Person"]);
    expect(await names("%")).toEqual([]);
    expect((await names("")).length).toBeGreaterThan(2);
  });
});
