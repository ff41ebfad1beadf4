// 'Create and invite all' (docs/product.md §21): several Fuzzy Matches cards reviewed at once become
// accounts, each assigned its document and invited, with one outcome per card.

import type { FuzzyMatchCard } from "@domain/schemas/import-contact";
import { bulkInviteResponseSchema } from "@domain/schemas/invitations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { importFiles, resumeNaming, waitUntilRead } from "../../test/imports";
import { mailTo } from "../../test/mail";
import { startProcessingRunner } from "../../test/processing-runner";
import { uniqueEmail } from "../../test/users";

let testApp: TestApp;
let runner: JobRunner;
let admin: Client;
let cards: FuzzyMatchCard[];

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp, 2);
  admin = await signedInClient(testApp, { role: "admin", fullName: "Ada Admin" });
  const ids = await importFiles(testApp, admin.cookie, "resume", [
    { filename: "one.txt", bytes: resumeNaming("Olga Newhire", null) },
    { filename: "two.txt", bytes: resumeNaming("Tomas Newhire", null) },
    { filename: "shared.txt", bytes: resumeNaming("Sami Shared", "service@acme-aviation.com") },
    { filename: "taken.txt", bytes: resumeNaming("Tara Taken", null) },
  ]);
  const read = await waitUntilRead(testApp, admin.cookie, ids);
  cards = ids.map((id) => read.get(id) as FuzzyMatchCard);
}, 90_000);
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

describe("POST /api/admin/fuzzy-matches/create-and-invite", () => {
  it("creates, assigns and invites each card, and answers each one's outcome", async () => {
    const [one, two, shared, taken] = cards as [
      FuzzyMatchCard,
      FuzzyMatchCard,
      FuzzyMatchCard,
      FuzzyMatchCard,
    ];
    const olga = uniqueEmail("olga");
    const tomas = uniqueEmail("tomas");
    const existing = await signedInClient(testApp, { fullName: "Already Here", email: uniqueEmail("taken") });
    const answer = bulkInviteResponseSchema.parse(
      expectStatus(
        await admin.post("/api/admin/fuzzy-matches/create-and-invite", {
          items: [
            { id: one.id, fullName: "Olga Newhire", email: olga },
            { id: two.id, fullName: "Tomas Newhire", email: tomas },
            { id: shared.id, fullName: "Sami Shared", email: "service@acme-aviation.com" },
            { id: taken.id, fullName: "Tara Taken", email: existing.user.email },
            // The same card again: already decided by the first row.
            { id: one.id, fullName: "Olga Newhire", email: uniqueEmail("olga-again") },
          ],
        }),
        200,
      ),
    );
    expect(answer.results.map((row) => [row.id, row.outcome])).toEqual([
      [one.id, "invited"],
      [two.id, "invited"],
      [shared.id, "invalid_address"],
      [taken.id, "exists"],
      [one.id, "not_decidable"],
    ]);
    expect(answer.results[2]?.message).toBe("Confirm the address, or type the person's own.");
    expect(answer.results[3]?.message).toBe("An account with this email address already exists.");
    for (const email of [olga, tomas]) {
      expect((await mailTo(testApp.dataDir, email)).map((mail) => mail.subject)).toEqual([
        "You have been invited to Hangar Log",
      ]);
    }
    const users = expectStatus<{ email: string; state: string }[]>(await admin.get("/api/admin/users"), 200);
    expect(users.filter((user) => [olga, tomas].includes(user.email)).map((user) => user.state)).toEqual([
      "invited",
      "invited",
    ]);
    const assigned = expectStatus(await admin.get(`/api/admin/fuzzy-matches?view=assigned`), 200);
    expect(JSON.stringify(assigned)).toContain(olga);

    // A confirmed shared address goes through, like Create New User's.
    const confirmed = expectStatus(
      await admin.post("/api/admin/fuzzy-matches/create-and-invite", {
        items: [
          {
            id: shared.id,
            fullName: "Sami Shared",
            email: "service@acme-aviation.com",
            addressConfirmed: true,
          },
        ],
      }),
      200,
    );
    expect(confirmed.results[0].outcome).toBe("invited");
  });

  it("refuses an empty list and more than 200 cards", async () => {
    const none = await admin.post("/api/admin/fuzzy-matches/create-and-invite", { items: [] });
    expect(none.statusCode).toBe(400);
    const item = { id: cards[0]!.id, fullName: "Too Many", email: "too.many@example.com" };
    const many = await admin.post("/api/admin/fuzzy-matches/create-and-invite", {
      items: Array.from({ length: 201 }, () => item),
    });
    expect(many.statusCode).toBe(400);
  });
});
