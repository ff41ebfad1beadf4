// The PGlite thread: owns the embedded database and runs what the application thread sends, in the
// order it arrives (PGlite queues its queries itself). See docs/decisions/0048-pglite-thread.md.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../pglite-extensions";
import { instanceParsers } from "../pglite-parsers";
import type { ThreadError, ThreadRequest, ThreadResponse, ThreadStartup } from "./protocol";

const port = parentPort!;
/** A data directory on disk, or (tests) an in-memory database loaded from a dump. */
const source = workerData as { directory: string } | { loadDataDir: Blob };

const ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
] as const;

function toThreadError(error: unknown): ThreadError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) fields[field] = source[field];
  return {
    name: typeof source.name === "string" ? source.name : "Error",
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

const identity = (value: string) => value;
const parsersByKey = new Map<string, Record<number, (value: string) => string>>();
function rawParsers(types: number[]): Record<number, (value: string) => string> | undefined {
  if (types.length === 0) return undefined;
  const key = types.join(",");
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

let database: PGlite;
try {
  database =
    "directory" in source
      ? await PGlite.create(source.directory, { extensions: PGLITE_EXTENSIONS })
      : await PGlite.create({ loadDataDir: source.loadDataDir, extensions: PGLITE_EXTENSIONS });
} catch (error) {
  port.postMessage({ failed: (error as Error).message } satisfies ThreadStartup);
  process.exit(1);
}

const withInstanceParsers = instanceParsers(database);

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const result = await database.query(
        request.text,
        request.params,
        withInstanceParsers({ rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) }),
      );
      // Rows as arrays are Drizzle's typed selects, which map them by their own field list: the
      // column descriptions would only cost copying to the other thread.
      return request.rowMode === "array" ? { rows: result.rows, affectedRows: result.affectedRows } : result;
    }
    case "exec":
      return await database.exec(request.text);
    case "close":
      await database.close();
      return null;
  }
}

port.on("message", (request: ThreadRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadResponse),
    (error) => port.postMessage({ id: request.id, error: toThreadError(error) } satisfies ThreadResponse),
  );
});
port.postMessage({ ready: true } satisfies ThreadStartup);
