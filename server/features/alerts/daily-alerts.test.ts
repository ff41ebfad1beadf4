// The daily expiry alerts on a manual clock (starts 2026-06-01 12:00 UTC): one e-mail per person and
// day through the dev outbox, a failed send retried once its delay has passed, one run at a time
// (the lease), none for someone opted out or with nothing to report, and the administrators' digest.

import type { AdminStructure } from "@domain/schemas/checklists";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { alertDeliveries, centerSettings, userChecklistCompletions } from "../../db/schema/index";
import type { Mailer } from "../../lib/mail/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { mailTo } from "../../test/mail";
import { signIn } from "../../test/users";
import { serviceContext } from "../service-context";
import { runAlertsForDay, runDailyAlerts } from "./daily-alerts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let harness: Harness;
let admin: Client;
let sectionId: string;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  let structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "Recurrent" }),
    200,
  );
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Safety" }),
    200,
  );
  sectionId = structure.tabs[0]!.sections[0]!.id;
});
// Every test starts with the center's default warning window (a test sets another one).
beforeEach(async () => {
  await harness.testApp.app.db.delete(centerSettings);
});
afterAll(async () => {
  await harness?.close();
});

const ctx = () => serviceContext(harness.testApp.app);
const run = (context = ctx()) => runDailyAlerts(context);
const mailsOf = (client: Client) => mailTo(harness.testApp.dataDir, client.user.email);
const today = () => harness.clock.clock().toISOString().slice(0, 10);

/** The next day at `hour` UTC; the administrator signs in again (sessions idle out after 12 hours). */
async function nextDay(hour = 12) {
  const next = new Date(harness.clock.clock().getTime() + DAY_MS);
  next.setUTCHours(hour, 0, 0, 0);
  harness.clock.set(next);
  admin = clientFor(harness.testApp, {
    user: admin.user,
    cookie: await signIn(harness.testApp, { userId: admin.user.id }),
  });
}

async function createItem(body: object): Promise<string> {
  const next = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
    200,
  );
  return next.tabs[0]!.sections[0]!.items.at(-1)!.id;
}

/** A technician who did a yearly item on `completedOn` (so it expires a year later). */
async function technicianWithYearlyItem(fullName: string, itemName: string, completedOn: string) {
  const tech = await signedInClient(harness.testApp, { fullName });
  const itemId = await createItem({ name: itemName, recurrenceMonths: 12 });
  expectStatus(await tech.patch(`/api/checklists/items/${itemId}`, { completed: true, completedOn }), 200);
  return tech;
}

/** Waits until some run has claimed the technician's alert of today in the sent-log. */
async function waitUntilClaimed(client: Client) {
  await vi.waitFor(async () => {
    const rows = await harness.testApp.app.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, client.user.id));
    expect(rows.some((row) => row.day === today() && row.status === "sending")).toBe(true);
  });
}

/** The technician's own alert of today in the sent-log. */
async function deliveryOf(client: Client) {
  const rows = await harness.testApp.app.db
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.userId, client.user.id));
  return rows.find((row) => row.day === today() && row.kind === "own_items");
}

function putJson(client: Client, url: string, payload: object) {
  return harness.testApp.app.inject({ method: "PUT", url, payload, headers: { cookie: client.cookie } });
}

describe("daily expiry alerts", () => {
  it("mails a technician their expiring item once a day, and again the next day", async () => {
    // 2026-06-01: the item expires on 2026-06-15, 14 days ahead.
    const tech = await technicianWithYearlyItem("Tom Tech", "Hazmat <Class 9>", "2025-06-15");
    await run();
    const [mail] = await mailsOf(tech);
    expect(await mailsOf(tech)).toHaveLength(1);
    expect(mail!.subject).toBe("Hangar Log: 1 training item expires soon");
    expect(mail!.text).toContain("Hello Tom Tech,");
    expect(mail!.text).toContain("- Hazmat <Class 9>: Expiring, expires on 2026-06-15");
    expect(mail!.text).toContain(`${harness.testApp.app.config.PUBLIC_URL}/checklists`);
    expect(mail!.html).toContain("Hazmat &lt;Class 9&gt;");

    await run();
    expect(await mailsOf(tech)).toHaveLength(1);

    await nextDay(5); // before 06:00 UTC the day's alerts are not due yet
    await run();
    expect(await mailsOf(tech)).toHaveLength(1);
    harness.clock.advance(60 * 60 * 1000);
    await run();
    expect(await mailsOf(tech)).toHaveLength(2);
  });

  it("sends nothing to someone with nothing to report, or who turned alerts off", async () => {
    await nextDay();
    const fresh = await technicianWithYearlyItem("Fran Fresh", "Fire safety", today());
    const optedOut = await technicianWithYearlyItem("Olly Opted", "Confined spaces", "2025-01-10");
    expectStatus(await optedOut.get("/api/account/alert-settings"), 200);
    expect(
      expectStatus(await putJson(optedOut, "/api/account/alert-settings", { emailAlerts: false }), 200),
    ).toEqual({ emailAlerts: false });
    expect(expectStatus(await optedOut.get("/api/account/alert-settings"), 200)).toEqual({
      emailAlerts: false,
    });
    await run();
    expect(await mailsOf(fresh)).toEqual([]);
    expect(await mailsOf(optedOut)).toEqual([]);
  });

  it("refuses alert settings that are not a yes or no", async () => {
    const tech = await signedInClient(harness.testApp);
    expect(expectStatus(await tech.get("/api/account/alert-settings"), 200)).toEqual({ emailAlerts: true });
    expectStatus(await putJson(tech, "/api/account/alert-settings", { emailAlerts: "no" }), 400);
    expectStatus(await putJson(tech, "/api/account/alert-settings", {}), 400);
  });

  it("sends administrators one digest with the counts, the names and the pending sign-offs", async () => {
    await nextDay();
    // The digest sums up everyone's record: only this test's technicians have one.
    await harness.testApp.app.db.delete(userChecklistCompletions);
    const inEleven = new Date(harness.clock.clock().getTime() + 11 * DAY_MS).toISOString().slice(0, 10);
    const elevenDaysAgoLastYear = `${Number(inEleven.slice(0, 4)) - 1}${inEleven.slice(4)}`;
    await technicianWithYearlyItem("Tom Tech", "Hazmat", elevenDaysAgoLastYear);
    const optedOut = await technicianWithYearlyItem("Olly Opted", "Confined spaces", "2025-01-10");
    expectStatus(await putJson(optedOut, "/api/account/alert-settings", { emailAlerts: false }), 200);
    await technicianWithYearlyItem("Fran Fresh", "Fire safety", today());
    const signOffItem = await createItem({ name: "Engine run-up", requiresSignOff: true });
    const waiting = await signedInClient(harness.testApp, { fullName: "Wes Waiting" });
    expectStatus(await waiting.patch(`/api/checklists/items/${signOffItem}`, { completed: true }), 200);
    const before = (await mailsOf(admin)).length;
    await run();
    await run();
    const digests = (await mailsOf(admin)).slice(before);
    expect(digests.map((mail) => mail.subject)).toEqual(["Hangar Log: team training digest"]);
    const text = digests[0]!.text!;
    // Tom's item expires 11 days ahead; Olly's expired on 2025-01-10 + 1 year, opted out or not.
    expect(text).toContain("- Expired: 1 item of 1 person");
    expect(text).toContain("- Expiring within 30 days: 1 item of 1 person");
    expect(text).toContain("- Awaiting sign-off: 1 item");
    expect(text).toContain("With expired items: Olly Opted");
    expect(text).toContain("With expiring items: Tom Tech");
    expect(text).not.toContain("Fran Fresh");
    const publicUrl = harness.testApp.app.config.PUBLIC_URL;
    expect(text).toContain(`${publicUrl}/team`);
    expect(text).toContain(`${publicUrl}/admin?tab=sign-offs`);
    expect(digests[0]!.html).toContain(`href="${publicUrl}/admin?tab=sign-offs"`);
  });

  it("leaves out an administrator who turned alerts off, digest included", async () => {
    await nextDay();
    // Something for the digest to report.
    await technicianWithYearlyItem("Exa Expired", "Oxygen systems", "2025-01-10");
    const quiet = await signedInClient(harness.testApp, { role: "admin", fullName: "Quinn Quiet" });
    expectStatus(await putJson(quiet, "/api/account/alert-settings", { emailAlerts: false }), 200);
    const before = (await mailsOf(admin)).length;
    await run();
    expect(await mailsOf(quiet)).toEqual([]);
    expect((await mailsOf(admin)).length).toBe(before + 1);
  });

  it("tries a failed send again 30 minutes after, then 2 hours after, three times at most", async () => {
    await nextDay();
    const tech = await technicianWithYearlyItem("Rita Retry", "Fuel tank entry", "2025-06-20");
    const realMailer = harness.testApp.app.mailer;
    let failuresLeft = 1;
    const flaky: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === tech.user.email && failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error("SMTP server said 421");
        }
        await realMailer.send(message);
      },
    };
    const triedAt = harness.clock.clock();
    const first = await run({ ...ctx(), mailer: flaky });
    expect(first).toMatchObject({ ran: true, failed: 1 });
    expect(await mailsOf(tech)).toEqual([]);
    expect(await deliveryOf(tech)).toMatchObject({
      status: "failed",
      attempts: 1,
      claimedAt: triedAt,
      retryAt: new Date(triedAt.getTime() + 30 * MINUTE_MS),
      lastError: "SMTP server said 421",
    });
    // The mail server is back, but the send waits out its delay: a short outage costs one try.
    await run();
    harness.clock.advance(29 * MINUTE_MS);
    await run();
    expect(await mailsOf(tech)).toEqual([]);
    harness.clock.advance(MINUTE_MS);
    await run();
    expect(await mailsOf(tech)).toHaveLength(1);
    expect(await deliveryOf(tech)).toMatchObject({ status: "sent", attempts: 2, retryAt: null });
    await run();
    expect(await mailsOf(tech)).toHaveLength(1);

    // A send that always fails, on a run every 15 minutes until 22:00: tried at 12:00, 12:30 and 14:30,
    // then left for tomorrow.
    await nextDay();
    const tries: string[] = [];
    const broken: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === tech.user.email) {
          tries.push(harness.clock.clock().toISOString().slice(11, 16));
          throw new Error("connection refused");
        }
        await realMailer.send(message);
      },
    };
    for (let tick = 0; tick < 4 * 10; tick += 1) {
      await run({ ...ctx(), mailer: broken });
      harness.clock.advance(15 * MINUTE_MS);
    }
    expect(tries).toEqual(["12:00", "12:30", "14:30"]);
    expect(await deliveryOf(tech)).toMatchObject({ status: "failed", attempts: 3, retryAt: null });

    // An operator's run once mail works again sends it anyway, and only once.
    expect(await runAlertsForDay(ctx(), { day: today() })).toEqual({ ran: true, sent: 1, failed: 0 });
    expect(await runAlertsForDay(ctx(), { day: today() })).toEqual({ ran: true, sent: 0, failed: 0 });
    expect(await mailsOf(tech)).toHaveLength(2);
    expect(await deliveryOf(tech)).toMatchObject({ status: "sent", attempts: 4 });
    await nextDay();
    await run();
    expect(await mailsOf(tech)).toHaveLength(3);
  });

  it("uses one try per person when two processes run at the same moment and the mail server is down", async () => {
    await nextDay();
    const tech = await technicianWithYearlyItem("Dora Down", "De-icing", "2025-06-27");
    let tries = 0;
    const down: Mailer = {
      kind: "outbox",
      async send(message) {
        if (message.to === tech.user.email) tries += 1;
        throw new Error("connection refused");
      },
    };
    await Promise.all([run({ ...ctx(), mailer: down }), run({ ...ctx(), mailer: down })]);
    expect(tries).toBe(1);
    expect(await deliveryOf(tech)).toMatchObject({ status: "failed", attempts: 1 });
    // The lease is given back at the end: the next tick runs (and waits out the retry delay).
    const next = await run({ ...ctx(), mailer: down });
    expect(next).toEqual({ ran: true, sent: 0, failed: 0 });
    expect(tries).toBe(1);
  });

  it("takes over a run whose process died after 5 minutes, and its alert after 15, not before", async () => {
    await nextDay();
    const tech = await technicianWithYearlyItem("Hal Hung", "Cabin pressure", "2025-06-28");
    const realMailer = harness.testApp.app.mailer;
    // A process that claims Hal's alert and never finishes sending it (it crashed).
    const hanging: Mailer = {
      kind: "outbox",
      send: (message) =>
        message.to === tech.user.email ? new Promise<void>(() => {}) : realMailer.send(message),
    };
    void run({ ...ctx(), mailer: hanging });
    await waitUntilClaimed(tech);
    // Its run's lease keeps the others out for 5 minutes; then they run, but leave Hal's claim alone.
    expect(await run()).toMatchObject({ ran: false });
    harness.clock.advance(5 * MINUTE_MS);
    expect(await run()).toMatchObject({ ran: true });
    harness.clock.advance(9 * MINUTE_MS);
    await run();
    expect(await mailsOf(tech)).toEqual([]);
    harness.clock.advance(2 * 60 * 1000);
    await run();
    expect(await mailsOf(tech)).toHaveLength(1);
  });

  it("lets one run at a time: another process skips its tick while a run holds the lease", async () => {
    await nextDay();
    const tech = await technicianWithYearlyItem("Lee Lease", "Propeller balancing", "2025-06-26");
    let answer: (() => void) | undefined;
    const slow: Mailer = {
      kind: "outbox",
      send: (message) =>
        message.to === tech.user.email
          ? new Promise<void>((resolve) => {
              answer = resolve;
            })
          : harness.testApp.app.mailer.send(message),
    };
    const running = run({ ...ctx(), mailer: slow });
    await waitUntilClaimed(tech);
    expect(await run()).toEqual({ ran: false, sent: 0, failed: 0 });
    answer!();
    expect(await running).toMatchObject({ ran: true });
    expect(await run()).toEqual({ ran: true, sent: 0, failed: 0 });
  });

  it("sends once when two runs start at the same moment", async () => {
    await nextDay();
    const tech = await technicianWithYearlyItem("Cora Concurrent", "Oxygen systems", "2025-06-25");
    const adminBefore = (await mailsOf(admin)).length;
    const results = await Promise.all([run(), run()]);
    expect(await mailsOf(tech)).toHaveLength(1);
    expect((await mailsOf(admin)).length).toBe(adminBefore + 1);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(2);
  });
});

describe("the center's warning window", () => {
  it("is 30 days until an administrator sets 7 to 90", async () => {
    expect(expectStatus(await admin.get("/api/admin/settings/alerts"), 200)).toEqual({
      warningWindowDays: 30,
    });
    for (const warningWindowDays of [6, 91, 30.5, "30"]) {
      const refused = expectStatus(
        await putJson(admin, "/api/admin/settings/alerts", { warningWindowDays }),
        400,
      );
      expect(refused.code).toBe("validation_error");
    }
    expect(expectStatus(await admin.get("/api/admin/settings/alerts"), 200)).toEqual({
      warningWindowDays: 30,
    });
    for (const warningWindowDays of [7, 90]) {
      expect(
        expectStatus(await putJson(admin, "/api/admin/settings/alerts", { warningWindowDays }), 200),
      ).toEqual({ warningWindowDays });
    }
    const tech = await signedInClient(harness.testApp);
    expectStatus(await putJson(tech, "/api/admin/settings/alerts", { warningWindowDays: 45 }), 403);
  });

  it("decides which items the alerts list", async () => {
    await nextDay();
    // 60 days ahead: outside a 30-day window, inside a 90-day one, and 'current' by its status.
    const expiresOn = new Date(harness.clock.clock().getTime() + 60 * DAY_MS).toISOString().slice(0, 10);
    const completedOn = `${Number(expiresOn.slice(0, 4)) - 1}${expiresOn.slice(4)}`;
    const tech = await technicianWithYearlyItem("Len Longview", "Borescope", completedOn);
    expectStatus(await putJson(admin, "/api/admin/settings/alerts", { warningWindowDays: 30 }), 200);
    await run();
    expect(await mailsOf(tech)).toEqual([]);

    await nextDay();
    expectStatus(await putJson(admin, "/api/admin/settings/alerts", { warningWindowDays: 90 }), 200);
    await run();
    const [mail] = await mailsOf(tech);
    expect(mail!.text).toContain(`- Borescope: Current, expires on ${expiresOn}`);
    expect(mail!.text).toContain("expire within 90 days");
  });
});
