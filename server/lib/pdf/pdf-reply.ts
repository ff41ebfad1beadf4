// How every generated file is answered: its type, saved under its name (ASCII, see
// ./document-filename.ts), never cached (every /api answer is no-store); the API reference documents it
// as a binary file.

import type { FastifyReply } from "fastify";
import { z } from "zod";

export interface GeneratedFile {
  filename: string;
  bytes: Uint8Array;
}

/** The 200 answer of a route that sends a PDF, for the route's response schema. */
export function pdfResponse(description: string) {
  return {
    200: {
      description,
      content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
    },
  };
}

export function sendFile(
  reply: FastifyReply,
  file: GeneratedFile,
  contentType = "application/pdf",
): FastifyReply {
  return reply
    .type(contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .send(Buffer.from(file.bytes));
}
