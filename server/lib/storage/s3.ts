import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
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
} from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
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
      throw error;
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
      throw error;
    }
  }

  async delete(objectPath: string): Promise<void> {
    assertSafeObjectPath(objectPath);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectPath }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate.name === "NotFound" ||
    candidate.name === "NoSuchKey" ||
    candidate.$metadata?.httpStatusCode === 404
  );
}
