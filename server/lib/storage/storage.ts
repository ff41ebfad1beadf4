import type { Readable } from "node:stream";

/** What a driver needs to issue a URL the browser can PUT one object to. */
export interface PresignPutInput {
  objectPath: string;
  /** The exact Content-Type the PUT must carry. */
  contentType: string;
  /** Enforced by the local driver while the bytes arrive; S3 cannot cap a presigned PUT (check at completion). */
  maxBytes: number;
  issuedAt: Date;
  expiresAt: Date;
}

export interface ObjectInfo {
  size: number;
  contentType: string | null;
}

/**
 * Object storage behind uploads. Object paths are keys made by the server (never user input) and
 * are checked by every driver with `assertSafeObjectPath` anyway.
 */
export interface Storage {
  readonly driver: "local" | "s3";
  presignPut(input: PresignPutInput): Promise<string>;
  /** null when the object does not exist. */
  head(objectPath: string): Promise<ObjectInfo | null>;
  /** Rejects with ObjectNotFoundError when the object does not exist. */
  openReadStream(objectPath: string): Promise<Readable>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(objectPath: string): Promise<void>;
  /** Releases connections; the app calls it when it closes. */
  close(): Promise<void>;
  /**
   * A cheap proof that the storage answers (the readiness probe): rejects with StorageUnavailableError
   * when it cannot be reached, read or written. Both drivers have it; a test's partial stand-in may not,
   * and then counts as reachable.
   */
  ping?(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(objectPath: string) {
    super(`No stored object at ${objectPath}`);
    this.name = "ObjectNotFoundError";
  }
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = "ObjectTooLargeError";
  }
}

/** What users read whenever the storage is down: the API answers it with 503 `storage_unavailable`. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  "The file could not be stored right now. Please try again in a few minutes.";

/**
 * The storage itself failed or cannot be reached (S3: network error, timeout, 5xx or throttling; local:
 * an I/O, permission or full-disk error): not the client's fault, and worth trying again later. The
 * central error handler answers 503 `storage_unavailable`; a processing task is retried.
 */
export class StorageUnavailableError extends Error {
  constructor(options: { cause: unknown }, what = "The storage is unavailable") {
    super(`${what}: ${(options.cause as Error)?.message ?? String(options.cause)}`, options);
    this.name = "StorageUnavailableError";
  }
}

/** The storage itself could not take the bytes (unwritable folder, disk full, I/O error): not the client's fault. */
export class StorageWriteError extends StorageUnavailableError {
  constructor(options: { cause: unknown }) {
    super(options, "Could not write to the storage");
    this.name = "StorageWriteError";
  }
}

export class InvalidObjectPathError extends Error {
  constructor(objectPath: string) {
    super(`Invalid object path: ${JSON.stringify(objectPath.slice(0, 200))}`);
    this.name = "InvalidObjectPathError";
  }
}

const MAX_OBJECT_PATH_LENGTH = 512;
// Segments start with a letter or digit, so "." and ".." (and hidden temp files) can never be named.
const SAFE_OBJECT_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isSafeObjectPath(objectPath: string): boolean {
  return objectPath.length <= MAX_OBJECT_PATH_LENGTH && SAFE_OBJECT_PATH.test(objectPath);
}

export function assertSafeObjectPath(objectPath: string): void {
  if (!isSafeObjectPath(objectPath)) throw new InvalidObjectPathError(objectPath);
}

/**
 * Reads a whole object into memory, refusing one larger than maxBytes without reading past the limit.
 * A stream that breaks off (connection reset, read error) is the storage's failure: StorageUnavailableError.
 */
export async function readObjectBytes(
  storage: Storage,
  objectPath: string,
  maxBytes: number,
): Promise<Buffer> {
  const stream = await storage.openReadStream(objectPath);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ObjectTooLargeError || error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError({ cause: error });
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size);
}
