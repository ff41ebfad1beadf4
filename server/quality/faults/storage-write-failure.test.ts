// Fault (c): the local storage cannot write during an upload (docs/product.md §13.3). Tests run as root,
// where a read-only mode stops nothing, so the folder the bytes must go to is made impossible instead:
// a FILE where the user's upload folder (or the temporary folder) has to be. The PUT answers a clear
// JSON 503, leaves no half-written object, completion refuses and no document row appears; once the
// obstacle is gone the same upload link works.

import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeUploads } from "../../db/schema/index";
import { UPLOAD_MESSAGES } from "../../features/uploads/uploads.service";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../../lib/storage/index";
import { createTestApp, type TestApp } from "../../test/app";
import { createSignedInUser, type SignedInUser } from "../../test/users";

const PDF = "application/pdf";
const BYTES = Buffer.concat([
  Buffer.from("%PDF-1.7\n"),
  Buffer.alloc(256 * 1024, 0x41),
  Buffer.from("\n%%EOF\n"),
]);

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
});
afterAll(async () => {
  await t?.close();
});

const uploadsRoot = () => path.join(t.dataDir, "uploads");
const incoming = () => path.join(uploadsRoot(), ".incoming");
const leftovers = () => (existsSync(incoming()) ? readdirSync(incoming()) : []);

async function presign(): Promise<{ url: string; objectPath: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: owner.cookie },
    payload: { filename: "logbook.pdf", contentType: PDF },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { url, objectPath } = response.json() as { url: string; objectPath: string };
  const target = new URL(url, "http://localhost");
  return { url: target.pathname + target.search, objectPath };
}

const put = (url: string) =>
  t.app.inject({ method: "PUT", url, payload: BYTES, headers: { "content-type": PDF } });

const complete = (objectPath: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie: owner.cookie },
    payload: {
      objectPath,
      filename: "logbook.pdf",
      fileSize: BYTES.length,
      mimeType: PDF,
      documentType: "resume",
    },
  });

async function expectNothingStored(objectPath: string): Promise<void> {
  expect(existsSync(path.join(uploadsRoot(), objectPath))).toBe(false);
  expect(leftovers()).toEqual([]);
  const refused = await complete(objectPath);
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json().message).toBe(UPLOAD_MESSAGES.missingObject);
  const rows = await t.app.db.select().from(resumeUploads).where(eq(resumeUploads.userId, owner.user.id));
  expect(rows).toEqual([]);
}

function expectStorageError(response: Awaited<ReturnType<typeof put>>): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers["content-type"]).toContain("application/json");
  expect(response.json()).toEqual({
    error: STORAGE_UNAVAILABLE_MESSAGE,
    message: STORAGE_UNAVAILABLE_MESSAGE,
    code: "storage_unavailable",
  });
  expect(response.headers["retry-after"]).toBe("5");
}

describe("storage fault: the upload cannot be written", () => {
  it("the user's upload folder cannot be created (all bytes received): 503 JSON, nothing stored, no row", async () => {
    const { url, objectPath } = await presign();
    const blocker = path.join(uploadsRoot(), "uploads", owner.user.id);
    mkdirSync(path.dirname(blocker), { recursive: true });
    writeFileSync(blocker, "not a folder");
    try {
      expectStorageError(await put(url));
      await expectNothingStored(objectPath);
    } finally {
      rmSync(blocker);
    }
    // The fault is gone: the same link stores the file, and completion registers it.
    expect((await put(url)).statusCode).toBe(204);
    const completed = await complete(objectPath);
    expect(completed.statusCode, completed.body).toBe(201);
    await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/resume/${completed.json().id}`,
      headers: { cookie: owner.cookie },
    });
  });

  it("the temporary folder cannot be written (before any byte is read): 503 JSON over a real socket, connection closed", async () => {
    const { url, objectPath } = await presign();
    rmSync(incoming(), { recursive: true, force: true });
    writeFileSync(incoming(), "not a folder");
    try {
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const response = await fetch(`${address}${url}`, {
        method: "PUT",
        body: BYTES,
        headers: { "content-type": PDF },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("connection")).toBe("close");
      expect(await response.json()).toMatchObject({ code: "storage_unavailable" });
    } finally {
      rmSync(incoming());
    }
    await expectNothingStored(objectPath);
  });
});
