import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workHistoryForms } from "../../db/schema/index";
import { isUniqueViolation } from "../../lib/database-errors";
import { type Harness, START, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { createForm } from "../../test/work-history";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe("signed out", () => {
  const id = randomUUID();
  const routes: [string, string, object?][] = [
    ["GET", "/api/forms"],
    ["POST", "/api/forms", {}],
    ["GET", `/api/forms/${id}`],
    ["PATCH", `/api/forms/${id}`, { firstName: "A" }],
    ["GET", "/api/work-history/active"],
    ["GET", `/api/employment-entries/${id}`],
    ["POST", "/api/employment-entries", { formId: id, entryNumber: 1 }],
    ["PATCH", `/api/employment-entries/${id}`, { companyName: "A" }],
    ["DELETE", `/api/employment-entries/${id}`],
    ...["airframe", "powerplant", "avionics"].flatMap((d): [string, string, object?][] => [
      ["GET", `/api/${d}-experience/${id}`],
      ["POST", `/api/${d}-experience`, { formId: id, entryNumber: 1 }],
      ["PATCH", `/api/${d}-experience/${id}`, { formId: id, hasFactoryTraining: true }],
      ["DELETE", `/api/${d}-experience/${id}`],
    ]),
    ["GET", "/api/experience-summary"],
  ];

  it.each(routes)("%s %s answers 401", async (method, url, payload) => {
    const response = await harness.testApp.app.inject({
      method: method as "GET",
      url,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthorized" });
  });

  it("refuses an expired session too", async () => {
    const client = await signedInClient(harness.testApp);
    const stale = clientFor(harness.testApp, { user: client.user, cookie: `${client.cookie}x` });
    expect((await stale.get("/api/forms")).statusCode).toBe(401);
  });
});

describe("creating and listing forms", () => {
  let client: Client;
  beforeAll(async () => {
    client = await signedInClient(harness.testApp);
  });

  it("lists nothing before the first form", async () => {
    expect(expectStatus(await client.get("/api/forms"), 200)).toEqual([]);
    expect(expectStatus(await client.get("/api/work-history/active"), 200)).toBeNull();
  });

  it("creates the first form as the caller's active draft", async () => {
    const form = expectStatus(
      await client.post("/api/forms", { userId: client.user.id, status: "draft" }),
      201,
    );
    expect(form).toMatchObject({
      userId: client.user.id,
      status: "draft",
      isActive: true,
      // The account's name (docs/product.md §14.4).
      firstName: "Test",
      lastName: "User",
      dateOfHire: null,
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
    });
    expect(form.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("defaults to a draft without a body, and later forms are not active", async () => {
    const second = expectStatus(await client.post("/api/forms"), 201);
    expect(second).toMatchObject({ status: "draft", isActive: false, userId: client.user.id });
    const third = expectStatus(await client.post("/api/forms", { status: "draft" }), 201);
    expect(third).toMatchObject({ status: "draft", isActive: false });

    const forms = expectStatus<{ id: string; isActive: boolean }[]>(await client.get("/api/forms"), 200);
    expect(forms).toHaveLength(3);
    // The active form comes first: the /forms entry opens it.
    expect(forms.map((form) => form.isActive)).toEqual([true, false, false]);
  });

  it("refuses any status but draft at creation: only the form's life cycle moves it on", async () => {
    for (const status of ["archived", "completed", "submitted", "processing"]) {
      const response = await client.post("/api/forms", { status });
      expect(response.statusCode, status).toBe(400);
      expect(response.json().message).toContain("A new form can only start as a draft.");
    }
  });

  it("refuses to create a form for another user unless the caller is an admin", async () => {
    const other = await signedInClient(harness.testApp);
    const response = await client.post("/api/forms", { userId: other.user.id });
    expect(response.statusCode).toBe(403);
    expect(expectStatus(await other.get("/api/forms"), 200)).toEqual([]);
  });

  it("lets an admin create a form for another existing user, owned by that user", async () => {
    const admin = await signedInClient(harness.testApp, { role: "admin" });
    const other = await signedInClient(harness.testApp);
    const form = expectStatus(await admin.post("/api/forms", { userId: other.user.id }), 201);
    expect(form).toMatchObject({ userId: other.user.id, isActive: true });
    expect(expectStatus<unknown[]>(await other.get("/api/forms"), 200)).toHaveLength(1);
    expect(expectStatus(await admin.get("/api/forms"), 200)).toEqual([]);

    const missing = await admin.post("/api/forms", { userId: randomUUID() });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 'Form not found' for an unknown id", async () => {
    const response = await client.get(`/api/forms/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Form not found" });
  });
});

describe("one active form per user", () => {
  it("makes exactly one of many concurrent first forms active", async () => {
    const client = await signedInClient(harness.testApp);
    const created = await Promise.all(Array.from({ length: 6 }, () => createForm(client)));
    expect(created.filter((form) => form.isActive)).toHaveLength(1);
  });

  it("is enforced by the database", async () => {
    const client = await signedInClient(harness.testApp);
    await createForm(client);
    const error = await harness.testApp.app.db
      .insert(workHistoryForms)
      .values({ userId: client.user.id, isActive: true })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, "work_history_forms_one_active_per_user_idx")).toBe(true);
  });

  it("reports the active form's name and date of hire", async () => {
    const client = await signedInClient(harness.testApp);
    const form = await createForm(client);
    await createForm(client);
    expectStatus(
      await client.patch(`/api/forms/${form.id}`, {
        firstName: "Ada",
        lastName: "Lovelace",
        dateOfHire: "2021-04-05",
      }),
      200,
    );
    expect(expectStatus(await client.get("/api/work-history/active"), 200)).toEqual({
      id: form.id,
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfHire: "2021-04-05",
      isEmpty: false,
    });
  });
});

describe("reading and changing a form", () => {
  let client: Client;
  let formId: string;
  beforeAll(async () => {
    client = await signedInClient(harness.testApp);
    formId = (await createForm(client)).id;
  });

  it("saves one field at a time, returns the updated form and bumps updatedAt", async () => {
    const before = expectStatus(await client.get(`/api/forms/${formId}`), 200);
    harness.clock.advance(5_000);
    const updated = expectStatus(await client.patch(`/api/forms/${formId}`, { firstName: "Grace" }), 200);
    expect(updated).toMatchObject({ id: formId, firstName: "Grace", lastName: "User" });
    expect(updated.updatedAt).toBe(new Date(START.getTime() + 5_000).toISOString());
    expect(updated.updatedAt > before.updatedAt).toBe(true);
    expect(updated.createdAt).toBe(before.createdAt);
  });

  it("saves every editable field and reads them back", async () => {
    const fields = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "Grace.Hopper@Example.com",
      roleTitle: "Lead A&P Technician",
      dateOfHire: "2019-03-01",
      apCertificateNumber: "3456789",
      iaStatus: "past_not_current",
      employmentScope: "Line and base maintenance\non B737",
      additionalDuties: "Shift lead",
    };
    expectStatus(await client.patch(`/api/forms/${formId}`, fields), 200);
    const form = expectStatus(await client.get(`/api/forms/${formId}`), 200);
    expect(form).toMatchObject({ ...fields, email: "grace.hopper@example.com" });
  });

  it("clears a date, a select and an e-mail sent as empty strings", async () => {
    const form = expectStatus(
      await client.patch(`/api/forms/${formId}`, { dateOfHire: "", iaStatus: "", email: "" }),
      200,
    );
    expect(form).toMatchObject({ dateOfHire: null, iaStatus: null, email: null });
  });

  it.each([
    ["an unknown field", { nickname: "Amazing" }],
    ["a field the user may not set", { isActive: false }],
    ["a field the user may not set", { userId: randomUUID() }],
    ["an IA status outside the set", { iaStatus: "maybe" }],
    ["an impossible date", { dateOfHire: "2023-02-30" }],
    ["a date in another format", { dateOfHire: "03/01/2019" }],
    ["an invalid e-mail", { email: "not-an-email" }],
    ["a text over its bound", { firstName: "x".repeat(201) }],
    ["a number for a text", { firstName: 42 }],
    ["an empty change", {}],
  ])("refuses %s with 400 and changes nothing", async (_name, body) => {
    const before = (await client.get(`/api/forms/${formId}`)).body;
    const response = await client.patch(`/api/forms/${formId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_error" });
    expect((await client.get(`/api/forms/${formId}`)).body).toBe(before);
  });

  it("refuses a cross-site request", async () => {
    const response = await harness.testApp.app.inject({
      method: "PATCH",
      url: `/api/forms/${formId}`,
      headers: { cookie: client.cookie, origin: "https://evil.example" },
      payload: { firstName: "Mallory" },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await harness.testApp.app.db
      .select({ firstName: workHistoryForms.firstName })
      .from(workHistoryForms)
      .where(eq(workHistoryForms.id, formId));
    expect(row?.firstName).not.toBe("Mallory");
  });
});
