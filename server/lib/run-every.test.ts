import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./run-every";

let app: FastifyInstance;
const warnings: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  warnings.length = 0;
  app = Fastify({ logger: false });
  vi.spyOn(app.log, "warn").mockImplementation(((_object: unknown, message: string) => {
    warnings.push(message);
  }) as never);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("runEvery", () => {
  it("runs once when the app is ready, then every interval, and not after close", async () => {
    let runs = 0;
    runEvery(app, { name: "test job", everyMs: 1_000, run: async () => void runs++ });
    await app.ready();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(5);
    await app.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(5);
  });

  it("skips a tick while the last run is still going, and close waits for it", async () => {
    let started = 0;
    let finished = 0;
    runEvery(app, {
      name: "slow job",
      everyMs: 1_000,
      run: async () => {
        started++;
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        finished++;
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect([started, finished]).toEqual([2, 1]);
    const closed = app.close();
    await vi.advanceTimersByTimeAsync(2_500);
    await closed;
    expect(finished).toBe(2);
  });

  it("logs a failed run by its name and runs again at the next tick", async () => {
    let runs = 0;
    runEvery(app, {
      name: "flaky job",
      everyMs: 1_000,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("database down");
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(warnings).toEqual(["flaky job failed; it will run again"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(warnings).toHaveLength(1);
    await app.close();
  });
});
