import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertSafeObjectPath,
  type ObjectInfo,
  ObjectNotFoundError,
  type PresignPutInput,
  type Storage,
  StorageUnavailableError,
} from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Gives up connecting after this long (a storage that drops packets would otherwise hang a request). */
  connectionTimeoutMs?: number;
  /** Gives up when the connection stays silent this long, also in the middle of a download. */
  socketTimeoutMs?: number;
}

/**
 * Any S3-compatible service. A presigned PUT binds the key, the Content-Type and a 15-minute expiry
 * but cannot cap the size: the completion step checks the real size with a HEAD.
 */
export class S3Storage implements Storage {
  readonly driver = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Otherwise presigned PUT URLs carry a checksum of an empty body, which real S3 rejects.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // Without keys the SDK's default chain applies (environment, instance role).
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Each attempt is bounded; the SDK retries (3 attempts in all), then the error is ours to classify.
      requestHandler: {
        connectionTimeout: options.connectionTimeoutMs ?? 5_000,
        socketTimeout: options.socketTimeoutMs ?? 30_000,
      },
    });
  }

  async presignPut(input: PresignPutInput): Promise<string> {
    assertSafeObjectPath(input.objectPath);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: input.objectPath,
      ContentType: input.contentType,
    });
    const expiresIn = Math.max(1, Math.floor((input.expiresAt.getTime() - input.issuedAt.getTime()) / 1000));
    return getSignedUrl(this.client, command, {
      expiresIn,
      signingDate: input.issuedAt,
      signableHeaders: new Set(["content-type"]),
    });
  }

  async head(objectPath: string): Promise<ObjectInfo | null> {
    assertSafeObjectPath(objectPath);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectPath }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw classify(error);
    }
  }

  async openReadStream(objectPath: string): Promise<Readable> {
    assertSafeObjectPath(objectPath);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectPath }));
      if (!answer.Body) throw new ObjectNotFoundError(objectPath);
      // In Node the body is an http.IncomingMessage (a Readable).
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(objectPath);
      throw classify(error);
    }
  }

  async delete(objectPath: string): Promise<void> {
    assertSafeObjectPath(objectPath);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectPath }));
    } catch (error) {
      if (!isNotFound(error)) throw classify(error);
    }
  }

  /** HeadBucket: the service answers and these credentials reach the bucket. */
  async ping(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new StorageUnavailableError({ cause: error });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** Node's codes for a connection that failed, broke off or found no one (DNS included). */
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
]);
/** Answers meaning "busy, try later", whatever their status (S3's RequestTimeout is a 400). */
const THROTTLING_ERROR_NAMES = new Set([
  "SlowDown",
  "Throttling",
  "ThrottlingException",
  "TooManyRequests",
  "TooManyRequestsException",
  "RequestLimitExceeded",
  "RequestThrottled",
  "RequestThrottledException",
  "RequestTimeout",
  "RequestTimeoutException",
]);

/**
 * Whether an error of the S3 client means the storage is down or overloaded (network failure,
 * timeout, 5xx, throttling) rather than that this request is wrong (403, 400…). 404 is handled before.
 */
export function isStorageOutage(error: unknown): boolean {
  const answered = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata?.httpStatusCode;
  if (typeof answered === "number") {
    const name = (error as { name?: unknown }).name;
    return answered >= 500 || answered === 429 || THROTTLING_ERROR_NAMES.has(name as string);
  }
  // No answer at all: the connection failed or timed out (the SDK names its timeouts TimeoutError).
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 3; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (candidate.name === "TimeoutError") return true;
    if (typeof candidate.code === "string" && NETWORK_ERROR_CODES.has(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}

function classify(error: unknown): unknown {
  return isStorageOutage(error) ? new StorageUnavailableError({ cause: error }) : error;
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate.name === "NotFound" ||
    candidate.name === "NoSuchKey" ||
    candidate.$metadata?.httpStatusCode === 404
  );
}
