// GET /api/me/calendar.ics with the user's secret link: valid iCalendar (CRLF, 75-octet folding,
// escaped text, one all-day event per expiry date) and a link that a reset voids at once.

import type { AdminStructure } from "@domain/schemas/checklists";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/app";
import { type Client, clientFor, expectStatus, signedInClient } from "../../test/client";
import { latestCodeTo } from "../../test/mail";
import { createUserWithPassword, signIn } from "../../test/users";

let harness: Harness;
let admin: Client;
let tech: Client;
let completionId: string;

const LONG_NAME = "Fuel tank entry, nitrogen-inerted; confined space rescue drill with breathing apparatus";

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin" });
  tech = await signedInClient(harness.testApp, { fullName: "Tom Tech" });
  let structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/tabs", { name: "Recurrent" }),
    200,
  );
  structure = expectStatus(
    await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Safety" }),
    200,
  );
  const sectionId = structure.tabs[0]!.sections[0]!.id;
  const item = async (body: object) => {
    const next = expectStatus<AdminStructure>(
      await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
      200,
    );
    return next.tabs[0]!.sections[0]!.items.at(-1)!.id;
  };
  const yearly = await item({ name: LONG_NAME, recurrenceMonths: 12 });
  const once = await item({ name: "Shop safety" });
  const awaiting = await item({ name: "Engine run-up", recurrenceMonths: 24, requiresSignOff: true });
  const done = expectStatus(
    await tech.patch(`/api/checklists/items/${yearly}`, { completed: true, completedOn: "2025-12-31" }),
    200,
  );
  completionId = done.completion.id;
  expectStatus(await tech.patch(`/api/checklists/items/${once}`, { completed: true }), 200);
  expectStatus(await tech.patch(`/api/checklists/items/${awaiting}`, { completed: true }), 200);
});
afterAll(async () => {
  await harness?.close();
});

const feed = (url: string) => {
  const { pathname, search } = new URL(url);
  return harness.testApp.app.inject({ method: "GET", url: `${pathname}${search}` });
};

/** Content lines after unfolding (RFC 5545 §3.1: CRLF followed by one space continues a line). */
const unfold = (body: string) => body.replaceAll("\r\n ", "").split("\r\n");

describe("the calendar feed", () => {
  it("lists each counted expiry date as an all-day event in valid iCalendar", async () => {
    const { url } = expectStatus<{ url: string }>(await tech.get("/api/account/calendar-link"), 200);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/me\/calendar\.ics\?token=[\w-]{40,}$/);
    // The same link until it is reset.
    expect(expectStatus(await tech.get("/api/account/calendar-link"), 200)).toEqual({ url });

    const response = await feed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = response.body;
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replaceAll("\r\n", "")).not.toContain("\n");
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    const lines = unfold(body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    // Only the signed-off yearly item counts: 'Shop safety' never expires, 'Engine run-up' awaits sign-off.
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    const event = lines.slice(lines.indexOf("BEGIN:VEVENT"), lines.indexOf("END:VEVENT") + 1);
    expect(event).toContain(`UID:${completionId}@${new URL(url).host}`);
    expect(event).toContain("DTSTAMP:20260601T120000Z");
    expect(event).toContain("DTSTART;VALUE=DATE:20261231");
    expect(event).toContain("DTEND;VALUE=DATE:20270101");
    expect(event).toContain(
      "SUMMARY:Expires: Fuel tank entry\\, nitrogen-inerted\\; confined space rescue drill with breathing apparatus",
    );
    // The summary is longer than a line may be: folded, with a space starting each continuation.
    expect(body).toMatch(/\r\nSUMMARY:Expires: Fuel tank entry\\, [^\r]*\r\n [^\r]/);
  });

  it("stops answering the old link as soon as the user resets it", async () => {
    const { url: old } = expectStatus<{ url: string }>(await tech.get("/api/account/calendar-link"), 200);
    const { url: fresh } = expectStatus<{ url: string }>(
      await tech.post("/api/account/calendar-link/reset"),
      200,
    );
    expect(fresh).not.toBe(old);
    const gone = expectStatus(await feed(old), 404);
    expect(gone).toMatchObject({ code: "not_found" });
    expect(gone.message).toMatch(/calendar link is not valid/);
    expect((await feed(fresh)).statusCode).toBe(200);
    expect(expectStatus(await tech.get("/api/account/calendar-link"), 200)).toEqual({ url: fresh });
  });

  it("answers 404 to an unknown secret and 400 without one", async () => {
    expectStatus(
      await harness.testApp.app.inject({ method: "GET", url: "/api/me/calendar.ics?token=guess" }),
      404,
    );
    expectStatus(await harness.testApp.app.inject({ method: "GET", url: "/api/me/calendar.ics" }), 400);
  });

  it("gives each user their own link and events", async () => {
    const other = await signedInClient(harness.testApp, { fullName: "Ola Other" });
    const { url } = expectStatus<{ url: string }>(await other.get("/api/account/calendar-link"), 200);
    const body = (await feed(url)).body;
    expect(body).not.toContain("BEGIN:VEVENT");
    expect(unfold(body)).toContain("X-WR-CALNAME:Hangar Log: Ola Other's training");
  });
});

describe("the calendar link after the account is secured again", () => {
  // Whoever the owner is locking out may have copied the link: it is replaced (docs/security.md).
  it("stops working after 'Sign out everywhere' and after a password reset; the new one works", async () => {
    const owner = await createUserWithPassword(harness.testApp, { fullName: "Lena Link" });
    const client = clientFor(harness.testApp, { user: { id: owner.id } as never, cookie: owner.cookie });
    const linkOf = async (who: Client) =>
      expectStatus(await who.get("/api/account/calendar-link"), 200).url as string;

    let link = await linkOf(client);
    expect((await feed(link)).statusCode).toBe(200);
    expectStatus(await client.post("/api/account/sign-out-everywhere"), 204);
    expect((await feed(link)).statusCode).toBe(404);

    const again = clientFor(harness.testApp, {
      user: { id: owner.id } as never,
      cookie: await signIn(harness.testApp, { userId: owner.id }),
    });
    link = await linkOf(again);
    expect((await feed(link)).statusCode).toBe(200);
    const requested = await harness.testApp.app.inject({
      method: "POST",
      url: "/api/password-reset/request",
      payload: { email: owner.email },
    });
    const code = await latestCodeTo(harness.testApp.dataDir, owner.email);
    const reset = await harness.testApp.app.inject({
      method: "POST",
      url: "/api/password-reset/confirm",
      payload: {
        email: owner.email,
        code,
        requestId: requested.json().requestId,
        password: "a brand new passphrase",
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await feed(link)).statusCode).toBe(404);
  });
});
