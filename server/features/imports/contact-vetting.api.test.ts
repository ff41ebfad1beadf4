// A bulk-import card never proposes an address the document does not state whole and as the
// person's own, and shows the lines its name and address came from
// (docs/decisions/0060-contact-never-guessed.md).

import type { FuzzyMatchCard } from "@domain/schemas/import-contact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInClient } from "../../test/client";
import { importFiles, resumeNaming, waitUntilRead } from "../../test/imports";
import { startProcessingRunner } from "../../test/processing-runner";
import { renderPdf } from "../../test/rendered-documents";

let testApp: TestApp;
let runner: JobRunner;
let cards: FuzzyMatchCard[];

async function pdfNaming(filename: string, fullName: string, email: string) {
  const text = resumeNaming(fullName, email).toString("utf8");
  return { filename, bytes: Buffer.from(await renderPdf(text)), mimeType: "application/pdf" };
}

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp, 2);
  const admin = await signedInClient(testApp, { role: "admin", fullName: "Ada Admin" });
  const ids = await importFiles(testApp, admin.cookie, "resume", [
    { filename: "role.txt", bytes: resumeNaming("Jane Okoro", "service@acme-aviation.com") },
    { filename: "cut.txt", bytes: resumeNaming("Pat Quinn", "pat.quinn@example.com\nmx") },
    { filename: "wrapped.txt", bytes: resumeNaming("Lee Moreno", "lee.moreno@example.co\nm") },
    // The same two wrapped addresses laid out as PDFs: text extraction gives the break as a line end.
    await pdfNaming("wrapped.pdf", "Kim Osei", "kim.osei@example.co\nm"),
    await pdfNaming("cut.pdf", "Ana Brandt", "ana.brandt@example.com\nmx"),
  ]);
  const read = await waitUntilRead(testApp, admin.cookie, ids);
  cards = ids.map((id) => read.get(id) as FuzzyMatchCard);
}, 90_000);
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

describe("contact on a Fuzzy Matches card", () => {
  it("never proposes a shared mailbox, and says why it left it out", () => {
    const [role] = cards;
    expect(role).toMatchObject({ extractedName: "Jane Okoro", extractedEmail: null });
    expect(role!.contact.doubtfulAddresses).toEqual([
      { address: "service@acme-aviation.com", reason: "role", line: expect.stringContaining("service@") },
    ]);
  });

  it("never proposes an address whose wrapped rest does not make a whole one", () => {
    const cut = cards[1]!;
    expect(cut.extractedEmail).toBeNull();
    expect(cut.contact.emailLine).toBeNull();
    expect(cut.contact.doubtfulAddresses).toEqual([
      expect.objectContaining({ address: "pat.quinn@example.com", reason: "wrapped" }),
    ]);
  });

  it("joins a wrapped address a known domain completes, with the lines it came from", () => {
    const wrapped = cards[2]!;
    expect(wrapped.extractedEmail).toBe("lee.moreno@example.com");
    expect(wrapped.contact).toEqual({
      nameLine: "LEE MORENO",
      emailLine: "Tacoma, WA | (253) 555-0147 | lee.moreno@example.co ⏎ m",
      doubtfulAddresses: [],
    });
  });
});

describe("an address a PDF wraps onto the next line", () => {
  it("is read whole when the rest completes it, and not at all when it does not", () => {
    const [wrapped, cut] = [cards[3]!, cards[4]!];
    expect(wrapped).toMatchObject({ extractedName: "Kim Osei", extractedEmail: "kim.osei@example.com" });
    expect(cut).toMatchObject({ extractedName: "Ana Brandt", extractedEmail: null });
    expect(cut.contact.doubtfulAddresses).toEqual([
      expect.objectContaining({ address: "ana.brandt@example.com", reason: "wrapped" }),
    ]);
    // Never a truncated address on any card.
    for (const card of cards) expect(card.extractedEmail ?? "").not.toMatch(/@example\.co$/);
  });
});

describe("Create New User with a shared mailbox", () => {
  it("is refused until the administrator confirms the address is the person's own", async () => {
    const admin = await signedInClient(testApp, { role: "admin", fullName: "Ada Admin" });
    const role = cards[0]!;
    const url = `/api/admin/fuzzy-matches/${role.id}/create-user`;
    const body = { fullName: "Jane Okoro", email: "service@acme-aviation.com" };
    const refused = await admin.post(url, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Confirm the address, or type the person's own.");
    const created = await admin.post(url, { ...body, addressConfirmed: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      state: "assigned",
      assignedUser: expect.objectContaining({ email: body.email }),
    });
  });
});
