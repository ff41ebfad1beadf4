// Runs in a worker thread (./portable-import.ts): reads a portable export file's bytes as JSON and
// checks them against its schema, so a large or hostile file costs this thread, not the API's.

import { portableExportSchema } from "@domain/schemas/portable-export";
import { serveRequests } from "../lib/worker-pool/serve";
import type { PortableImportParse } from "./portable-import";

/** Issues reported at most: a file with thousands of errors needs the first few to be fixed. */
const MAX_ISSUES = 50;

serveRequests((bytes: Uint8Array): PortableImportParse => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, reason: "not_json" };
  }
  const parsed = portableExportSchema.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    reason: "invalid",
    issues: parsed.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => ({ path: ["body", ...issue.path.map(String)].join("."), message: issue.message })),
  };
});
