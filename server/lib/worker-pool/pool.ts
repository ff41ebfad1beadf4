// A small pool of worker threads for work proportional to a user's data (PDF layout, parsing an
// import), so it never runs on the API's event loop: at most `size` tasks at once, the others queued
// in order (at most `maxQueued`, then refused at once), each with a time limit after which its thread
// is killed, and a heap limit that ends the thread, not the process. docs/security.md says where it
// is used and with which limits.

import { Worker } from "node:worker_threads";
import type { PoolFailure, PoolReady, PoolResponse } from "./protocol";

export interface WorkerPoolOptions {
  /** The module the threads run: it calls `serveRequests` (./serve.ts). */
  module: URL;
  /** Tasks run at once (threads alive at most). */
  size: number;
  /** Tasks waiting beyond which a new one is refused with `WorkerPoolBusyError`. */
  maxQueued: number;
  heapMb: number;
}

export interface RunOptions {
  /** Longest the task may run (from when its thread has loaded) before the thread is killed. */
  timeoutMs: number;
  transfer?: readonly Transferable[];
}

export interface WorkerPool {
  run<T>(payload: unknown, options: RunOptions): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

type Transferable = import("node:worker_threads").Transferable;

/** The task ran past its time limit; its thread was killed. */
export class WorkerTimeoutError extends Error {
  override name = "WorkerTimeoutError";
}
/** The thread died under the task (out of memory, a crash). */
export class WorkerCrashedError extends Error {
  override name = "WorkerCrashedError";
}
/** Too many tasks wait already. */
export class WorkerPoolBusyError extends Error {
  override name = "WorkerPoolBusyError";
}
/** The task's handler threw: its name, code and message, as the thread sent them. */
export class WorkerTaskError extends Error {
  readonly code: string | undefined;
  constructor(failure: PoolFailure) {
    super(failure.message);
    this.name = failure.name;
    this.code = failure.code;
  }
}

interface Task {
  payload: unknown;
  options: RunOptions;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const ENTRY = new URL("./ts-entry.mjs", import.meta.url);

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const idle: Worker[] = [];
  const queue: Task[] = [];
  let running = 0;
  let nextId = 1;
  let closed = false;
  const all = new Set<Worker>();
  const readiness = new WeakMap<Worker, Promise<void>>();

  function spawn(): Worker {
    const worker = new Worker(ENTRY, {
      workerData: { module: options.module.href },
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    // A pool's thread never keeps the process alive, and an error between tasks is not uncaught.
    worker.unref();
    worker.on("error", () => {});
    all.add(worker);
    readiness.set(
      worker,
      new Promise<void>((resolve) => {
        const onReady = (message: PoolReady | PoolResponse) => {
          if (!("ready" in message)) return;
          worker.off("message", onReady);
          resolve();
        };
        worker.on("message", onReady);
        worker.once("exit", () => resolve());
      }),
    );
    worker.once("exit", () => {
      all.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
    });
    return worker;
  }

  function next(): void {
    while (!closed && running < options.size && queue.length > 0) {
      const task = queue.shift() as Task;
      running += 1;
      execute(idle.pop() ?? spawn(), task);
    }
  }

  function execute(worker: Worker, task: Task): void {
    const id = nextId++;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (keepWorker && !closed) idle.push(worker);
      else void worker.terminate();
      running -= 1;
      outcome();
      next();
    };
    const onMessage = (response: PoolResponse | PoolReady) => {
      if ("ready" in response || response.id !== id) return;
      settle(
        () =>
          response.ok ? task.resolve(response.result) : task.reject(new WorkerTaskError(response.error)),
        true,
      );
    };
    const onError = (error: Error) =>
      settle(() => task.reject(new WorkerCrashedError(error.message, { cause: error })), false);
    const onExit = (code: number) =>
      settle(() => task.reject(new WorkerCrashedError(`the worker thread exited with code ${code}`)), false);
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage({ id, payload: task.payload }, task.options.transfer ?? []);
    void readiness.get(worker)?.then(() => {
      if (settled) return;
      timer = setTimeout(
        () => settle(() => task.reject(new WorkerTimeoutError("the task ran out of time")), false),
        task.options.timeoutMs,
      );
    });
  }

  return {
    run<T>(payload: unknown, runOptions: RunOptions): Promise<T> {
      if (closed) return Promise.reject(new WorkerPoolBusyError("the worker pool is closed"));
      if (running >= options.size && queue.length >= options.maxQueued)
        return Promise.reject(new WorkerPoolBusyError("too many tasks are waiting"));
      return new Promise<T>((resolve, reject) => {
        queue.push({ payload, options: runOptions, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },
    load: () => ({ running, queued: queue.length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new WorkerPoolBusyError("the worker pool is closed"));
      const workers = [...all];
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
