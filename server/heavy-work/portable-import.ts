// A portable export file is parsed and checked in a worker thread (docs/security.md, "Heavy work"):
// JSON.parse and the schema over up to 8 MB took seconds of the API's thread, for everyone.

import { PORTABLE_IMPORT_PARSE_TIMEOUT_MS } from "@domain/constants";
import type { PortableExport } from "@domain/schemas/portable-export";
import { AppError, type FieldIssue, RequestValidationError } from "../lib/errors";
import { heavyWorkPool, heavyWorkRefusal } from "./pools";

export type PortableImportParse =
  | { ok: true; file: PortableExport }
  | { ok: false; reason: "not_json" }
  | { ok: false; reason: "invalid"; issues: FieldIssue[] };

const WORKER_MODULE = new URL("./portable-import-worker.ts", import.meta.url);

export const PORTABLE_IMPORT_PARSE_MESSAGES = {
  notJson: "The request body is not valid JSON.",
  timeout: `Reading this file took longer than ${PORTABLE_IMPORT_PARSE_TIMEOUT_MS / 1000} seconds, so it was stopped. Is it a Hangar Log export file?`,
} as const;

/** The file, checked; a 400 like a schema failure when it is not one. */
export async function parsePortableImport(body: Uint8Array | undefined): Promise<PortableExport> {
  if (!body || body.byteLength === 0) throw new AppError(400, PORTABLE_IMPORT_PARSE_MESSAGES.notJson);
  // A copy the thread can own: the request's buffer may be a slice of a shared pool.
  const bytes = new Uint8Array(body);
  let parse: PortableImportParse;
  try {
    parse = await heavyWorkPool(WORKER_MODULE).run<PortableImportParse>(bytes, {
      timeoutMs: PORTABLE_IMPORT_PARSE_TIMEOUT_MS,
      transfer: [bytes.buffer],
    });
  } catch (error) {
    throw heavyWorkRefusal(error, PORTABLE_IMPORT_PARSE_MESSAGES.timeout);
  }
  if (parse.ok) return parse.file;
  if (parse.reason === "not_json") throw new AppError(400, PORTABLE_IMPORT_PARSE_MESSAGES.notJson);
  throw new RequestValidationError(parse.issues);
}
