import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  checkSignedPut,
  deriveUploadKey,
  LOCAL_STORAGE_ROUTE,
  type SignatureCheck,
  signedPutQuery,
} from "./local-signature";
import {
  assertSafeObjectPath,
  type ObjectInfo,
  ObjectNotFoundError,
  ObjectTooLargeError,
  type PresignPutInput,
  type Storage,
  StorageUnavailableError,
  StorageWriteError,
} from "./storage";

export interface LocalStorageOptions {
  /** `$DATA_DIR/uploads`: a folder of its own, so no key can reach the database or the secrets. */
  rootDir: string;
  /** SESSION_SECRET; the signing key is derived from it. */
  secret: string;
}

/** Where bytes land while a PUT is in progress; the leading dot keeps it out of every object path. */
const TEMP_FOLDER = ".incoming";

/**
 * Objects as files under rootDir. Presigned URLs are the relative `PUT /api/storage/<objectPath>` (see
 * local-upload.routes.ts), HMAC-signed over method, path, content type, size limit and expiry.
 * Nothing here is served as a static folder.
 */
export class LocalStorage implements Storage {
  readonly driver = "local" as const;
  readonly rootDir: string;
  private readonly key: Buffer;

  constructor(options: LocalStorageOptions) {
    this.rootDir = path.resolve(options.rootDir);
    this.key = deriveUploadKey(options.secret);
  }

  async presignPut(input: PresignPutInput): Promise<string> {
    assertSafeObjectPath(input.objectPath);
    const query = signedPutQuery(this.key, {
      objectPath: input.objectPath,
      contentType: input.contentType,
      maxBytes: input.maxBytes,
      expires: Math.floor(input.expiresAt.getTime() / 1000),
    });
    // Relative, so the PUT goes to whatever origin the page was loaded from (IP, host name, localhost)
    // and stays within the CSP's connect-src 'self' (docs/decisions/0023-relative-upload-url.md).
    return `${LOCAL_STORAGE_ROUTE}${input.objectPath}?${query}`;
  }

  checkPut(objectPath: string, query: Record<string, unknown>, now: Date): SignatureCheck {
    return checkSignedPut(this.key, objectPath, query, now);
  }

  /**
   * Streams `source` to a temporary file and renames it into place only when every byte arrived.
   * Stops reading and rejects with ObjectTooLargeError as soon as the bytes pass maxBytes; the
   * source is left open (not destroyed) so the caller can still answer on the same connection.
   */
  async writeObject(
    objectPath: string,
    source: Readable,
    maxBytes: number,
    /** Asked once every byte arrived, before the file replaces what is there: false discards it. */
    mayCommit?: () => Promise<boolean>,
  ): Promise<number> {
    const target = this.fileOf(objectPath);
    const tempDir = path.join(this.rootDir, TEMP_FOLDER);
    const tempFile = path.join(tempDir, `${randomUUID()}.part`);
    const file = await storageWrite(async () => {
      await mkdir(tempDir, { recursive: true });
      return open(tempFile, "wx", 0o600);
    });
    let size = 0;
    try {
      for await (const chunk of source.iterator({ destroyOnReturn: false })) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
        await storageWrite(() => file.write(buffer));
      }
      if (mayCommit && !(await mayCommit())) throw new ObjectWriteRefusedError();
      await storageWrite(async () => {
        await file.sync();
        await file.close();
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tempFile, target);
      });
      return size;
    } catch (error) {
      await file.close().catch(() => {});
      await rm(tempFile, { force: true });
      throw error;
    }
  }

  async head(objectPath: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.fileOf(objectPath));
      return info.isFile() ? { size: info.size, contentType: null } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageFailure(error);
    }
  }

  async openReadStream(objectPath: string): Promise<Readable> {
    try {
      const handle = await open(this.fileOf(objectPath), "r");
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(objectPath);
      throw storageFailure(error);
    }
  }

  async delete(objectPath: string): Promise<void> {
    const file = this.fileOf(objectPath);
    try {
      await rm(file, { force: true });
    } catch (error) {
      throw storageFailure(error);
    }
  }

  async close(): Promise<void> {}

  /** Writes, reads back and removes a small file in the temporary folder: the disk is there and writable. */
  async ping(): Promise<void> {
    const tempDir = path.join(this.rootDir, TEMP_FOLDER);
    const probe = path.join(tempDir, `${randomUUID()}.ping`);
    const content = randomUUID();
    try {
      await mkdir(tempDir, { recursive: true });
      await writeFile(probe, content, { flag: "wx", mode: 0o600 });
      if ((await readFile(probe, "utf8")) !== content)
        throw new Error("the probe file read back differently");
    } catch (error) {
      throw new StorageUnavailableError({ cause: error });
    } finally {
      await rm(probe, { force: true }).catch(() => {});
    }
  }

  /** The file of an object path, refusing anything that could leave rootDir. */
  private fileOf(objectPath: string): string {
    assertSafeObjectPath(objectPath);
    const file = path.resolve(this.rootDir, objectPath);
    if (!file.startsWith(`${this.rootDir}${path.sep}`)) throw new ObjectNotFoundError(objectPath);
    return file;
  }
}

/** Filesystem failures become StorageWriteError; errors of the incoming body stay what they are. */
async function storageWrite<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StorageWriteError({ cause: error });
  }
}

/** A failure of the filesystem itself (EIO, EACCES, ENOSPC, EROFS, ELOOP…) is the storage being unavailable. */
function storageFailure(error: unknown): unknown {
  const isFilesystemError = typeof (error as NodeJS.ErrnoException)?.syscall === "string";
  return isFilesystemError ? new StorageUnavailableError({ cause: error }) : error;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** The upload was completed or cancelled while its bytes were arriving: they are discarded. */
export class ObjectWriteRefusedError extends Error {
  override name = "ObjectWriteRefusedError";
}
