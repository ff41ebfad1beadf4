import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { MAX_UPLOAD_BYTES, UPLOAD_URL_VALIDITY_MS } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadIntents } from "../../db/schema/index";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { LocalStorage } from "./local";
import { deriveUploadKey, signedPutQuery } from "./local-signature";
import {
  InvalidObjectPathError,
  ObjectNotFoundError,
  readObjectBytes,
  StorageUnavailableError,
} from "./storage";

const clock = manualClock();
let testApp: TestApp;
let storage: LocalStorage;

beforeAll(async () => {
  testApp = await createTestApp({ clock: clock.clock });
  if (!(testApp.app.storage instanceof LocalStorage)) throw new Error("expected the local driver");
  storage = testApp.app.storage;
});
afterAll(async () => {
  await testApp.close();
});

const PDF = "application/pdf";

function newObjectPath(extension = "pdf"): string {
  return `uploads/${randomUUID()}/${randomUUID()}.${extension}`;
}

/** Presigns as the upload service does: an intent on record first (the app refuses writes to paths without one). */
async function presign(objectPath: string, contentType = PDF, maxBytes = MAX_UPLOAD_BYTES): Promise<string> {
  const issuedAt = clock.clock();
  await testApp.app.db.insert(uploadIntents).values({
    objectPath,
    contentType,
    filename: "test",
    createdAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + 2 * UPLOAD_URL_VALIDITY_MS),
  });
  const url = await storage.presignPut({
    objectPath,
    contentType,
    maxBytes,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + UPLOAD_URL_VALIDITY_MS),
  });
  // Relative: the PUT goes to whatever origin the page was opened at.
  expect(url).toMatch(/^\/api\/storage\/uploads\//);
  return url;
}

function put(url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "PUT",
    url,
    payload,
    headers: { "content-type": PDF, ...headers },
  });
}

const fileOf = (objectPath: string) => path.join(testApp.dataDir, "uploads", objectPath);
const incomingFiles = () => {
  const folder = path.join(testApp.dataDir, "uploads", ".incoming");
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("local storage: signed PUT", () => {
  it("stores the body under $DATA_DIR/uploads and reads it back", async () => {
    const objectPath = newObjectPath();
    const response = await put(await presign(objectPath), Buffer.from("%PDF-1.7 hello"));
    expect(response.statusCode).toBe(204);
    expect(readFileSync(fileOf(objectPath), "utf8")).toBe("%PDF-1.7 hello");
    expect(await storage.head(objectPath)).toEqual({ size: 14, contentType: null });
    expect((await readObjectBytes(storage, objectPath, 100)).toString()).toBe("%PDF-1.7 hello");
    expect(incomingFiles()).toEqual([]);
  });

  it("accepts a Content-Type with parameters of the signed type", async () => {
    const objectPath = newObjectPath("txt");
    const url = await presign(objectPath, "text/plain");
    const response = await put(url, Buffer.from("hi"), { "content-type": "text/plain;charset=UTF-8" });
    expect(response.statusCode).toBe(204);
  });

  it("refuses a forged signature with 403 and stores nothing", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    const forgeries = [
      url.replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
      url.replace(/sig=[^&]+/, ""),
      url.replace(/maxBytes=\d+/, "maxBytes=99999999999"),
      url.replace(/expires=(\d+)/, (_match, value: string) => `expires=${Number(value) + 3600}`),
      url.replace(/contentType=[^&]+/, "contentType=text%2Fplain"),
      url.replace(objectPath, newObjectPath()),
      url.split("?")[0] ?? "",
    ];
    for (const forged of forgeries) {
      const response = await put(forged, Buffer.from("%PDF-1.7"), {
        "content-type": forged.includes("text%2Fplain") ? "text/plain" : PDF,
      });
      expect(response.statusCode, forged).toBe(403);
      expect(response.json().message).toBe("This upload link is invalid.");
    }
    expect(existsSync(fileOf(objectPath))).toBe(false);
  });

  it("refuses a URL signed with another secret", async () => {
    const other = new LocalStorage({
      rootDir: path.join(testApp.dataDir, "other"),
      secret: "another-secret-that-is-long-enough-0123456789",
    });
    const objectPath = newObjectPath();
    const issuedAt = clock.clock();
    const url = await other.presignPut({
      objectPath,
      contentType: PDF,
      maxBytes: MAX_UPLOAD_BYTES,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + UPLOAD_URL_VALIDITY_MS),
    });
    const response = await put(url, Buffer.from("%PDF-1.7"));
    expect(response.statusCode).toBe(403);
  });

  it("refuses an expired URL with 403 (15 minutes, by the app's clock)", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    clock.advance(UPLOAD_URL_VALIDITY_MS - 1000);
    expect((await put(url, Buffer.from("%PDF-1"))).statusCode).toBe(204);
    clock.advance(1000);
    const response = await put(url, Buffer.from("%PDF-2"));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This upload link has expired. Please upload the file again.");
    expect(readFileSync(fileOf(objectPath), "utf8")).toBe("%PDF-1");
  });

  it("refuses a different Content-Type with 400", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    for (const contentType of ["text/plain", "application/json", "application/octet-stream"]) {
      const response = await put(url, Buffer.from("{}"), { "content-type": contentType });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().message).toBe("The file must be sent with Content-Type application/pdf.");
    }
    const withoutType = await testApp.app.inject({ method: "PUT", url, payload: Buffer.from("x") });
    expect(withoutType.statusCode).toBe(400);
    expect(existsSync(fileOf(objectPath))).toBe(false);
  });

  it("answers 413 for 10 MB + 1 byte and leaves no file behind", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    const response = await put(url, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Maximum file size is 10MB");
    expect(response.headers.connection).toBe("close");
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect(incomingFiles()).toEqual([]);
  });

  it("stops reading a body without Content-Length as soon as it passes the limit", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    let produced = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    // An endless body: the route must stop on its own once past 10 MB.
    const endless = new Readable({
      read() {
        produced += chunk.length;
        this.push(chunk);
      },
    });
    const response = await put(url, endless);
    expect(response.statusCode).toBe(413);
    expect(produced).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    endless.destroy();
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect(incomingFiles()).toEqual([]);
  });

  it("answers 413 over a real socket while the client is still sending, then closes the connection", async () => {
    const objectPath = newObjectPath();
    const url = await presign(objectPath);
    // The app closes this server with the rest in afterAll.
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const result = await new Promise<{ status: number; sent: number; connection?: string }>(
      (resolve, reject) => {
        let sent = 0;
        let stop = false;
        const request = http.request(`${address}${url}`, {
          method: "PUT",
          headers: { "content-type": PDF, "transfer-encoding": "chunked" },
        });
        request.on("response", (response) => {
          stop = true;
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, sent, connection: response.headers.connection }),
          );
        });
        request.on("error", (error) => (stop ? undefined : reject(error)));
        const chunk = Buffer.alloc(256 * 1024, 0x41);
        const pump = () => {
          // Up to 50 MB: the answer must come long before.
          while (!stop && sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          if (!stop) request.end();
        };
        pump();
      },
    );
    expect(result.status).toBe(413);
    expect(result.connection).toBe("close");
    // 10 MB read, plus what socket buffers held before the answer reached the client.
    expect(result.sent).toBeLessThan(30 * 1024 * 1024);
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect(incomingFiles()).toEqual([]);
  });

  it("accepts exactly the size limit", async () => {
    const objectPath = newObjectPath();
    const response = await put(await presign(objectPath), Buffer.alloc(MAX_UPLOAD_BYTES, 0x41));
    expect(response.statusCode).toBe(204);
    expect((await storage.head(objectPath))?.size).toBe(MAX_UPLOAD_BYTES);
  });

  it("enforces the signed size limit, not a fixed one", async () => {
    const objectPath = newObjectPath();
    const response = await put(await presign(objectPath, PDF, 10), Buffer.alloc(11, 0x41));
    expect(response.statusCode).toBe(413);
  });

  it("refuses path traversal in the object path", async () => {
    await expect(presign("../session-secret")).rejects.toBeInstanceOf(InvalidObjectPathError);
    await expect(presign("uploads/../../pg/evil.pdf")).rejects.toBeInstanceOf(InvalidObjectPathError);
    await expect(presign("uploads/.incoming/x.pdf")).rejects.toBeInstanceOf(InvalidObjectPathError);
    const url = await presign(newObjectPath());
    const query = url.split("?")[1];
    for (const target of [
      "/api/storage/uploads/..%2F..%2Fsession-secret",
      "/api/storage/..%2Fsession-secret",
      "/api/storage/uploads/%2e%2e/%2e%2e/evil.pdf",
      "/api/storage/uploads%5C..%5C..%5Cevil.pdf",
    ]) {
      const response = await put(`${target}?${query}`, Buffer.from("%PDF-1.7"));
      expect([400, 403, 404], target).toContain(response.statusCode);
    }
    // Even with a valid signature (made here with the app's key), a path that leaves the folder is refused.
    const key = deriveUploadKey(testApp.app.config.SESSION_SECRET ?? "");
    for (const objectPath of ["../evil.pdf", "uploads/../../evil.pdf", ".incoming/evil.pdf"]) {
      const signed = signedPutQuery(key, {
        objectPath,
        contentType: PDF,
        maxBytes: 100,
        expires: Math.floor(clock.clock().getTime() / 1000) + 60,
      });
      const encoded = objectPath.split("/").map(encodeURIComponent).join("%2F");
      const response = await put(`/api/storage/${encoded}?${signed}`, Buffer.from("%PDF-1.7"));
      expect(response.statusCode, objectPath).toBe(400);
      expect(response.json().message).toBe("Invalid object path.");
    }
    for (const file of [
      path.join(testApp.dataDir, "session-secret"),
      path.join(testApp.dataDir, "evil.pdf"),
      path.join(testApp.dataDir, "uploads", "evil.pdf"),
      path.join(path.dirname(testApp.dataDir), "evil.pdf"),
    ]) {
      expect(existsSync(file), file).toBe(false);
    }
  });

  it("never serves objects back", async () => {
    const objectPath = newObjectPath();
    await put(await presign(objectPath), Buffer.from("%PDF-1.7 secret"));
    for (const url of [`/api/storage/${objectPath}`, `/uploads/${objectPath}`, `/${objectPath}`]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("secret");
    }
  });

  it("refuses a cross-site PUT (CSRF rule)", async () => {
    const objectPath = newObjectPath();
    const response = await put(await presign(objectPath), Buffer.from("%PDF-1.7"), {
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect(existsSync(fileOf(objectPath))).toBe(false);
  });

  it("deletes idempotently", async () => {
    const objectPath = newObjectPath();
    await put(await presign(objectPath), Buffer.from("%PDF-1.7"));
    await storage.delete(objectPath);
    await storage.delete(objectPath);
    expect(await storage.head(objectPath)).toBeNull();
  });
});

describe("local storage: the filesystem fails", () => {
  it("a read, stat or delete that fails for another reason than a missing file is StorageUnavailableError", async () => {
    // Tests run as root, where permissions stop nothing: a folder that is a symlink to itself (ELOOP) fails instead.
    const folder = `uploads/${randomUUID()}`;
    mkdirSync(path.dirname(fileOf(folder)), { recursive: true });
    symlinkSync(path.basename(folder), fileOf(folder));
    const objectPath = `${folder}/${randomUUID()}.pdf`;
    await expect(storage.head(objectPath)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.openReadStream(objectPath)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.delete(objectPath)).rejects.toBeInstanceOf(StorageUnavailableError);
    // A missing object is still just missing.
    const missing = newObjectPath();
    expect(await storage.head(missing)).toBeNull();
    await expect(storage.openReadStream(missing)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});
