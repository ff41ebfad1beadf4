// How every generated file is answered: its type, saved under its name (ASCII, see
// ./document-filename.ts), never cached, as an attachment (../attachment.ts); the API reference
// documents it as a binary file.

import type { FastifyReply } from "fastify";
import { attachmentResponse, sendAttachment } from "../attachment";

export interface GeneratedFile {
  filename: string;
  bytes: Uint8Array;
}

/** The 200 answer of a route that sends a PDF, for the route's response schema. */
export function pdfResponse(description: string) {
  return attachmentResponse(description, ["application/pdf"]);
}

export function sendFile(
  reply: FastifyReply,
  file: GeneratedFile,
  contentType = "application/pdf",
): FastifyReply {
  return sendAttachment(reply, { filename: file.filename, contentType, bytes: file.bytes });
}
