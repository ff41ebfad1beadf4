// Creating an entry with the browser's client key (a retried POST makes one entry) and the paged
// list with its filters and total (docs/product.md §22.1).

import { randomUUID } from "node:crypto";
import { LOGBOOK_PAGE_SIZE } from "@domain/logbook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { logbookTask } from "../../test/logbook";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function listed(client: Client, query = "") {
  return expectStatus(await client.get(`/api/logbook/entries${query ? `?${query}` : ""}`), 200) as {
    items: { id: string; task: string; ataChapter: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

describe("creating an entry with a client key", () => {
  it("answers the entry already made for a repeated key (200), with one 'created' event", async () => {
    const tech = await signedInClient(testApp);
    const clientKey = randomUUID();
    const first = expectStatus(await tech.post("/api/logbook/entries", logbookTask({ clientKey })), 201);
    const again = expectStatus(
      await tech.post("/api/logbook/entries", logbookTask({ clientKey, task: "Typed differently" })),
      200,
    );
    expect(again.id).toBe(first.id);
    expect(again.task).toBe(first.task);
    expect((await listed(tech)).total).toBe(1);
    const events = expectStatus(await tech.get(`/api/logbook/entries/${first.id}/events`), 200);
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(["created"]);
    // Without a key, or with another, each POST is a new entry.
    expectStatus(await tech.post("/api/logbook/entries", logbookTask()), 201);
    expectStatus(await tech.post("/api/logbook/entries", logbookTask({ clientKey: randomUUID() })), 201);
    expect((await listed(tech)).total).toBe(3);
  });

  it("makes one entry of requests with the same key sent at once", async () => {
    const tech = await signedInClient(testApp);
    const clientKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => tech.post("/api/logbook/entries", logbookTask({ clientKey }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await listed(tech)).total).toBe(1);
  });

  it("keeps keys per account: the same key from two people makes two entries", async () => {
    const clientKey = randomUUID();
    const a = await signedInClient(testApp);
    const b = await signedInClient(testApp);
    const mine = expectStatus(await a.post("/api/logbook/entries", logbookTask({ clientKey })), 201);
    const theirs = expectStatus(await b.post("/api/logbook/entries", logbookTask({ clientKey })), 201);
    expect(theirs.id).not.toBe(mine.id);
    expect((await listed(b)).items.map((e) => e.id)).toEqual([theirs.id]);
  });

  it("refuses a key that is not a UUID, and an invalid entry whatever its key (400)", async () => {
    const tech = await signedInClient(testApp);
    expectStatus(await tech.post("/api/logbook/entries", logbookTask({ clientKey: "twice" })), 400);
    const clientKey = randomUUID();
    const refused = expectStatus(
      await tech.post("/api/logbook/entries", logbookTask({ clientKey, task: " " })),
      400,
    );
    expect(refused.message).toContain("Describe the task");
    // The refused request kept nothing: the key still makes the entry.
    expectStatus(await tech.post("/api/logbook/entries", logbookTask({ clientKey })), 201);
  });
});

describe("the paged list", () => {
  it(`answers ${LOGBOOK_PAGE_SIZE} entries a page, newest first, with the total, the filters kept`, async () => {
    const tech = await signedInClient(testApp);
    const count = LOGBOOK_PAGE_SIZE + 3;
    for (let i = 0; i < count; i += 1) {
      const day = String((i % 28) + 1).padStart(2, "0");
      expectStatus(
        await tech.post(
          "/api/logbook/entries",
          logbookTask({
            performedOn: `2026-0${i < 28 ? 4 : 5}-${day}`,
            ataChapter: i % 2 ? "24" : "32",
            task: `Task ${i}`,
          }),
        ),
        201,
      );
    }
    const first = await listed(tech);
    expect(first).toMatchObject({ total: count, page: 1, pageSize: LOGBOOK_PAGE_SIZE });
    expect(first.items).toHaveLength(LOGBOOK_PAGE_SIZE);
    const second = await listed(tech, "page=2");
    expect(second).toMatchObject({ total: count, page: 2 });
    expect(second.items).toHaveLength(3);
    // Each entry on one page only, together every entry.
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(count);
    // Past the last page: no entries, the total still said.
    expect(await listed(tech, "page=3")).toMatchObject({ items: [], total: count, page: 3 });

    const chapter = await listed(tech, "ataChapter=24&page=1");
    expect(chapter.total).toBe(Math.floor(count / 2));
    expect(chapter.items.every((e) => e.ataChapter === "24")).toBe(true);
    const chapterPage2 = await listed(tech, "ataChapter=24&page=2");
    expect(chapterPage2).toMatchObject({ items: [], total: Math.floor(count / 2) });
  });

  it("refuses a page out of bounds or not a number (400)", async () => {
    const tech = await signedInClient(testApp);
    for (const page of ["0", "-1", "1.5", "abc", "10001"]) {
      const refused = expectStatus(await tech.get(`/api/logbook/entries?page=${page}`), 400);
      expect(refused.error).toBeDefined();
    }
    expect(await listed(tech, "page=10000")).toMatchObject({ items: [], total: 0, page: 10000 });
  });

  it("counts only the caller's entries", async () => {
    const tech = await signedInClient(testApp);
    const other = await signedInClient(testApp);
    expectStatus(await other.post("/api/logbook/entries", logbookTask()), 201);
    expect(await listed(tech)).toMatchObject({ items: [], total: 0 });
  });
});
