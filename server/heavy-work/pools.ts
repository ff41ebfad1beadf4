// The worker pools of heavy work (PDF layout, portable imports), one per worker module, made on first
// use and closed at shutdown; and how their refusals read to the person who asked.

import { HEAVY_WORK_HEAP_MB, HEAVY_WORK_MAX_QUEUED, HEAVY_WORK_THREADS } from "@domain/constants";
import { AppError } from "../lib/errors";
import {
  createWorkerPool,
  WorkerCrashedError,
  type WorkerPool,
  WorkerPoolBusyError,
  WorkerTimeoutError,
} from "../lib/worker-pool/pool";

const pools = new Map<string, WorkerPool>();

export function heavyWorkPool(module: URL): WorkerPool {
  let pool = pools.get(module.href);
  if (!pool) {
    pool = createWorkerPool({
      module,
      size: HEAVY_WORK_THREADS,
      maxQueued: HEAVY_WORK_MAX_QUEUED,
      heapMb: HEAVY_WORK_HEAP_MB,
    });
    pools.set(module.href, pool);
  }
  return pool;
}

export async function closeHeavyWorkPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}

export const HEAVY_WORK_MESSAGES = {
  busy: "Many documents are being made right now. Please try again in a minute.",
  tooLarge:
    "This needed more memory than one request may use, so it was stopped. Please tell your administrator.",
} as const;

/** The answer for a pool's refusal; any other error is passed on as it is. */
export function heavyWorkRefusal(error: unknown, timeoutMessage: string): unknown {
  if (error instanceof WorkerPoolBusyError)
    return new AppError(503, HEAVY_WORK_MESSAGES.busy, "service_unavailable", { "retry-after": "60" });
  if (error instanceof WorkerTimeoutError) return new AppError(503, timeoutMessage, "work_timeout");
  if (error instanceof WorkerCrashedError)
    return new AppError(503, HEAVY_WORK_MESSAGES.tooLarge, "work_too_large");
  return error;
}
