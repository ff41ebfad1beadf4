// The worker's half of a pool (./pool.ts): answers each request with its handler's result, or the
// error it threw (name, code and message only: nothing else crosses to the API).

import { parentPort, type Transferable } from "node:worker_threads";
import type { PoolReady, PoolRequest, PoolResponse } from "./protocol";

/** A result with the buffers to move (not copy) to the API's thread. */
export interface Transfer<T> {
  result: T;
  transfer: Transferable[];
}

export function transferring<T>(result: T, transfer: Transferable[]): Transfer<T> {
  return { result, transfer };
}

function isTransfer(value: unknown): value is Transfer<unknown> {
  return typeof value === "object" && value !== null && "transfer" in value && "result" in value;
}

export function serveRequests(handler: (payload: never) => unknown): void {
  const port = parentPort;
  if (!port) throw new Error("serveRequests runs in a worker thread");
  port.on("message", async ({ id, payload }: PoolRequest) => {
    try {
      const outcome = await handler(payload as never);
      const [result, transfer] = isTransfer(outcome) ? [outcome.result, outcome.transfer] : [outcome, []];
      port.postMessage({ id, ok: true, result } satisfies PoolResponse, transfer);
    } catch (error) {
      const { name, message, code } = error as { name?: string; message?: string; code?: unknown };
      const failure = {
        name: name ?? "Error",
        message: message ?? String(error),
        ...(typeof code === "string" ? { code } : {}),
      };
      port.postMessage({ id, ok: false, error: failure } satisfies PoolResponse);
    }
  });
  port.postMessage({ ready: true } satisfies PoolReady);
}
