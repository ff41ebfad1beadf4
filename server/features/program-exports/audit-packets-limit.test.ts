// A filter alone may keep the whole team: one audit packets download holds at most
// AUDIT_PACKETS_MAX_PEOPLE people (docs/product.md §17.7), checked before any job starts.
import { AUDIT_PACKETS_MAX_PEOPLE } from "@domain/schemas/program-exports";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, signedInClient } from "../../test/client";

let harness: Harness;
let admin: Client;

beforeAll(async () => {
  harness = await startHarness();
  admin = await signedInClient(harness.testApp, { role: "admin", fullName: "Ada Admin" });
  await harness.testApp.app.db.insert(users).values(
    Array.from({ length: AUDIT_PACKETS_MAX_PEOPLE + 1 }, (_, index) => ({
      email: `crew-${index}@example.com`,
      password: "not-a-hash",
      fullName: `Crew Member ${index}`,
      role: "user" as const,
      emailVerified: true,
    })),
  );
});
afterAll(async () => {
  await harness?.close();
});

it("refuses a filter that keeps more people than one download holds, saying how many matched", async () => {
  const refused = await admin.post("/api/admin/exports/audit-packets", {});
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(
    `At most ${AUDIT_PACKETS_MAX_PEOPLE} people fit in one download; narrow the filter (${AUDIT_PACKETS_MAX_PEOPLE + 1} match it).`,
  );
});
