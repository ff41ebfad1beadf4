// Notifications that move work along (docs/product.md §17.3.1) on a manual clock (starts 2026-06-01
// 12:00 UTC): the change writes its outbox row, the drain sends it once (also when two drain at once),
// a failed send waits its backoff, a switch turned off sends nothing, and the administrators'
// sign-off e-mail gathers what an hour brings.

import type { AdminStructure } from "@domain/schemas/checklists";
import { ADMIN_ONLY_NOTIFICATIONS_MESSAGE } from "@domain/schemas/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index";
import type { Mailer } from "../../lib/mail/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { mailTo } from "../../test/mail";
import { signIn } from "../../test/users";
import { createEmployment, createForm } from "../../test/work-history";
import { serviceContext } from "../service-context";
import { drainOutbox, FIRST_RETRY_MS } from "./notifications.service";

const MINUTE_MS = 60 * 1000;

let harness: Harness;
let admin: Client;
let secondAdmin: Client;
let sectionId: string;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  secondAdmin = await signedInClient(harness.testApp, { role: "admin", fullName: "Bo Admin" });
  let structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "Initial" }),
    200,
  );
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Shop" }),
    200,
  );
  sectionId = structure.tabs[0]!.sections[0]!.id;
});
afterAll(async () => {
  await harness?.close();
});

const ctx = () => serviceContext(harness.testApp.app);
const drain = (context = ctx()) => drainOutbox(context);
const mailsOf = (client: Client) => mailTo(harness.testApp.dataDir, client.user.email);
const rowsOf = (client: Client) =>
  harness.testApp.app.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.userId, client.user.id));

async function itemRequiringSignOff(name: string): Promise<string> {
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", { sectionId, name, requiresSignOff: true }),
    200,
  );
  return structure.tabs[0]!.sections[0]!.items.at(-1)!.id;
}

async function markDone(tech: Client, itemId: string): Promise<string> {
  const view = expectStatus<{ completion: { id: string } }>(
    await tech.patch(`/api/checklists/items/${itemId}`, { completed: true }),
    200,
  );
  return view.completion.id;
}

/** Moves the clock; the administrators sign in again when sessions would have idled out. */
async function advance(ms: number) {
  harness.clock.advance(ms);
  admin = clientFor(harness.testApp, {
    user: admin.user,
    cookie: await signIn(harness.testApp, { userId: admin.user.id }),
  });
}

describe("a returned completion", () => {
  it("writes an outbox row with the change, and the drain sends it once with the reason and the link", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Rita Returned" });
    const completionId = await markDone(tech, await itemRequiringSignOff("Torque wrench use"));
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, {
        reason: "Attach the signed task card.",
      }),
      204,
    );
    const [row] = await rowsOf(tech);
    expect(row).toMatchObject({ kind: "completion_returned", status: "pending", attempts: 0 });
    expect(await mailsOf(tech)).toHaveLength(0);

    expect((await drain()).sent).toBeGreaterThanOrEqual(1);
    await drain();
    const mails = await mailsOf(tech);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Hangar Log: "Torque wrench use" was returned');
    expect(mails[0]!.text).toContain("Reason: Attach the signed task card.");
    expect(mails[0]!.text).toContain(`${harness.testApp.app.config.PUBLIC_URL}/checklists`);
    expect((await rowsOf(tech))[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await rowsOf(tech))[0]!.sentAt).toEqual(harness.clock.clock());
  });

  it("is sent once when two drains run at once", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Dora Double" });
    const completionId = await markDone(tech, await itemRequiringSignOff("Safety wire"));
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, { reason: "Redo." }),
      204,
    );
    await Promise.all([drain(), drain(), drain()]);
    expect(await mailsOf(tech)).toHaveLength(1);
  });
});

describe("a signed-off completion", () => {
  it("tells the technician, for one sign-off and for each of a bulk sign-off", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Sid Signed" });
    const first = await markDone(tech, await itemRequiringSignOff("Borescope"));
    const second = await markDone(tech, await itemRequiringSignOff("Leak check"));
    const third = await markDone(tech, await itemRequiringSignOff("Rigging"));
    expectStatus(await admin.post(`/api/admin/checklists/completions/${first}/sign-off`), 204);
    expectStatus(
      await admin.post("/api/admin/checklists/sign-offs/bulk", {
        action: "sign_off",
        completionIds: [second, third],
      }),
      200,
    );
    await drain();
    const subjects = (await mailsOf(tech)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Hangar Log: "Borescope" was signed off',
      'Hangar Log: "Leak check" was signed off',
      'Hangar Log: "Rigging" was signed off',
    ]);
  });
});

describe("a failing send", () => {
  it("keeps the error and waits 1, then 2 minutes before the next tries", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Frank Failing" });
    const completionId = await markDone(tech, await itemRequiringSignOff("Fuel sampling"));
    expectStatus(await admin.post(`/api/admin/checklists/completions/${completionId}/sign-off`), 204);
    let tries = 0;
    const down: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === tech.user.email) tries += 1;
        throw new Error("connection refused");
      },
    };
    const failing = { ...ctx(), mailer: down };
    await drain(failing);
    expect(tries).toBe(1);
    let [row] = await rowsOf(tech);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "connection refused" });
    expect(row!.notBefore).toEqual(new Date(harness.clock.clock().getTime() + FIRST_RETRY_MS));

    await drain(failing);
    expect(tries).toBe(1);
    await advance(MINUTE_MS);
    await drain(failing);
    expect(tries).toBe(2);
    [row] = await rowsOf(tech);
    expect(row!.notBefore).toEqual(new Date(harness.clock.clock().getTime() + 2 * MINUTE_MS));

    await advance(2 * MINUTE_MS);
    await drain();
    expect(await mailsOf(tech)).toHaveLength(1);
    expect((await rowsOf(tech))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });
});

describe("switches under Alert settings", () => {
  it("are on by default, and a technician's switch off sends nothing", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Quinn Quiet" });
    expect(expectStatus(await tech.get("/api/account/notification-settings"), 200)).toEqual({
      completionReturned: true,
      completionSignedOff: true,
      formReturned: true,
      formApproved: true,
    });
    expect(
      expectStatus(
        await tech.put("/api/account/notification-settings", {
          completionReturned: false,
          completionSignedOff: true,
          formReturned: true,
          formApproved: true,
        }),
        200,
      ),
    ).toMatchObject({ completionReturned: false, completionSignedOff: true });
    const completionId = await markDone(tech, await itemRequiringSignOff("Oxygen servicing"));
    expectStatus(
      await admin.post(`/api/admin/checklists/completions/${completionId}/return`, { reason: "No." }),
      204,
    );
    await drain();
    expect(await mailsOf(tech)).toHaveLength(0);
    expect((await rowsOf(tech))[0]).toMatchObject({ status: "skipped" });
  });

  it("refuses the administrators' switches to a technician, and rejects what is not a switch", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Tina Tech" });
    const body = {
      completionReturned: true,
      completionSignedOff: true,
      formReturned: true,
      formApproved: true,
    };
    const refused = await tech.put("/api/account/notification-settings", { ...body, signOffsWaiting: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ADMIN_ONLY_NOTIFICATIONS_MESSAGE });
    expect(
      (await tech.put("/api/account/notification-settings", { ...body, formApproved: "no" })).statusCode,
    ).toBe(400);
    expect((await tech.put("/api/account/notification-settings", { ...body, other: true })).statusCode).toBe(
      400,
    );
    expect(
      expectStatus(
        await secondAdmin.put("/api/account/notification-settings", { ...body, formSubmitted: false }),
        200,
      ),
    ).toEqual({ ...body, formSubmitted: false, signOffsWaiting: true });
  });
});

describe("a work history form", () => {
  it("submitted tells the administrators who want it; returned and approved tell its owner", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Fern Form" });
    const form = await createForm(tech);
    expectStatus(
      await tech.patch(`/api/forms/${form.id}`, { apCertificateNumber: "3456789", iaStatus: "no" }),
      200,
    );
    await createEmployment(tech, form.id, { companyName: "Acme", startDate: "2020-01-01" });
    expectStatus(await tech.post(`/api/forms/${form.id}/submit`), 200);
    await drain();
    const [toAdmin] = (await mailsOf(admin)).filter((mail) => mail.subject?.includes("Fern Form"));
    expect(toAdmin?.subject).toBe("Hangar Log: Fern Form submitted a work history form");
    expect(toAdmin?.text).toContain(`/admin/users/${tech.user.id}`);
    // The second administrator turned this kind off in the test above.
    expect((await mailsOf(secondAdmin)).filter((mail) => mail.subject?.includes("Fern Form"))).toHaveLength(
      0,
    );

    expectStatus(
      await admin.post(`/api/admin/forms/${form.id}/return`, { reason: "Add your 2019 employer." }),
      200,
    );
    expectStatus(await tech.post(`/api/forms/${form.id}/submit`), 200);
    expectStatus(await admin.post(`/api/admin/forms/${form.id}/approve`), 200);
    await drain();
    const mails = await mailsOf(tech);
    const returned = mails.find((mail) => mail.subject === "Hangar Log: your work history form was returned");
    const approved = mails.find((mail) => mail.subject === "Hangar Log: your work history form was approved");
    expect(mails).toHaveLength(2);
    expect(returned?.text).toContain("Reason: Add your 2019 employer.");
    expect(approved?.text).toContain(`${harness.testApp.app.config.PUBLIC_URL}/forms/${form.id}`);
  });
});

describe("completions waiting for sign-off", () => {
  it("reach each administrator at most once an hour, gathered in one e-mail", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Hugo Hourly" });
    // What earlier tests left waiting goes out first; then a full hour without a batch.
    await advance(60 * MINUTE_MS);
    await drain();
    await advance(60 * MINUTE_MS);
    const before = (await mailsOf(admin)).length;
    const beforeSecond = (await mailsOf(secondAdmin)).length;

    await markDone(tech, await itemRequiringSignOff("Hourly one"));
    await markDone(tech, await itemRequiringSignOff("Hourly two"));
    await drain();
    let mails = (await mailsOf(admin)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Hangar Log: 2 completions wait for sign-off");
    expect(mails[0]!.text).toContain("- Hugo Hourly: Hourly one\n- Hugo Hourly: Hourly two");
    expect(mails[0]!.text).toContain(`${harness.testApp.app.config.PUBLIC_URL}/admin?tab=sign-offs`);

    await advance(10 * MINUTE_MS);
    await markDone(tech, await itemRequiringSignOff("Hourly three"));
    await advance(10 * MINUTE_MS);
    await markDone(tech, await itemRequiringSignOff("Hourly four"));
    await drain();
    expect((await mailsOf(admin)).slice(before)).toHaveLength(1);

    await advance(39 * MINUTE_MS);
    await drain();
    expect((await mailsOf(admin)).slice(before)).toHaveLength(1);
    await advance(MINUTE_MS);
    await drain();
    mails = (await mailsOf(admin)).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Hangar Log: 2 completions wait for sign-off");
    expect(mails[1]!.text).toContain("- Hugo Hourly: Hourly three\n- Hugo Hourly: Hourly four");
    // The second administrator gets the same two e-mails.
    expect((await mailsOf(secondAdmin)).slice(beforeSecond)).toHaveLength(2);
  });

  it("put back after a failed send, wait beside the batch that gathered meanwhile", async () => {
    const tech = await signedInClient(harness.testApp, { fullName: "Rita Retry" });
    await advance(2 * 60 * MINUTE_MS);
    await drain();
    await advance(2 * 60 * MINUTE_MS);
    await markDone(tech, await itemRequiringSignOff("Retry one"));
    const lateItem = await itemRequiringSignOff("Retry two");
    let failedOnce = false;
    const flaky: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === admin.user.email && !failedOnce) {
          failedOnce = true;
          // A new completion arrives while the batch is being sent, then the send fails.
          await markDone(tech, lateItem);
          throw new Error("connection reset");
        }
        await harness.testApp.app.mailer.send(message);
      },
    };
    await drain({ ...ctx(), mailer: flaky });
    const batches = (await rowsOf(admin)).filter((row) => row.kind === "sign_offs_waiting");
    const waiting = batches.filter((row) => row.status === "pending");
    expect(waiting.map((row) => row.attempts).sort()).toEqual([0, 1]);
    expect(waiting.find((row) => row.attempts === 1)).toMatchObject({ lastError: "connection reset" });

    const before = (await mailsOf(admin)).length;
    await advance(FIRST_RETRY_MS);
    await drain();
    const retried = (await mailsOf(admin)).slice(before);
    expect(retried).toHaveLength(1);
    expect(retried[0]!.text).toContain("- Rita Retry: Retry one");
    expect(retried[0]!.text).not.toContain("Retry two");
    await advance(60 * MINUTE_MS);
    await drain();
    const later = (await mailsOf(admin)).slice(before);
    expect(later).toHaveLength(2);
    expect(later[1]!.text).toContain("- Rita Retry: Retry two");
  });

  it("never reach the administrator who marked the item done", async () => {
    const before = (await mailsOf(admin)).length;
    await advance(2 * 60 * MINUTE_MS);
    await drain();
    const afterFlush = (await mailsOf(admin)).length;
    const view = expectStatus<{ completion: { id: string } }>(
      await admin.patch(`/api/checklists/items/${await itemRequiringSignOff("Own item")}`, {
        completed: true,
      }),
      200,
    );
    expect(view.completion.id).toBeTruthy();
    await drain();
    expect((await mailsOf(admin)).length).toBe(afterFlush);
    expect(afterFlush).toBeGreaterThanOrEqual(before);
  });
});
