// Files the API hands over to be saved (a PDF it made, a document a user uploaded): sent as an
// attachment, never shown inline, so a stored file cannot run as a page of this origin.

import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { z } from "zod";

export interface AttachmentFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * `attachment` with the name (RFC 6266): as it is when it is plain ASCII, else an ASCII fallback every
 * client reads and the exact name in UTF-8 for those that read `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "download";
  if (fallback === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  return attachmentHeaders(reply, file).send(Buffer.from(file.bytes));
}

/** The same answer for a file read from disk as it is sent (a ZIP of many PDFs). */
export function sendAttachmentStream(
  reply: FastifyReply,
  file: Omit<AttachmentFile, "bytes"> & { stream: Readable },
): FastifyReply {
  return attachmentHeaders(reply, file).send(file.stream);
}

function attachmentHeaders(reply: FastifyReply, file: Omit<AttachmentFile, "bytes">): FastifyReply {
  return reply
    .type(file.contentType)
    .header("content-disposition", attachmentDisposition(file.filename))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'");
}

/** The API reference's description of a 200 answer that is a file of one of `contentTypes`. */
export function attachmentResponse(description: string, contentTypes: readonly string[]) {
  const schema = z.string().meta({ format: "binary" });
  return {
    200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) },
  };
}
