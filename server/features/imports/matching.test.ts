// The matcher on pairs of names (docs/product.md §18.2), against the database's pg_trgm similarity.
// Precision first: a document is never `exact` for someone who is a different person, and never on a
// name alone (anyone can rename their account, docs/decisions/0052-no-assignment-on-a-name.md).

import type { MatchStatus } from "@domain/enums";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { users } from "../../db/schema/index";
import { createTestDatabase } from "../../test/db";
import { matchPerson } from "./matching.service";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(users);
});

interface Case {
  title: string;
  users: string[];
  document: { fullName: string | null; email?: string };
  status: MatchStatus;
  /** For `exact` and `fuzzy`: the user expected first (index in `users`). */
  user?: number;
  /** Users (indexes) who never verified their address; the others have. */
  unverified?: number[];
}

const emailOf = (index: number) => `person${index}@example.com`;

const CASES: Case[] = [
  {
    title: "same name",
    users: ["John Smith", "Jane Doe"],
    document: { fullName: "John Smith" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "case and accents",
    users: ["José Álvarez", "Ann Lee"],
    document: { fullName: "JOSE ALVAREZ" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "Last, First order",
    users: ["Maria Garcia"],
    document: { fullName: "Garcia, Maria" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "middle initial",
    users: ["Robert Brown"],
    document: { fullName: "Robert J. Brown" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "middle name and suffix",
    users: ["Michael Jordan Okafor"],
    document: { fullName: "Michael Okafor, Jr." },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "apostrophe and hyphen",
    users: ["Sean O'Brien", "Ana Lopez-Diaz"],
    document: { fullName: "Sean OBrien" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "e-mail decides",
    users: ["Bob Miller", "Robert Miller"],
    document: { fullName: "Robert Miller", email: emailOf(0) },
    status: "exact",
    user: 0,
  },
  {
    title: "e-mail without a name",
    users: ["Chen Wei"],
    document: { fullName: null, email: emailOf(0) },
    status: "exact",
    user: 0,
  },
  {
    title: "e-mail of an unverified account",
    users: ["Chen Wei"],
    document: { fullName: "Chen Wei", email: emailOf(0) },
    status: "manual_review",
    unverified: [0],
  },
  {
    title: "same name, unverified, no e-mail",
    users: ["Chen Wei"],
    document: { fullName: "Chen Wei" },
    status: "fuzzy",
    user: 0,
    unverified: [0],
  },
  {
    title: "same name, but the document's e-mail is nobody's",
    users: ["John Smith"],
    document: { fullName: "John Smith", email: "j.smith.other@example.com" },
    status: "manual_review",
  },
  {
    title: "same name, and the document's e-mail is another account's",
    users: ["John Smith", "Jane Doe"],
    document: { fullName: "John Smith", email: emailOf(1) },
    status: "manual_review",
  },
  {
    title: "e-mail of someone plainly else",
    users: ["Chen Wei", "Priya Natarajan"],
    document: { fullName: "Priya Natarajan", email: emailOf(0) },
    status: "manual_review",
  },
  {
    title: "nickname Bill",
    users: ["William Turner", "Emma Stone"],
    document: { fullName: "Bill Turner" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "nickname Bob",
    users: ["Robert Chang"],
    document: { fullName: "Bob Chang" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "nickname Mike",
    users: ["Michael Kowalski"],
    document: { fullName: "Mike Kowalski" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "typo in the family name",
    users: ["Katherine Johansson", "Peter Wu"],
    document: { fullName: "Katherine Johanson" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "typo in the given name",
    users: ["Stephanie Rodriguez"],
    document: { fullName: "Stefanie Rodriguez" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "two people with the same name",
    users: ["David Lee", "David Lee", "Sarah Connor"],
    document: { fullName: "David Lee" },
    status: "multiple",
  },
  {
    title: "nickname of two people",
    users: ["William Hart", "Bill Hart"],
    document: { fullName: "Billy Hart" },
    status: "multiple",
  },
  {
    title: "nickname and typo beside a brother",
    users: ["Thomas Anderson", "Timothy Anderson"],
    document: { fullName: "Tom Andersen" },
    status: "fuzzy",
    user: 0,
  },
  {
    title: "a variant spelling is not enough",
    users: ["Maria Jones"],
    document: { fullName: "Mary Jones" },
    status: "manual_review",
  },
  {
    title: "same family name only",
    users: ["Laura Palmer"],
    document: { fullName: "Leland Palmer" },
    status: "manual_review",
  },
  {
    title: "nobody like them",
    users: ["John Smith", "Jane Doe"],
    document: { fullName: "Xavier Quintero" },
    status: "no_match",
  },
  { title: "no users at all", users: [], document: { fullName: "Any Body" }, status: "no_match" },
  { title: "no name and no e-mail", users: ["John Smith"], document: { fullName: null }, status: "no_match" },
  {
    title: "different given name, same family: never exact",
    users: ["John Carter"],
    document: { fullName: "Joan Carter" },
    status: "manual_review",
  },
];

describe("matching a document's person to users", () => {
  it.each(CASES)("$title → $status", async ({ users: names, document, status, user, unverified = [] }) => {
    const ids: string[] = [];
    for (const [index, fullName] of names.entries()) {
      const [row] = await database.db
        .insert(users)
        .values({
          fullName,
          email: emailOf(index),
          password: "x",
          emailVerified: !unverified.includes(index),
        })
        .returning({ id: users.id });
      ids.push(row?.id ?? "");
    }
    const result = await matchPerson(
      { db: database.db },
      { fullName: document.fullName, email: document.email ?? null },
    );
    expect({ status: result.status, score: result.score }).toMatchObject({ status });
    if (status === "exact") expect(result.userId).toBe(ids[user ?? -1]);
    else expect(result.userId).toBeNull();
    if (user !== undefined) expect(result.candidates[0]?.userId).toBe(ids[user]);
  });

  it("picks up a user renamed after the first match", async () => {
    const [row] = await database.db
      .insert(users)
      .values({ fullName: "Old Name", email: emailOf(1), password: "x", emailVerified: true })
      .returning({ id: users.id });
    expect((await matchPerson({ db: database.db }, { fullName: "Nadia Petrova", email: null })).status).toBe(
      "no_match",
    );
    await database.db.update(users).set({ fullName: "Nadia Petrova" });
    const result = await matchPerson({ db: database.db }, { fullName: "Nadia Petrova", email: null });
    expect(result).toMatchObject({ status: "fuzzy", userId: null });
    expect(result.candidates[0]?.userId).toBe(row?.id);
  });
});
