import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { UPLOAD_EXTENSION_MIME_TYPES, UPLOAD_URL_VALIDITY_MS } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import {
  UPLOAD_OBJECT_PATH_PATTERN,
  type UploadedDocument,
  uploadedDocumentSchema,
} from "@domain/schemas/uploads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processingQueue, resumeUploads, trainingUploads, uploadIntents } from "../../db/schema/index";
import type { LocalStorage, Storage } from "../../lib/storage/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { docxZipBomb, makeDocx, makePdf } from "../../test/documents";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { serviceContext } from "../service-context";
import { cleanUpAbandonedUploads } from "./abandoned-objects";
import { CONTENT_MESSAGES } from "./content-check";
import {
  findUpload,
  getOwnUpload,
  readUploadBytes,
  UploadFileError,
  updateUploadProcessing,
} from "./document-files";
import {
  deleteUpload,
  MAX_PENDING_UPLOADS_PER_USER,
  UPLOAD_COMPLETE_GRACE_MS,
  UPLOAD_MESSAGES,
} from "./uploads.service";

const { pdf: PDF, docx: DOCX, txt: TXT } = UPLOAD_EXTENSION_MIME_TYPES;
const clock = manualClock();
let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp({ clock: clock.clock });
  alice = await createSignedInUser(testApp);
  bob = await createSignedInUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

// --- helpers ----------------------------------------------------------------------------------------

function presign(user: SignedInUser | null, filename: string, contentType: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: user ? { cookie: user.cookie } : {},
    payload: { filename, contentType },
  });
}

function putTo(url: string, bytes: Buffer, contentType: string) {
  const target = new URL(url, "http://localhost");
  // A path on whatever origin the page came from (docs/decisions/0023-relative-upload-url.md).
  expect(url.startsWith("/api/storage/")).toBe(true);
  return testApp.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: bytes,
    headers: { "content-type": contentType },
  });
}

interface CompleteBody {
  objectPath: string;
  filename: string;
  fileSize: number;
  mimeType: string;
  documentType: DocumentType;
}

function complete(user: SignedInUser | null, body: CompleteBody) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: user ? { cookie: user.cookie } : {},
    payload: body,
  });
}

/** Presign and PUT; returns the body to complete with. */
async function uploadBytes(
  user: SignedInUser,
  filename: string,
  contentType: string,
  bytes: Buffer,
  documentType: DocumentType = "resume",
): Promise<CompleteBody> {
  const issued = await presign(user, filename, contentType);
  expect(issued.statusCode).toBe(200);
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  expect((await putTo(url, bytes, contentType)).statusCode).toBe(204);
  return { objectPath, filename, fileSize: bytes.length, mimeType: contentType, documentType };
}

async function uploadDocument(
  user: SignedInUser,
  documentType: DocumentType = "resume",
  name = "resume.pdf",
) {
  const body = await uploadBytes(user, name, PDF, await makePdf(), documentType);
  const response = await complete(user, body);
  expect(response.statusCode).toBe(201);
  return { ...body, document: uploadedDocumentSchema.parse(response.json()) };
}

function list(user: SignedInUser) {
  return testApp.app.inject({ method: "GET", url: "/api/uploads", headers: { cookie: user.cookie } });
}

function remove(user: SignedInUser | null, documentType: string, id: string) {
  return testApp.app.inject({
    method: "DELETE",
    url: `/api/uploads/${documentType}/${id}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

const fileOf = (objectPath: string) => path.join(testApp.dataDir, "uploads", objectPath);

async function intentOf(objectPath: string) {
  const [row] = await testApp.app.db
    .select()
    .from(uploadIntents)
    .where(eq(uploadIntents.objectPath, objectPath));
  return row;
}

const ctx = (storage: Storage = testApp.app.storage) => ({ ...serviceContext(testApp.app), storage });

// --- tests ------------------------------------------------------------------------------------------

describe("uploads on the local driver", () => {
  it("presign → PUT → complete → list → delete removes the row and the file", async () => {
    const pdf = await makePdf();
    const issued = await presign(alice, "Jane Doe Resume.pdf", PDF);
    expect(issued.statusCode).toBe(200);
    const { url, objectPath } = issued.json() as { url: string; objectPath: string };
    expect(objectPath).toMatch(UPLOAD_OBJECT_PATH_PATTERN);
    expect(objectPath.startsWith(`uploads/${alice.user.id}/`)).toBe(true);
    expect(url).toContain(`/api/storage/${objectPath}?`);
    const intent = await intentOf(objectPath);
    expect(intent?.userId).toBe(alice.user.id);
    expect(intent?.expiresAt.getTime()).toBe(
      clock.clock().getTime() + UPLOAD_URL_VALIDITY_MS + UPLOAD_COMPLETE_GRACE_MS,
    );

    expect((await putTo(url, pdf, PDF)).statusCode).toBe(204);
    expect(existsSync(fileOf(objectPath))).toBe(true);

    const completed = await complete(alice, {
      objectPath,
      filename: "Jane Doe Resume.pdf",
      fileSize: pdf.length,
      mimeType: PDF,
      documentType: "resume",
    });
    expect(completed.statusCode).toBe(201);
    const document = uploadedDocumentSchema.parse(completed.json());
    expect(document).toMatchObject({
      documentType: "resume",
      filename: "Jane Doe Resume.pdf",
      fileSize: pdf.length,
      processingStatus: "queued",
      task: null,
      uploadedAt: clock.clock().toISOString(),
    });
    const [row] = await testApp.app.db.select().from(resumeUploads).where(eq(resumeUploads.id, document.id));
    expect(row).toMatchObject({ userId: alice.user.id, fileUrl: objectPath, mimeType: PDF });
    expect((await intentOf(objectPath))?.completedAt).not.toBeNull();

    const listed = await list(alice);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(document);

    const deleted = await remove(alice, "resume", document.id);
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect((await list(alice)).json()).not.toContainEqual(expect.objectContaining({ id: document.id }));
    expect(await findUpload(testApp.app, { documentType: "resume", id: document.id })).toBeUndefined();
  });

  it("accepts a real DOCX and a UTF-8 text file, as resume or training documents", async () => {
    const docx = await uploadBytes(alice, "cv.docx", DOCX, await makeDocx(), "training");
    const docxResponse = await complete(alice, docx);
    expect(docxResponse.statusCode).toBe(201);
    expect(docxResponse.json()).toMatchObject({ documentType: "training", filename: "cv.docx" });

    const text = Buffer.from("José Núñez — A&P, IA\nBoeing 737-800\n");
    const txt = await uploadBytes(alice, "notes.txt", TXT, text);
    const txtResponse = await complete(alice, txt);
    expect(txtResponse.statusCode).toBe(201);
    expect(txtResponse.json()).toMatchObject({ documentType: "resume", fileSize: text.length });
  });

  it("refuses other file types at presign with a clear message", async () => {
    for (const [filename, contentType] of [
      ["malware.exe", "application/octet-stream"],
      ["photo.png", "image/png"],
      ["resume.doc", "application/msword"],
      ["resume.pdf", "text/plain"],
      ["resume.txt", PDF],
      ["resume", PDF],
    ] as const) {
      const response = await presign(alice, filename, contentType);
      expect(response.statusCode, filename).toBe(400);
      expect(response.json().message).toMatch(
        /Only PDF, DOCX and TXT files are accepted|The file type does not match the file's extension/,
      );
    }
  });

  it("requires a session on every route (401)", async () => {
    const { document, ...body } = await uploadDocument(alice);
    expect((await presign(null, "a.pdf", PDF)).statusCode).toBe(401);
    expect((await complete(null, body)).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: "GET", url: "/api/uploads" })).statusCode).toBe(401);
    expect((await remove(null, "resume", document.id)).statusCode).toBe(401);
    expect(existsSync(fileOf(body.objectPath))).toBe(true);
  });

  it("refuses a .pdf whose bytes are not a PDF, and deletes the object", async () => {
    const body = await uploadBytes(
      alice,
      "resume.pdf",
      PDF,
      Buffer.from("MZ\u0090\u0000 this is an executable"),
    );
    const response = await complete(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTENT_MESSAGES.notPdf);
    expect(existsSync(fileOf(body.objectPath))).toBe(false);
    // The upload is spent: completing it again does not register anything.
    expect((await complete(alice, body)).statusCode).toBe(400);
    expect((await list(alice)).json()).not.toContainEqual(
      expect.objectContaining({ filename: "resume.pdf", fileSize: body.fileSize }),
    );
  });

  it("refuses a DOCX zip bomb and deletes the object", async () => {
    const bomb = docxZipBomb(150 * 1024 * 1024);
    const body = await uploadBytes(alice, "bomb.docx", DOCX, bomb);
    const response = await complete(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTENT_MESSAGES.docxTooLarge);
    expect(existsSync(fileOf(body.objectPath))).toBe(false);
  });

  it("refuses a PDF named .docx", async () => {
    const body = await uploadBytes(alice, "cv.docx", DOCX, await makePdf());
    const response = await complete(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTENT_MESSAGES.notDocx);
  });

  it("refuses text with NUL bytes or invalid UTF-8", async () => {
    const withNul = await uploadBytes(alice, "a.txt", TXT, Buffer.from("abc\u0000def"));
    const nulResponse = await complete(alice, withNul);
    expect(nulResponse.statusCode).toBe(400);
    expect(nulResponse.json().message).toBe(CONTENT_MESSAGES.textHasNul);
    expect(existsSync(fileOf(withNul.objectPath))).toBe(false);

    const latin1 = await uploadBytes(alice, "b.txt", TXT, Buffer.from("Jos\u00e9", "latin1"));
    const latinResponse = await complete(alice, latin1);
    expect(latinResponse.statusCode).toBe(400);
    expect(latinResponse.json().message).toBe(CONTENT_MESSAGES.textNotUtf8);
  });

  it("refuses a size that differs from the stored object, and deletes it", async () => {
    const body = await uploadBytes(alice, "resume.pdf", PDF, await makePdf());
    const response = await complete(alice, { ...body, fileSize: body.fileSize + 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${body.fileSize} bytes`);
    expect(existsSync(fileOf(body.objectPath))).toBe(false);
  });

  it("refuses to complete before the file was stored", async () => {
    const issued = (await presign(alice, "resume.pdf", PDF)).json() as { objectPath: string };
    const response = await complete(alice, {
      objectPath: issued.objectPath,
      filename: "resume.pdf",
      fileSize: 100,
      mimeType: PDF,
      documentType: "resume",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.missingObject);
  });

  it("refuses a mime type other than the one the upload was started with", async () => {
    const body = await uploadBytes(alice, "notes.txt", TXT, Buffer.from("hello"));
    const response = await complete(alice, { ...body, filename: "notes.pdf", mimeType: PDF });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.typeChanged);
  });

  it("keeps the filename as data only: path traversal in it never reaches storage", async () => {
    const pdf = await makePdf();
    const body = await uploadBytes(alice, "../../../etc/passwd.pdf", PDF, pdf);
    expect(body.objectPath).toMatch(UPLOAD_OBJECT_PATH_PATTERN);
    const response = await complete(alice, { ...body, filename: "..\\..\\evil\u202e\u0000.pdf" });
    expect(response.statusCode).toBe(201);
    expect(response.json().filename).toBe("evil.pdf");
    expect(existsSync(fileOf(body.objectPath))).toBe(true);
  });

  it("refuses object paths that are not ones the server makes", async () => {
    const body = await uploadBytes(alice, "resume.pdf", PDF, await makePdf());
    const [, userId, file] = body.objectPath.split("/");
    for (const objectPath of [
      `uploads/${userId}/../${bob.user.id}/${file}`,
      `../uploads/${userId}/${file}`,
      `uploads/${userId}/${file}/..`,
      "/etc/passwd",
      `uploads/${userId}/%2e%2e/${file}`,
    ]) {
      const response = await complete(alice, { ...body, objectPath });
      expect(response.statusCode, objectPath).toBe(400);
    }
    expect((await complete(alice, body)).statusCode).toBe(201);
  });

  it("refuses an object path issued to another user (404) and one already completed (409)", async () => {
    const body = await uploadBytes(alice, "resume.pdf", PDF, await makePdf());
    const stolen = await complete(bob, body);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(UPLOAD_MESSAGES.notFound);
    expect(existsSync(fileOf(body.objectPath))).toBe(true);

    expect((await complete(alice, body)).statusCode).toBe(201);
    const again = await complete(alice, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UPLOAD_MESSAGES.alreadyCompleted);
    const rows = await testApp.app.db
      .select()
      .from(resumeUploads)
      .where(eq(resumeUploads.fileUrl, body.objectPath));
    expect(rows).toHaveLength(1);
  });

  it("completes one upload once when two completions race", async () => {
    const body = await uploadBytes(alice, "resume.pdf", PDF, await makePdf());
    const answers = await Promise.all([complete(alice, body), complete(alice, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses to complete an expired upload", async () => {
    const body = await uploadBytes(alice, "resume.pdf", PDF, await makePdf());
    clock.advance(UPLOAD_URL_VALIDITY_MS + UPLOAD_COMPLETE_GRACE_MS);
    const response = await complete(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.expired);
  });

  it("limits the uploads one user may have in progress", async () => {
    const carol = await createSignedInUser(testApp);
    for (let index = 0; index < MAX_PENDING_UPLOADS_PER_USER; index++) {
      expect((await presign(carol, `r${index}.pdf`, PDF)).statusCode).toBe(200);
    }
    const refused = await presign(carol, "one-more.pdf", PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.tooManyPending);
    clock.advance(UPLOAD_URL_VALIDITY_MS + UPLOAD_COMPLETE_GRACE_MS);
    expect((await presign(carol, "later.pdf", PDF)).statusCode).toBe(200);
  });
});

describe("the document list", () => {
  it("shows only the caller's documents of both types, newest first, with the latest task", async () => {
    const dave = await createSignedInUser(testApp);
    const erin = await createSignedInUser(testApp);
    const first = await uploadDocument(dave, "resume", "first.pdf");
    clock.advance(60_000);
    const second = await uploadDocument(dave, "training", "second.pdf");
    clock.advance(60_000);
    const third = await uploadDocument(dave, "resume", "third.pdf");
    const others = await uploadDocument(erin, "resume", "erin.pdf");

    const base = { userId: dave.user.id, documentType: "resume" as const, documentId: first.document.id };
    await testApp.app.db.insert(processingQueue).values([
      {
        ...base,
        status: "failed",
        progress: 30,
        errorMessage: "Old failure",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      { ...base, status: "processing", progress: 70, createdAt: new Date("2026-01-02T00:00:00Z") },
    ]);
    await testApp.app.db.insert(processingQueue).values({
      userId: erin.user.id,
      documentType: "resume",
      documentId: others.document.id,
      status: "completed",
      progress: 100,
    });

    const listed = await list(dave);
    expect(listed.statusCode).toBe(200);
    const documents = listed.json() as UploadedDocument[];
    expect(documents.map((document) => document.id)).toEqual([
      third.document.id,
      second.document.id,
      first.document.id,
    ]);
    // The same instant and format as at completion (the list formats it in SQL).
    expect(documents.map((document) => document.uploadedAt)).toEqual([
      third.document.uploadedAt,
      second.document.uploadedAt,
      first.document.uploadedAt,
    ]);
    expect(documents[0]).toMatchObject({ filename: "third.pdf", processingStatus: "queued" });
    expect(documents[1]?.documentType).toBe("training");
    expect(documents[2]?.task).toEqual({ status: "processing", progress: 70, errorMessage: null });
    expect(documents[0]?.task).toBeNull();

    const erinsList = (await list(erin)).json() as { id: string; task: unknown }[];
    expect(erinsList).toEqual([expect.objectContaining({ id: others.document.id })]);
    expect(erinsList[0]?.task).toEqual({ status: "completed", progress: 100, errorMessage: null });
  });
});

describe("delete", () => {
  it("refuses another user's document with 404 and removes nothing", async () => {
    const { document, objectPath } = await uploadDocument(alice, "training");
    const response = await remove(bob, "training", document.id);
    expect(response.statusCode).toBe(404);
    expect(existsSync(fileOf(objectPath))).toBe(true);
    expect(await findUpload(testApp.app, { documentType: "training", id: document.id })).toBeDefined();
    // The right id with the wrong type is not found either.
    expect((await remove(alice, "resume", document.id)).statusCode).toBe(404);
    expect((await remove(alice, "invoice", document.id)).statusCode).toBe(400);
    expect((await remove(alice, "training", "not-a-uuid")).statusCode).toBe(400);
  });

  it("deletes the document's processing tasks too", async () => {
    const { document } = await uploadDocument(alice);
    await testApp.app.db.insert(processingQueue).values({
      userId: alice.user.id,
      documentType: "resume",
      documentId: document.id,
    });
    expect((await remove(alice, "resume", document.id)).statusCode).toBe(204);
    const tasks = await testApp.app.db
      .select()
      .from(processingQueue)
      .where(eq(processingQueue.documentId, document.id));
    expect(tasks).toEqual([]);
    expect(
      await testApp.app.db.select().from(trainingUploads).where(eq(trainingUploads.id, document.id)),
    ).toEqual([]);
  });

  it("when storage fails, deletes the row anyway and the cleanup deletes the object later", async () => {
    const { document, objectPath } = await uploadDocument(alice);
    const failing: Storage = {
      driver: testApp.app.storage.driver,
      presignPut: (input) => testApp.app.storage.presignPut(input),
      head: (objectPath) => testApp.app.storage.head(objectPath),
      openReadStream: (objectPath) => testApp.app.storage.openReadStream(objectPath),
      close: async () => {},
      delete: async () => {
        throw new Error("storage is down");
      },
    };
    await deleteUpload(ctx(failing), alice.user, { documentType: "resume", id: document.id });
    expect(await findUpload(testApp.app, { documentType: "resume", id: document.id })).toBeUndefined();
    expect(existsSync(fileOf(objectPath))).toBe(true);
    expect(await cleanUpAbandonedUploads(ctx(failing))).toMatchObject({ deleted: 0 });
    expect(existsSync(fileOf(objectPath))).toBe(true);

    clock.advance(UPLOAD_URL_VALIDITY_MS);
    const result = await cleanUpAbandonedUploads(ctx());
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect(await intentOf(objectPath)).toBeUndefined();
  });
});

describe("cleanup of abandoned uploads", () => {
  it("deletes objects stored but never completed once the upload has expired", async () => {
    const body = await uploadBytes(alice, "forgotten.pdf", PDF, await makePdf());
    await cleanUpAbandonedUploads(ctx());
    expect(existsSync(fileOf(body.objectPath))).toBe(true);

    clock.advance(UPLOAD_URL_VALIDITY_MS + UPLOAD_COMPLETE_GRACE_MS);
    await cleanUpAbandonedUploads(ctx());
    expect(existsSync(fileOf(body.objectPath))).toBe(false);
    expect(await intentOf(body.objectPath)).toBeUndefined();
  });

  it("never touches completed uploads", async () => {
    const { objectPath } = await uploadDocument(alice);
    clock.advance(UPLOAD_URL_VALIDITY_MS + UPLOAD_COMPLETE_GRACE_MS + 1);
    await cleanUpAbandonedUploads(ctx());
    expect(existsSync(fileOf(objectPath))).toBe(true);
    expect((await intentOf(objectPath))?.completedAt).not.toBeNull();
  });
});

describe("for document processing", () => {
  it("reads an upload's bytes, checks them again, and sets its processing fields", async () => {
    const { document } = await uploadDocument(alice);
    const upload = await getOwnUpload(testApp.app, alice.user, { documentType: "resume", id: document.id });
    await expect(
      getOwnUpload(testApp.app, bob.user, { documentType: "resume", id: document.id }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const bytes = await readUploadBytes(ctx(), upload);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const processedAt = clock.clock();
    expect(
      await updateUploadProcessing(
        testApp.app,
        { documentType: "resume", id: document.id },
        {
          processingStatus: "completed",
          extractedText: "Jane Doe",
          processedAt,
        },
      ),
    ).toBe(true);
    expect(await findUpload(testApp.app, { documentType: "resume", id: document.id })).toMatchObject({
      processingStatus: "completed",
      extractedText: "Jane Doe",
      processedAt,
    });
    expect(
      await updateUploadProcessing(
        testApp.app,
        { documentType: "training", id: document.id },
        { processingStatus: "failed" },
      ),
    ).toBe(false);
  });

  it("refuses bytes replaced after completion (an S3 upload URL stays valid until it expires)", async () => {
    const pdf = await makePdf();
    const issued = (await presign(alice, "resume.pdf", PDF)).json() as { url: string; objectPath: string };
    await putTo(issued.url, pdf, PDF);
    const completed = await complete(alice, {
      objectPath: issued.objectPath,
      filename: "resume.pdf",
      fileSize: pdf.length,
      mimeType: PDF,
      documentType: "resume",
    });
    expect(completed.statusCode).toBe(201);
    // The local URL is void now (tested in uploads.race.test.ts); write as a still-valid S3 URL would.
    await testApp.app.storage.delete(issued.objectPath);
    await (testApp.app.storage as LocalStorage).writeObject(
      issued.objectPath,
      Readable.from([Buffer.from("not a pdf")]),
      1000,
    );
    const upload = await getOwnUpload(testApp.app, alice.user, {
      documentType: "resume",
      id: completed.json().id,
    });
    await expect(readUploadBytes(ctx(), upload)).rejects.toEqual(
      new UploadFileError(CONTENT_MESSAGES.notPdf),
    );
  });
});
