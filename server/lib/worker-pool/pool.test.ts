import { afterEach, describe, expect, it } from "vitest";
import {
  createWorkerPool,
  WorkerCrashedError,
  type WorkerPool,
  WorkerPoolBusyError,
  WorkerTaskError,
  WorkerTimeoutError,
} from "./pool";

const MODULE = new URL("../../test/workers/pool-test-worker.ts", import.meta.url);
let pool: WorkerPool | null = null;

function makePool(options: { size?: number; maxQueued?: number; heapMb?: number } = {}): WorkerPool {
  pool = createWorkerPool({ module: MODULE, size: 1, maxQueued: 4, heapMb: 64, ...options });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("worker pool", () => {
  it("runs a task in a thread and answers its result", async () => {
    const result = await makePool().run(
      { op: "echo", value: { a: [1, 2], at: new Date(0) } },
      { timeoutMs: 10_000 },
    );
    expect(result).toEqual({ a: [1, 2], at: new Date(0) });
  });

  it("passes on the name, code and message a task threw", async () => {
    const failure = await makePool()
      .run({ op: "throw", message: "bad file", code: "bad_file" }, { timeoutMs: 10_000 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect(failure).toMatchObject({ name: "TestFailure", code: "bad_file", message: "bad file" });
  });

  it("kills a task that runs past its time, and runs the next one in a fresh thread", async () => {
    const work = makePool();
    const spinning = work
      .run({ op: "spin", ms: 60_000 }, { timeoutMs: 300 })
      .catch((error: unknown) => error);
    const next = work.run({ op: "echo", value: "after" }, { timeoutMs: 10_000 });
    expect(await spinning).toBeInstanceOf(WorkerTimeoutError);
    expect(await next).toBe("after");
  });

  it("ends a task whose thread runs out of memory, and lives on", async () => {
    const work = makePool({ heapMb: 32 });
    const failure = await work
      .run({ op: "allocate" }, { timeoutMs: 30_000 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerCrashedError);
    expect(await work.run({ op: "echo", value: 1 }, { timeoutMs: 10_000 })).toBe(1);
  });

  it("refuses a task at once when its queue is full, and runs the queued ones in order", async () => {
    const work = makePool({ maxQueued: 2 });
    const running = work.run({ op: "spin", ms: 500 }, { timeoutMs: 10_000 });
    const queued = [
      work.run({ op: "echo", value: 1 }, { timeoutMs: 10_000 }),
      work.run({ op: "echo", value: 2 }, { timeoutMs: 10_000 }),
    ];
    expect(work.load()).toEqual({ running: 1, queued: 2 });
    await expect(work.run({ op: "echo", value: 3 }, { timeoutMs: 10_000 })).rejects.toBeInstanceOf(
      WorkerPoolBusyError,
    );
    expect(await running).toBe("spun");
    expect(await Promise.all(queued)).toEqual([1, 2]);
    expect(work.load()).toEqual({ running: 0, queued: 0 });
  });
});
