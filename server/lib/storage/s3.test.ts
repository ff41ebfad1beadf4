// The S3 driver's reading of failures: an outage of the storage (no connection, a timeout, 5xx,
// throttling, a download that breaks off) is StorageUnavailableError; 404 stays "not found"; other
// answers (403…) are left as they are. Real HTTP answers from a small server stand in for S3.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isStorageOutage, S3Storage } from "./s3";
import { ObjectNotFoundError, readObjectBytes, StorageUnavailableError } from "./storage";

/** A service error as the SDK builds it from an HTTP answer. */
const answered = (httpStatusCode: number, name = "Unknown") =>
  Object.assign(new Error(name), {
    name,
    $fault: httpStatusCode >= 500 ? "server" : "client",
    $metadata: { httpStatusCode, attempts: 3 },
  });
/** A connection error as the SDK passes it on after its retries. */
const network = (code: string, name = "Error") =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { name, code, $metadata: { attempts: 3 } });

describe("isStorageOutage", () => {
  it.each([
    ["connection refused", network("ECONNREFUSED")],
    ["socket hang up", network("ECONNRESET", "TimeoutError")],
    ["connect timeout", network("ETIMEDOUT")],
    ["DNS failure", network("ENOTFOUND")],
    ["the SDK's timeout", Object.assign(new Error("timed out"), { name: "TimeoutError" })],
    ["a network error as the cause", new Error("wrapped", { cause: network("EHOSTUNREACH") })],
    ["500 InternalError", answered(500, "InternalError")],
    ["502 without a body (HEAD)", answered(502)],
    ["503 SlowDown", answered(503, "SlowDown")],
    ["429", answered(429, "TooManyRequests")],
    ["400 RequestTimeout", answered(400, "RequestTimeout")],
  ])("%s is an outage", (_label, error) => {
    expect(isStorageOutage(error)).toBe(true);
  });

  it.each([
    ["403 AccessDenied", answered(403, "AccessDenied")],
    ["400 InvalidArgument", answered(400, "InvalidArgument")],
    ["404 NoSuchKey", answered(404, "NoSuchKey")],
    ["a plain error", new Error("boom")],
    ["missing credentials", Object.assign(new Error("no keys"), { name: "CredentialsProviderError" })],
    ["not an error", undefined],
  ])("%s is not an outage", (_label, error) => {
    expect(isStorageOutage(error)).toBe(false);
  });
});

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: http.Server[] = [];
const storages: S3Storage[] = [];

afterEach(async () => {
  await Promise.all(storages.splice(0).map((storage) => storage.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** An S3Storage pointed at a server answering with `handler`, or at a closed port without one. */
async function storageAnswering(handler: Handler | null): Promise<S3Storage> {
  const server = http.createServer(handler ?? (() => {}));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  if (handler) servers.push(server);
  else await new Promise((resolve) => server.close(resolve));
  const storage = new S3Storage({
    bucket: "hangar-uploads",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: "test",
    secretAccessKey: "test",
    connectionTimeoutMs: 500,
    socketTimeoutMs: 200,
  });
  storages.push(storage);
  return storage;
}

const status =
  (code: number, s3Code: string): Handler =>
  (request, response) => {
    response.writeHead(code, { "content-type": "application/xml" });
    response.end(
      request.method === "HEAD" ? undefined : `<Error><Code>${s3Code}</Code><Message>x</Message></Error>`,
    );
  };

const OBJECT = "uploads/u1/file.pdf";

describe("S3Storage failures", () => {
  it("a closed port: head, read and delete reject with StorageUnavailableError", async () => {
    const storage = await storageAnswering(null);
    await expect(storage.head(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.openReadStream(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.delete(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("5xx answers reject with StorageUnavailableError", async () => {
    const storage = await storageAnswering(status(500, "InternalError"));
    await expect(storage.head(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.openReadStream(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.delete(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("a server that never answers times out as StorageUnavailableError", async () => {
    const storage = await storageAnswering(() => {});
    await expect(storage.head(OBJECT)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("a download that breaks off is StorageUnavailableError", async () => {
    const storage = await storageAnswering((_request, response) => {
      response.writeHead(200, { "content-type": "application/pdf", "content-length": "1000" });
      response.write("%PDF-1.7\n");
      setTimeout(() => response.socket?.destroy(), 20);
    });
    await expect(readObjectBytes(storage, OBJECT, 10_000)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("404 still means not found; 403 is not an outage", async () => {
    const missing = await storageAnswering(status(404, "NoSuchKey"));
    expect(await missing.head(OBJECT)).toBeNull();
    await expect(missing.openReadStream(OBJECT)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await missing.delete(OBJECT);

    const denied = await storageAnswering(status(403, "AccessDenied"));
    const error = await denied.head(OBJECT).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});

describe("S3Storage ping (the readiness probe)", () => {
  it("resolves when HeadBucket answers 200", async () => {
    const seen: string[] = [];
    const storage = await storageAnswering((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(200);
      response.end();
    });
    await storage.ping();
    expect(seen[0]).toMatch(/^HEAD \/hangar-uploads\/?$/);
  });

  it("rejects with StorageUnavailableError on a closed port, and on 403 (the bucket is out of reach)", async () => {
    await expect((await storageAnswering(null)).ping()).rejects.toBeInstanceOf(StorageUnavailableError);
    const denied = await storageAnswering(status(403, "AccessDenied"));
    await expect(denied.ping()).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
