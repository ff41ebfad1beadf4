import { PassThrough } from "node:stream";
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeUploads, uploadIntents } from "../../db/schema/index";
import { USED_LINK_MESSAGE } from "../../lib/storage/local-upload.routes";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf } from "../../test/documents";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { claimCompletion } from "./uploads.repo";
import { UPLOAD_MESSAGES } from "./uploads.service";

// Completion is single-winner, and the local upload URL is void once its upload is completed.

const PDF = UPLOAD_EXTENSION_MIME_TYPES.pdf;
let testApp: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

function putTo(url: string, bytes: Buffer) {
  const target = new URL(url, "http://localhost");
  return testApp.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: bytes,
    headers: { "content-type": PDF },
  });
}

/** Presigns and PUTs a PDF; returns the URL, the object path and the bytes. */
async function storedPdf() {
  const issued = await testApp.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: alice.cookie },
    payload: { filename: "resume.pdf", contentType: PDF },
  });
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  const bytes = await makePdf();
  expect((await putTo(url, bytes)).statusCode).toBe(204);
  return { url, objectPath, bytes };
}

const complete = (objectPath: string, fileSize: number) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie: alice.cookie },
    payload: { objectPath, filename: "resume.pdf", fileSize, mimeType: PDF, documentType: "resume" },
  });

describe("upload completion race", () => {
  it("never lets a refused completion delete the object an accepted one registered (3 rounds of 8)", async () => {
    for (let round = 0; round < 3; round++) {
      const { objectPath, bytes } = await storedPdf();
      // Half announce the right size (accepted), half a wrong one (refused: the object is deleted).
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          complete(objectPath, index % 2 === 0 ? bytes.length : bytes.length + 1),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
      expect(statuses.every((status) => [201, 400, 409].includes(status))).toBe(true);

      const documents = await testApp.app.db
        .select()
        .from(resumeUploads)
        .where(eq(resumeUploads.fileUrl, objectPath));
      expect(documents).toHaveLength(statuses.includes(201) ? 1 : 0);
      // A registered document's file is there, whatever the refused completions did.
      if (documents.length === 1) expect(await testApp.app.storage.head(objectPath)).not.toBeNull();
      else expect(await testApp.app.storage.head(objectPath)).toBeNull();
    }
  });

  it("answers a completion that arrives while another one checks the upload with 409", async () => {
    const { url, objectPath, bytes } = await storedPdf();
    const [intent] = await testApp.app.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.objectPath, objectPath));
    const now = testApp.app.clock();
    expect(await claimCompletion(testApp.app.db, intent!.id, now, new Date(now.getTime() - 60_000))).toBe(
      true,
    );
    const refused = await complete(objectPath, bytes.length + 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.completionInProgress);
    // The concurrent refusal deleted nothing.
    expect(await testApp.app.storage.head(objectPath)).not.toBeNull();
    // Neither can the URL write while a completion holds the upload.
    expect((await putTo(url, bytes)).statusCode).toBe(403);
  });
});

describe("the signed upload URL after completion", () => {
  it("stops working once the upload is completed: the registered file cannot be replaced", async () => {
    const { url, objectPath, bytes } = await storedPdf();
    expect((await complete(objectPath, bytes.length)).statusCode).toBe(201);

    const replaced = await putTo(url, Buffer.from("%PDF-1.7 something else entirely"));
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json().message).toBe(USED_LINK_MESSAGE);
    const stored = await testApp.app.storage.head(objectPath);
    expect(stored?.size).toBe(bytes.length);
  });

  it("discards a body still arriving when the upload is completed", async () => {
    const { url, objectPath, bytes } = await storedPdf();
    // A second PUT starts (its link still accepted) and sends its body slowly.
    const body = new PassThrough();
    const target = new URL(url, "http://localhost");
    const slowPut = testApp.app.inject({
      method: "PUT",
      url: target.pathname + target.search,
      payload: body,
      headers: { "content-type": PDF },
    });
    body.write(Buffer.from("%PDF-1.7 a replacement, "));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await complete(objectPath, bytes.length)).statusCode).toBe(201);
    body.end(Buffer.from("sent after the completion"));

    const replaced = await slowPut;
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json().message).toBe(USED_LINK_MESSAGE);
    expect((await testApp.app.storage.head(objectPath))?.size).toBe(bytes.length);
  });

  it("stops working once a completion refused the upload", async () => {
    const { url, objectPath, bytes } = await storedPdf();
    expect((await complete(objectPath, bytes.length + 1)).statusCode).toBe(400);
    expect((await putTo(url, bytes)).statusCode).toBe(403);
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });
});
