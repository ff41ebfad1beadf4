import type { Readable } from "node:stream";
import { FILE_TOO_LARGE_MESSAGE } from "@domain/schemas/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, badRequest, forbidden } from "../errors";
import { type LocalStorage, ObjectWriteRefusedError } from "./local";
import { LOCAL_STORAGE_ROUTE } from "./local-signature";
import { isSafeObjectPath, ObjectTooLargeError, StorageUnavailableError } from "./storage";

export interface LocalUploadRoutesOptions {
  storage: LocalStorage;
  /**
   * Whether the object may still be written: false once its upload is completed (or refused, or
   * being checked), which voids the signed URL before it expires, something S3 URLs cannot do.
   */
  acceptsWrites?: (objectPath: string, now: Date) => Promise<boolean>;
}

const INVALID_LINK_MESSAGE = "This upload link is invalid.";
const EXPIRED_LINK_MESSAGE = "This upload link has expired. Please upload the file again.";
export const USED_LINK_MESSAGE =
  "This upload link is no longer valid: its upload was already completed or cancelled.";

/** The media type without parameters: browsers may add `; charset=…` to a text upload. */
function essence(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * `PUT /storage/<objectPath>?contentType=…&maxBytes=…&expires=…&sig=…` (under /api): the upload
 * target of the local driver. The signed URL is the capability, as with S3. Register under the /api
 * prefix; the body is read as a raw stream in this plugin only (the app parses JSON and nothing else).
 */
export const localUploadRoutes: FastifyPluginAsyncZod<LocalUploadRoutesOptions> = async (app, options) => {
  const { storage } = options;
  // Nothing reads the body before the handler: signature, type and size are checked first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put(
    `${LOCAL_STORAGE_ROUTE.replace(/^\/api/, "")}*`,
    {
      schema: {
        params: z.object({ "*": z.string() }),
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const objectPath = request.params["*"];
      if (!isSafeObjectPath(objectPath)) throw badRequest("Invalid object path.");

      const check = storage.checkPut(objectPath, request.query, app.clock());
      if (!check.ok)
        throw forbidden(check.reason === "expired" ? EXPIRED_LINK_MESSAGE : INVALID_LINK_MESSAGE);
      const { put } = check;
      const { acceptsWrites } = options;
      const stillAccepted = acceptsWrites && (() => acceptsWrites(objectPath, app.clock()));
      if (stillAccepted && !(await stillAccepted())) throw forbidden(USED_LINK_MESSAGE);

      if (essence(request.headers["content-type"]) !== essence(put.contentType)) {
        throw badRequest(`The file must be sent with Content-Type ${put.contentType}.`);
      }
      const declaredLength = Number(request.headers["content-length"] ?? 0);
      if (declaredLength > put.maxBytes) throw tooLarge();

      const body = (request.body as Readable | undefined) ?? request.raw;
      try {
        // Asked again at the end: a completion may have begun while a slow body was arriving.
        await storage.writeObject(objectPath, body, put.maxBytes, stillAccepted || undefined);
      } catch (error) {
        if (error instanceof ObjectTooLargeError) throw tooLarge();
        if (error instanceof ObjectWriteRefusedError) throw forbidden(USED_LINK_MESSAGE);
        // The operator's problem (disk, permissions), not the user's: the error handler answers 503 and
        // logs the cause. Close the connection, as the rest of the body may not have been read.
        if (error instanceof StorageUnavailableError) reply.header("connection", "close");
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};

/** 413 and close the connection, so the rest of an oversized body is never read. */
function tooLarge(): AppError {
  return new AppError(413, FILE_TOO_LARGE_MESSAGE, "payload_too_large", { connection: "close" });
}
