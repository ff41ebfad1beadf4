// The application thread's side of the PGlite thread: a client with PGlite's query / exec /
// transaction surface (what Drizzle's PGlite driver calls), whose work runs on the other core.
// Semantics follow PGlite's own: queries run in the order asked; while a transaction is open, a query
// from outside it waits until the transaction ends. See docs/decisions/0048-pglite-thread.md.
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { isIdentity } from "../pglite-parsers";
import type { ThreadError, ThreadRequest, ThreadResponse, ThreadStartup } from "./protocol";

const ENTRY = new URL("./worker-entry.mjs", import.meta.url);

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;

/** An error from the database, with PostgreSQL's fields (code, constraint, …) where it had them. */
export class PgliteThreadError extends Error {
  constructor(error: ThreadError) {
    super(error.message);
    this.name = error.name;
    Object.assign(this, error.fields);
  }
}

/** The PGlite methods the application and Drizzle use. */
export interface PgliteThreadClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Type OIDs whose parser Drizzle sets to hand the text over unchanged (dates, intervals, …). */
function rawTypesOf(options?: QueryOptions): number[] {
  if (!options?.parsers) return [];
  return Object.entries(options.parsers)
    .filter(([, parse]) => isIdentity(parse))
    .map(([type]) => Number(type));
}

/** Opens PGlite in a worker thread: on a data directory, or (tests) in memory from a dump. */
export async function openPgliteThread(
  source: { directory: string } | { loadDataDir: Blob },
): Promise<PgliteThreadClient> {
  const worker = new Worker(ENTRY, { workerData: source });
  const startup = await new Promise<ThreadStartup>((resolve) => {
    worker.once("message", resolve);
    worker.once("exit", (code) => resolve({ failed: `the database thread exited with code ${code}` }));
    worker.once("error", (error) => resolve({ failed: error.message }));
  });
  if ("failed" in startup) {
    await worker.terminate();
    throw new Error(startup.failed);
  }

  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (response: ThreadResponse) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if ("error" in response) waiting.reject(new PgliteThreadError(response.error));
    else waiting.resolve(response.result);
  });
  // SQLSTATE 57P03 (cannot connect now): requests answer 503, as when PostgreSQL is unreachable.
  const unavailable = (message: string) => Object.assign(new Error(message), { code: "57P03" });
  worker.on("error", (error) => stop(unavailable(`The database thread failed: ${error.message}`)));
  worker.on("exit", (code) => stop(unavailable(`The database thread stopped (exit code ${code}).`)));

  const send = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    send<Results<T>>({
      op: "query",
      text,
      params,
      rowMode: options?.rowMode ?? "object",
      rawTypes: rawTypesOf(options),
    });
  const exec = (text: string) => send<Results[]>({ op: "exec", text });

  // Transactions run one at a time, in the order asked. A query from outside waits for the
  // transactions asked before it (not for later ones, so a stream of writes cannot starve a read), then
  // goes out before any transaction asked after it: first in, first out, like PGlite's own lock.
  let transactions: Promise<unknown> = Promise.resolve();
  let openTransactions = 0;
  const outside = async <T>(work: () => Promise<T>): Promise<T> => {
    if (openTransactions > 0) await transactions.catch(() => {});
    return work();
  };

  return {
    query: (text, params, options) => outside(() => query(text, params, options)),
    exec: (text) => outside(() => exec(text)),
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      openTransactions++;
      const run = transactions
        .catch(() => {})
        .then(async () => {
          await exec("BEGIN");
          let closed = false;
          const ensureOpen = () => {
            if (closed) throw new Error("Transaction is closed");
          };
          const tx = {
            query: async (text: string, params?: unknown[], options?: QueryOptions) => {
              ensureOpen();
              return query(text, params, options);
            },
            exec: async (text: string) => {
              ensureOpen();
              return exec(text);
            },
            rollback: async () => {
              ensureOpen();
              await exec("ROLLBACK");
              closed = true;
            },
            get closed() {
              return closed;
            },
          } as unknown as Transaction;
          try {
            const result = await callback(tx);
            if (!closed) {
              closed = true;
              const [commit] = await exec("COMMIT");
              // A transaction that failed inside and was not rolled back ends in ROLLBACK here.
              if ((commit as { command?: string } | undefined)?.command === "ROLLBACK")
                throw new Error("The transaction was rolled back.");
            }
            return result;
          } catch (error) {
            if (!closed) {
              closed = true;
              await exec("ROLLBACK").catch(() => {});
            }
            throw error;
          }
        })
        .finally(() => {
          openTransactions--;
        });
      transactions = run;
      return run;
    },
    async close() {
      if (stopped) return;
      await send({ op: "close" });
      await worker.terminate();
    },
  };
}
