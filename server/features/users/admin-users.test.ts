import { adminUserListSchema, adminUserSchema } from "@domain/schemas/admin";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { airframeExperience, employmentEntries, users, workHistoryForms } from "../../db/schema/index";
import { createAccountWithFiles, isStored, rowsOwnedBy } from "../../test/account-files";
import { createTestApp, type TestApp } from "../../test/app";
import { createUserWithPassword, signIn, type TestUser, uniqueEmail } from "../../test/users";
import { serviceContext } from "../service-context";
import { ADMIN_USER_MESSAGES, deleteUser } from "./admin-users.service";

// The administrators' user management (docs/product.md §5.6, §6): GET/POST /api/admin/users, PATCH/DELETE
// /api/admin/users/{id}.

let t: TestApp;
let admin: TestUser;
let technician: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithPassword(t, { role: "admin", fullName: "Chief Inspector" });
  technician = await createUserWithPassword(t, { fullName: "Line Technician" });
});
afterAll(async () => {
  await t?.close();
});

// --- helpers ----------------------------------------------------------------------------------------

type Method = "GET" | "POST" | "PATCH" | "DELETE";

function call(app: TestApp, method: Method, url: string, cookie?: string, payload?: object) {
  return app.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const api = (method: Method, url: string, cookie?: string, payload?: object) =>
  call(t, method, url, cookie, payload);

function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Robin Sheetmetal",
    email: uniqueEmail("created"),
    password: "created-password-1",
    role: "user",
    ...overrides,
  };
}

async function createThroughApi(overrides: Record<string, unknown> = {}) {
  const body = newUserBody(overrides);
  const response = await api("POST", "/api/admin/users", admin.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, user: adminUserSchema.parse(response.json()) };
}

function login(app: TestApp, email: string, password: string) {
  return app.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
}

function currentUser(app: TestApp, cookie: string) {
  return app.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
}

const userRow = async (app: TestApp, id: string) =>
  (await app.app.db.select().from(users).where(eq(users.id, id)))[0];

// --- access -----------------------------------------------------------------------------------------

describe("access", () => {
  const someId = "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d";
  const routes: [Method, string, object?][] = [
    ["GET", "/api/admin/users"],
    ["POST", "/api/admin/users", newUserBody()],
    ["PATCH", `/api/admin/users/${someId}`, { fullName: "X", email: "x@example.com", role: "admin" }],
    ["DELETE", `/api/admin/users/${someId}`],
  ];

  it.each(routes)("%s %s: 401 signed out", async (method, url, payload) => {
    const response = await api(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)("%s %s: 403 for a user", async (method, url, payload) => {
    const response = await api(method, url, technician.cookie, payload);
    expect(response.statusCode).toBe(403);
  });

  it("a user cannot create, promote or delete anyone, themselves included", async () => {
    const body = newUserBody({ role: "admin" });
    expect((await api("POST", "/api/admin/users", technician.cookie, body)).statusCode).toBe(403);
    expect((await t.app.db.select().from(users).where(eq(users.email, body.email))).length).toBe(0);

    const promote = { fullName: technician.fullName, email: technician.email, role: "admin" };
    const patched = await api("PATCH", `/api/admin/users/${technician.id}`, technician.cookie, promote);
    expect(patched.statusCode).toBe(403);
    expect((await userRow(t, technician.id))?.role).toBe("user");

    expect((await api("DELETE", `/api/admin/users/${admin.id}`, technician.cookie)).statusCode).toBe(403);
    expect(await userRow(t, admin.id)).toBeDefined();
  });
});

// --- list -------------------------------------------------------------------------------------------

describe("GET /api/admin/users", () => {
  it("lists every account with name, e-mail, role, created and verified, never a password", async () => {
    const response = await api("GET", "/api/admin/users", admin.cookie);
    expect(response.statusCode).toBe(200);
    const list = adminUserListSchema.parse(response.json());
    expect(list).toEqual(
      expect.arrayContaining([
        {
          id: admin.id,
          fullName: "Chief Inspector",
          email: admin.email,
          role: "admin",
          createdAt: expect.any(String),
          emailVerified: true,
          state: "active",
        },
        expect.objectContaining({ id: technician.id, role: "user" }),
      ]),
    );
    expect(response.body).not.toContain("password");
    expect(response.body).not.toContain("$argon2");
  });
});

// --- create -----------------------------------------------------------------------------------------

describe("POST /api/admin/users", () => {
  it("creates a verified account (e-mail trimmed and lower-cased) that can sign in at once", async () => {
    const email = uniqueEmail("new");
    const { body, user } = await createThroughApi({ email: `  ${email.toUpperCase()} ` });
    expect(user).toMatchObject({ fullName: body.fullName, email, role: "user", emailVerified: true });
    expect((await userRow(t, user.id))?.verifiedAt).toBeInstanceOf(Date);

    const response = await login(t, email, body.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email, role: "user" });
  });

  it("creates administrators too", async () => {
    const { user } = await createThroughApi({ role: "admin" });
    expect(user.role).toBe("admin");
  });

  it("refuses an e-mail already taken, whatever its case, with 409", async () => {
    const { body } = await createThroughApi();
    const again = await api("POST", "/api/admin/users", admin.cookie, {
      ...newUserBody(),
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_USER_MESSAGES.emailTaken);
  });

  it.each([
    ["no full name", { fullName: "" }],
    ["a blank full name", { fullName: "   " }],
    ["no e-mail", { email: "" }],
    ["an invalid e-mail", { email: "not-an-address" }],
    ["a 7-character password", { password: "k7#mQ2x" }],
    ["a 257-character password", { password: "a-long-passphrase ".repeat(15).slice(0, 257) }],
    ["a common password", { password: "Password123!" }],
    ["the e-mail as password", { email: "ines.moreau@example.com", password: "ines.moreau2024" }],
    ["an unknown role", { role: "owner" }],
  ])("refuses %s with 400", async (_label, overrides) => {
    const body = newUserBody(overrides);
    const response = await api("POST", "/api/admin/users", admin.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(
      (
        await t.app.db
          .select()
          .from(users)
          .where(eq(users.email, String(body.email)))
      ).length,
    ).toBe(0);
  });

  it("accepts passwords of exactly 10 and 256 characters", async () => {
    await createThroughApi({ password: "k7#mQ2x!vZ" });
    const { body } = await createThroughApi({ password: "a-long-passphrase ".repeat(15).slice(0, 256) });
    expect((await login(t, body.email, body.password)).statusCode).toBe(200);
  });
});

// --- edit -------------------------------------------------------------------------------------------

describe("PATCH /api/admin/users/{id}", () => {
  async function createdAndSignedIn() {
    const { body, user } = await createThroughApi();
    const cookie = await signIn(t, { email: body.email, password: body.password });
    return { ...body, id: user.id, cookie };
  }

  it("changes name, e-mail and role; a blank or missing password keeps the old one and the sessions", async () => {
    const person = await createdAndSignedIn();
    const newEmail = uniqueEmail("renamed");

    const blank = await api("PATCH", `/api/admin/users/${person.id}`, admin.cookie, {
      fullName: "Robin Renamed",
      email: newEmail.toUpperCase(),
      role: "admin",
      password: "",
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json()).toMatchObject({
      id: person.id,
      fullName: "Robin Renamed",
      email: newEmail,
      role: "admin",
    });

    const missing = await api("PATCH", `/api/admin/users/${person.id}`, admin.cookie, {
      fullName: "Robin Again",
      email: newEmail,
      role: "user",
    });
    expect(missing.statusCode, missing.body).toBe(200);

    expect((await currentUser(t, person.cookie)).json()).toMatchObject({
      fullName: "Robin Again",
      role: "user",
    });
    expect((await login(t, newEmail, person.password)).statusCode).toBe(200);
  });

  it("a new password replaces the old one and signs that user out everywhere", async () => {
    const person = await createdAndSignedIn();
    const response = await api("PATCH", `/api/admin/users/${person.id}`, admin.cookie, {
      fullName: person.fullName,
      email: person.email,
      role: "user",
      password: "brand-new-password",
    });
    expect(response.statusCode, response.body).toBe(200);

    expect((await currentUser(t, person.cookie)).statusCode).toBe(401);
    expect((await login(t, person.email, person.password)).statusCode).toBe(401);
    expect((await login(t, person.email, "brand-new-password")).statusCode).toBe(200);
    // The administrator's own session is untouched.
    expect((await currentUser(t, admin.cookie)).statusCode).toBe(200);
  });

  it("an administrator changing their own password keeps the session they use, ends the others", async () => {
    const self = await createUserWithPassword(t, { role: "admin" });
    const otherDevice = await signIn(t, { email: self.email, password: self.password });
    const response = await api("PATCH", `/api/admin/users/${self.id}`, self.cookie, {
      fullName: self.fullName,
      email: self.email,
      role: "admin",
      password: "my-new-admin-password",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await currentUser(t, self.cookie)).statusCode).toBe(200);
    expect((await currentUser(t, otherDevice)).statusCode).toBe(401);
    expect((await login(t, self.email, "my-new-admin-password")).statusCode).toBe(200);
  });

  it("refuses an e-mail another account has (any case) with 409 and changes nothing", async () => {
    const person = await createdAndSignedIn();
    const response = await api("PATCH", `/api/admin/users/${person.id}`, admin.cookie, {
      fullName: "Changed Name",
      email: technician.email.toUpperCase(),
      role: "user",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_USER_MESSAGES.emailTaken);
    expect(await userRow(t, person.id)).toMatchObject({ fullName: person.fullName, email: person.email });
  });

  it("refuses a short new password, missing fields and an unknown role with 400", async () => {
    const person = await createdAndSignedIn();
    const base = { fullName: person.fullName, email: person.email, role: "user" };
    for (const body of [
      { ...base, password: "short" },
      { ...base, fullName: "" },
      { ...base, email: "" },
      { ...base, role: "owner" },
      { fullName: person.fullName, email: person.email },
    ]) {
      const response = await api("PATCH", `/api/admin/users/${person.id}`, admin.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await login(t, person.email, person.password)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await api(
      "PATCH",
      "/api/admin/users/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
      admin.cookie,
      {
        fullName: "Nobody",
        email: uniqueEmail(),
        role: "user",
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

// --- delete -----------------------------------------------------------------------------------------

/** A user who owns a form with entries, two completed documents (one with a task) and an upload never completed. */
async function userWithData(app: TestApp, role: "user" | "admin" = "user") {
  const person = await createUserWithPassword(app, { role });
  const form = await call(app, "POST", "/api/forms", person.cookie, { status: "draft" });
  expect(form.statusCode, form.body).toBe(201);
  const formId = form.json().id as string;
  for (const url of ["/api/employment-entries", "/api/airframe-experience"]) {
    const entry = await call(app, "POST", url, person.cookie, { formId, entryNumber: 1 });
    expect(entry.statusCode, entry.body).toBe(201);
  }
  const { objectPaths } = await createAccountWithFiles(app, {
    user: { id: person.id },
    cookie: person.cookie,
  });
  for (const objectPath of objectPaths) expect(await isStored(app, objectPath)).toBe(true);
  return { person, formId, objectPaths };
}

async function ownedRowCounts(app: TestApp, userId: string, formId: string) {
  const { db } = app.app;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    ...(await rowsOwnedBy(app, userId)),
    forms: await count(db.select().from(workHistoryForms).where(eq(workHistoryForms.userId, userId))),
    employment: await count(db.select().from(employmentEntries).where(eq(employmentEntries.formId, formId))),
    airframe: await count(db.select().from(airframeExperience).where(eq(airframeExperience.formId, formId))),
  };
}

describe("DELETE /api/admin/users/{id}", () => {
  it("deletes the account with its forms, entries, documents, tasks, stored files and sessions", async () => {
    const { person, formId, objectPaths } = await userWithData(t);
    expect(await ownedRowCounts(t, person.id, formId)).toEqual({
      users: 1,
      sessions: 1,
      forms: 1,
      employment: 1,
      airframe: 1,
      resumes: 1,
      trainings: 1,
      tasks: 1,
      intents: 3,
    });

    const response = await api("DELETE", `/api/admin/users/${person.id}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(204);

    expect(await ownedRowCounts(t, person.id, formId)).toEqual({
      users: 0,
      sessions: 0,
      forms: 0,
      employment: 0,
      airframe: 0,
      resumes: 0,
      trainings: 0,
      tasks: 0,
      intents: 0,
    });
    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(false);
    expect((await currentUser(t, person.cookie)).statusCode).toBe(401);
    expect((await login(t, person.email, person.password)).statusCode).toBe(401);
    const list = adminUserListSchema.parse((await api("GET", "/api/admin/users", admin.cookie)).json());
    expect(list.map((user) => user.id)).not.toContain(person.id);
  });

  it("deletes another administrator while one remains", async () => {
    const other = await createUserWithPassword(t, { role: "admin" });
    expect((await api("DELETE", `/api/admin/users/${other.id}`, admin.cookie)).statusCode).toBe(204);
    expect(await userRow(t, other.id)).toBeUndefined();
  });

  it("refuses the caller's own account with a clear 400", async () => {
    const response = await api("DELETE", `/api/admin/users/${admin.id}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_USER_MESSAGES.deleteSelf);
    expect(await userRow(t, admin.id)).toBeDefined();
    expect((await currentUser(t, admin.cookie)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await api(
      "DELETE",
      "/api/admin/users/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
      admin.cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

// --- the last administrator (each test on its own database, so the administrators are known) ------------

describe("the last administrator", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => {
    await fresh?.close();
  });

  /**
   * One change went through; the other was refused: 400 when it reached the rule, or 401/403 when
   * the first had already removed (or demoted) its caller before it was even let in.
   */
  function expectOneWinner(answers: { statusCode: number; body: string }[], success: number) {
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === success),
      statuses.join(),
    ).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== success);
    expect([400, 401, 403]).toContain(refused?.statusCode);
  }

  async function onlyAdministrators(...keep: string[]) {
    const admins = await fresh.app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const others = admins.map((row) => row.id).filter((id) => !keep.includes(id));
    if (others.length > 0)
      await fresh.app.db.update(users).set({ role: "user" }).where(inArray(users.id, others));
  }

  it("cannot be changed to a user, even by themselves; the refusal is clear and changes nothing", async () => {
    const only = await createUserWithPassword(fresh, { role: "admin", fullName: "Only Admin" });
    await onlyAdministrators(only.id);
    const response = await call(fresh, "PATCH", `/api/admin/users/${only.id}`, only.cookie, {
      fullName: "Renamed Too",
      email: only.email,
      role: "user",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_USER_MESSAGES.demoteLastAdmin);
    expect(await userRow(fresh, only.id)).toMatchObject({ role: "admin", fullName: "Only Admin" });

    // Once another administrator exists, stepping down is allowed.
    const second = await createUserWithPassword(fresh, { role: "admin" });
    const stepDown = await call(fresh, "PATCH", `/api/admin/users/${only.id}`, second.cookie, {
      fullName: "Only Admin",
      email: only.email,
      role: "user",
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
  });

  it("cannot be deleted, and the refusal leaves their documents and files in place", async () => {
    const { person: only, formId, objectPaths } = await userWithData(fresh, "admin");
    await onlyAdministrators(only.id);
    const caller = await createUserWithPassword(fresh);
    const ctx = serviceContext(fresh.app);

    // Through the API a caller is an administrator, so only a race reaches this rule: call the service.
    await expect(deleteUser(ctx, { id: caller.id, fullName: "Casey Caller" }, only.id)).rejects.toMatchObject(
      {
        statusCode: 400,
        message: ADMIN_USER_MESSAGES.deleteLastAdmin,
      },
    );
    expect(await ownedRowCounts(fresh, only.id, formId)).toMatchObject({
      users: 1,
      forms: 1,
      resumes: 1,
      intents: 3,
    });
    for (const objectPath of objectPaths) expect(await isStored(fresh, objectPath)).toBe(true);
  });

  it("two administrators deleting each other at once: one succeeds, the other is refused", async () => {
    const first = await createUserWithPassword(fresh, { role: "admin" });
    const second = await createUserWithPassword(fresh, { role: "admin" });
    await onlyAdministrators(first.id, second.id);

    const answers = await Promise.all([
      call(fresh, "DELETE", `/api/admin/users/${second.id}`, first.cookie),
      call(fresh, "DELETE", `/api/admin/users/${first.id}`, second.cookie),
    ]);
    expectOneWinner(answers, 204);
    const admins = await fresh.app.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("two administrators demoting each other at once: one succeeds, the other is refused", async () => {
    const first = await createUserWithPassword(fresh, { role: "admin" });
    const second = await createUserWithPassword(fresh, { role: "admin" });
    await onlyAdministrators(first.id, second.id);
    const demote = (who: TestUser) => ({ fullName: who.fullName, email: who.email, role: "user" });

    const answers = await Promise.all([
      call(fresh, "PATCH", `/api/admin/users/${second.id}`, first.cookie, demote(second)),
      call(fresh, "PATCH", `/api/admin/users/${first.id}`, second.cookie, demote(first)),
    ]);
    expectOneWinner(answers, 200);
    const admins = await fresh.app.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });
});
