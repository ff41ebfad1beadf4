import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_STORED_BYTES_PER_USER, MAX_UPLOAD_BYTES, UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { FILE_TOO_LARGE_MESSAGE, uploadedDocumentSchema } from "@domain/schemas/uploads";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage } from "../../lib/storage/s3";
import { createTestApp, type TestApp } from "../../test/app";
import { makeDocx, makePdf } from "../../test/documents";
import { fillStorage } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { CONTENT_MESSAGES } from "./content-check";
import { UPLOAD_MESSAGES } from "./uploads.service";

// The S3 driver against s3rver, a local server speaking the S3 protocol (it checks signatures too).

const { pdf: PDF, docx: DOCX } = UPLOAD_EXTENSION_MIME_TYPES;
const BUCKET = "hangar-uploads";
let s3Directory: string;
let server: S3rver;
let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), "hangar-log-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  testApp = await createTestApp({
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  user = await createSignedInUser(testApp);
});

afterAll(async () => {
  await testApp?.close();
  await server?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

async function presign(filename: string, contentType: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: user.cookie },
    payload: { filename, contentType },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; objectPath: string };
}

function putWithFetch(url: string, bytes: Buffer, contentType: string) {
  return fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });
}

function complete(body: Record<string, unknown>) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie: user.cookie },
    payload: body,
  });
}

describe("uploads on the S3 driver", () => {
  it("uses the S3 driver and serves no local upload route", async () => {
    expect(testApp.app.storage).toBeInstanceOf(S3Storage);
    const response = await testApp.app.inject({ method: "PUT", url: "/api/storage/uploads/x.pdf" });
    expect(response.statusCode).toBe(404);
  });

  it("presign → PUT with fetch → complete (HEAD) → list → delete", async () => {
    const pdf = await makePdf();
    const { url, objectPath } = await presign("resume.pdf", PDF);
    const target = new URL(url);
    expect(target.pathname).toBe(`/${BUCKET}/${objectPath}`);
    expect(target.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(target.searchParams.get("X-Amz-SignedHeaders")).toContain("content-type");
    expect(target.searchParams.has("x-amz-checksum-crc32")).toBe(false);

    const put = await putWithFetch(url, pdf, PDF);
    expect(put.status).toBe(200);
    expect(await testApp.app.storage.head(objectPath)).toEqual({ size: pdf.length, contentType: PDF });

    const completed = await complete({
      objectPath,
      filename: "resume.pdf",
      fileSize: pdf.length,
      mimeType: PDF,
      documentType: "resume",
    });
    expect(completed.statusCode).toBe(201);
    const document = uploadedDocumentSchema.parse(completed.json());

    const listed = await testApp.app.inject({
      method: "GET",
      url: "/api/uploads",
      headers: { cookie: user.cookie },
    });
    expect(listed.json()).toContainEqual(document);

    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/uploads/resume/${document.id}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });

  it("refuses an object stored with another Content-Type (signed; checked again at complete)", async () => {
    const { url, objectPath } = await presign("cv.docx", DOCX);
    expect(new URL(url).searchParams.get("X-Amz-SignedHeaders")).toContain("content-type");
    const docx = await makeDocx();
    // Real S3 answers 403 here; s3rver does not check presigned signatures, so complete must refuse.
    const put = await putWithFetch(url, docx, "application/octet-stream");
    if (put.status === 200) {
      const response = await complete({
        objectPath,
        filename: "cv.docx",
        fileSize: docx.length,
        mimeType: DOCX,
        documentType: "resume",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.storedTypeMismatch);
    } else {
      expect(put.status).toBe(403);
    }
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });

  it("deletes an oversized object at complete (a presigned PUT cannot cap the size)", async () => {
    const { url, objectPath } = await presign("big.pdf", PDF);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write("%PDF-1.7");
    expect((await putWithFetch(url, big, PDF)).status).toBe(200);
    const response = await complete({
      objectPath,
      filename: "big.pdf",
      fileSize: MAX_UPLOAD_BYTES,
      mimeType: PDF,
      documentType: "resume",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });

  it("refuses and deletes an object that would take the user past the storage quota (size from HEAD)", async () => {
    const owner = await createSignedInUser(testApp);
    await fillStorage(testApp.app.db, owner.user.id, [MAX_STORED_BYTES_PER_USER - 100]);
    const issued = await testApp.app.inject({
      method: "POST",
      url: "/api/upload/presigned-url",
      headers: { cookie: owner.cookie },
      payload: { filename: "resume.pdf", contentType: PDF },
    });
    const { url, objectPath } = issued.json() as { url: string; objectPath: string };
    const pdf = await makePdf();
    expect((await putWithFetch(url, pdf, PDF)).status).toBe(200);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/upload/complete",
      headers: { cookie: owner.cookie },
      payload: {
        objectPath,
        filename: "resume.pdf",
        fileSize: pdf.length,
        mimeType: PDF,
        documentType: "resume",
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("storage_quota_exceeded");
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });

  it("deletes an object whose bytes do not match its type", async () => {
    const { url, objectPath } = await presign("fake.pdf", PDF);
    const bytes = Buffer.from("just text pretending");
    expect((await putWithFetch(url, bytes, PDF)).status).toBe(200);
    const response = await complete({
      objectPath,
      filename: "fake.pdf",
      fileSize: bytes.length,
      mimeType: PDF,
      documentType: "training",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTENT_MESSAGES.notPdf);
    expect(await testApp.app.storage.head(objectPath)).toBeNull();
  });

  it("reads objects back and deletes missing ones without error", async () => {
    const { url, objectPath } = await presign("cv.docx", DOCX);
    const docx = await makeDocx();
    await putWithFetch(url, docx, DOCX);
    const stream = await testApp.app.storage.openReadStream(objectPath);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(docx)).toBe(true);
    await testApp.app.storage.delete(objectPath);
    await testApp.app.storage.delete(objectPath);
    await expect(testApp.app.storage.openReadStream(objectPath)).rejects.toMatchObject({
      name: "ObjectNotFoundError",
    });
  });
});

describe("the CSP and the S3 driver", () => {
  it("allows the presigned URL's origin in connect-src, so the browser may PUT to it", async () => {
    const { url } = await presign("resume.pdf", PDF);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/uploads",
      headers: { cookie: user.cookie },
    });
    const csp = String(response.headers["content-security-policy"]);
    const connectSrc = csp
      .split(";")
      .find((part) => part.trim().startsWith("connect-src"))
      ?.trim()
      .split(/\s+/)
      .slice(1);
    expect(connectSrc).toEqual(["'self'", new URL(url).origin]);
  });
});
