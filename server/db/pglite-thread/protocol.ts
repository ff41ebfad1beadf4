// Messages between the application thread and the PGlite thread (server/db/pglite-thread/).

export type ThreadRequest =
  | {
      id: number;
      op: "query";
      text: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type OIDs handed over as the database's text, not parsed (what Drizzle asks for). */
      rawTypes: number[];
    }
  | { id: number; op: "exec"; text: string }
  | { id: number; op: "close" };

/** A database error keeps the fields the application reads (code, constraint, …). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadResponse = { id: number; result: unknown } | { id: number; error: ThreadError };

export type ThreadStartup = { ready: true } | { failed: string };
