import {
  MAX_STORED_BYTES_PER_USER,
  MAX_STORED_DOCUMENTS_PER_USER,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSION_MIME_TYPES,
} from "@domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeUploads, trainingUploads } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf } from "../../test/documents";
import { fillStorage } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { UPLOAD_MESSAGES } from "./uploads.service";

const PDF = UPLOAD_EXTENSION_MIME_TYPES.pdf;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const presign = (user: SignedInUser) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: user.cookie },
    payload: { filename: "resume.pdf", contentType: PDF },
  });

/** Presigns and PUTs a PDF; returns the completion to send. */
async function storedPdf(user: SignedInUser) {
  const issued = await presign(user);
  expect(issued.statusCode).toBe(200);
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  const bytes = await makePdf();
  const target = new URL(url, "http://localhost");
  const put = await testApp.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: bytes,
    headers: { "content-type": PDF },
  });
  expect(put.statusCode).toBe(204);
  const complete = () =>
    testApp.app.inject({
      method: "POST",
      url: "/api/upload/complete",
      headers: { cookie: user.cookie },
      payload: {
        objectPath,
        filename: "resume.pdf",
        fileSize: bytes.length,
        mimeType: PDF,
        documentType: "resume",
      },
    });
  return { objectPath, complete };
}

describe("stored documents per user", () => {
  it(`keeps at most ${MAX_STORED_DOCUMENTS_PER_USER}, even when the last completions race`, async () => {
    const user = await createSignedInUser(testApp);
    await fillStorage(testApp.app.db, user.user.id, Array(MAX_STORED_DOCUMENTS_PER_USER - 1).fill(1000));
    const first = await storedPdf(user);
    const second = await storedPdf(user);

    const answers = await Promise.all([first.complete(), second.complete()]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: "storage_quota_exceeded",
      message: UPLOAD_MESSAGES.tooManyDocuments,
    });
    // The refused file is deleted; the accepted one stays.
    const heads = await Promise.all(
      [first, second].map((upload) => testApp.app.storage.head(upload.objectPath)),
    );
    expect(heads.filter((head) => head !== null)).toHaveLength(1);

    // Full: said before any byte is sent.
    const early = await presign(user);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(UPLOAD_MESSAGES.tooManyDocuments);

    // Deleting a document frees a place.
    const [oldest] = await testApp.app.db
      .select()
      .from(trainingUploads)
      .where(eq(trainingUploads.userId, user.user.id))
      .limit(1);
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/uploads/training/${oldest!.id}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await presign(user)).statusCode).toBe(200);
  });
});

describe("stored bytes per user", () => {
  it(`refuses a file that would pass ${MAX_STORED_BYTES_PER_USER / 1024 / 1024} MB and deletes it`, async () => {
    const user = await createSignedInUser(testApp);
    const full = Math.floor(MAX_STORED_BYTES_PER_USER / MAX_UPLOAD_BYTES);
    // 100 bytes short of the limit: a PDF of a few hundred bytes does not fit.
    await fillStorage(testApp.app.db, user.user.id, [
      ...Array(full - 1).fill(MAX_UPLOAD_BYTES),
      MAX_STORED_BYTES_PER_USER - (full - 1) * MAX_UPLOAD_BYTES - 100,
    ]);
    const upload = await storedPdf(user);
    const refused = await upload.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("storage_quota_exceeded");
    expect(refused.json().message).toMatch(
      /would take your stored documents over the 200 MB limit \(200 MB used\)/,
    );
    expect(await testApp.app.storage.head(upload.objectPath)).toBeNull();
    const documents = await testApp.app.db
      .select()
      .from(resumeUploads)
      .where(eq(resumeUploads.userId, user.user.id));
    expect(documents.some((document) => document.fileUrl === upload.objectPath)).toBe(false);
  });

  it("refuses a new upload at once when the limit is reached", async () => {
    const user = await createSignedInUser(testApp);
    const full = MAX_STORED_BYTES_PER_USER / MAX_UPLOAD_BYTES;
    await fillStorage(testApp.app.db, user.user.id, Array(full).fill(MAX_UPLOAD_BYTES));
    const refused = await presign(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.storageFull);
  });
});
