// Downloading a stored document: the owner gets their own file back as an attachment; an
// administrator gets the evidence attached to a technician's completion, and nothing else.

import type { AdminStructure } from "@domain/schemas/checklists";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingUploads } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { uploadDocument } from "../../test/uploads";

let testApp: TestApp;
let admin: Client;
let tech: Client;
let other: Client;

const certificate = Buffer.from("Certificate of completion: Hazmat awareness, Zoë Tech, 2026-05-01\n");

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInClient(testApp, { role: "admin" });
  tech = await signedInClient(testApp, { fullName: "Zoë Tech" });
  other = await signedInClient(testApp);
});
afterAll(async () => {
  await testApp?.close();
});

const upload = (client: Client, filename: string) =>
  uploadDocument(testApp, client, { filename, bytes: certificate, documentType: "training" });

describe("GET /api/uploads/:documentType/:id/file", () => {
  it("gives the owner their file back, byte for byte, as an attachment under its own name", async () => {
    const document = await upload(tech, "Hazmat – Zoë.txt");
    const response = await tech.get(`/api/uploads/training/${document.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(certificate)).toBe(true);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Hazmat _ Zo_.txt"; filename*=UTF-8''Hazmat%20%E2%80%93%20Zo%C3%AB.txt`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 for another user's document and for a resume id asked as a training document", async () => {
    const document = await upload(tech, "hazmat.txt");
    const refused = await other.get(`/api/uploads/training/${document.id}/file`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("Hazmat awareness");
    expectStatus(await tech.get(`/api/uploads/resume/${document.id}/file`), 404);
  });

  it("says the file is gone when storage no longer has it", async () => {
    const document = await upload(tech, "lost.txt");
    const [row] = await testApp.app.db
      .select({ fileUrl: trainingUploads.fileUrl })
      .from(trainingUploads)
      .where(eq(trainingUploads.id, document.id));
    await testApp.app.storage.delete(row!.fileUrl);
    const response = await tech.get(`/api/uploads/training/${document.id}/file`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("The uploaded file is no longer available. Please upload it again.");
  });
});

describe("GET /api/admin/checklists/users/:userId/items/:itemId/evidence", () => {
  it("gives an administrator the evidence of a completion, and 404 where none is attached", async () => {
    await admin.post("/api/admin/checklists/tabs", { name: "Initial" });
    let structure = expectStatus<AdminStructure>(await admin.get("/api/admin/checklists"), 200);
    structure = expectStatus(
      await admin.post("/api/admin/checklists/sections", { tabId: structure.tabs[0]!.id, name: "Safety" }),
      200,
    );
    const sectionId = structure.tabs[0]!.sections[0]!.id;
    await admin.post("/api/admin/checklists/items", { sectionId, name: "Hazmat" });
    structure = expectStatus(
      await admin.post("/api/admin/checklists/items", { sectionId, name: "Shop safety" }),
      200,
    );
    const [hazmat, safety] = structure.tabs[0]!.sections[0]!.items;
    const document = await upload(tech, "hazmat-evidence.txt");
    expectStatus(
      await tech.patch(`/api/checklists/items/${hazmat!.id}`, {
        completed: true,
        evidenceDocumentId: document.id,
      }),
      200,
    );
    expectStatus(await tech.patch(`/api/checklists/items/${safety!.id}`, { completed: true }), 200);

    const evidence = await admin.get(
      `/api/admin/checklists/users/${tech.user.id}/items/${hazmat!.id}/evidence`,
    );
    expect(evidence.statusCode).toBe(200);
    expect(evidence.rawPayload.equals(certificate)).toBe(true);
    expect(evidence.headers["content-disposition"]).toContain('filename="hazmat-evidence.txt"');

    const none = await admin.get(`/api/admin/checklists/users/${tech.user.id}/items/${safety!.id}/evidence`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("No evidence is attached to this item.");
    // The same item of a user who never completed it.
    expectStatus(
      await admin.get(`/api/admin/checklists/users/${other.user.id}/items/${hazmat!.id}/evidence`),
      404,
    );
    // A technician cannot use the administrators' route, even for their own record.
    expectStatus(
      await tech.get(`/api/admin/checklists/users/${tech.user.id}/items/${hazmat!.id}/evidence`),
      403,
    );
  });
});
