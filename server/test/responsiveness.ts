// Probes that another user is served while heavy work runs (docs/security.md, "Heavy work"): /healthz
// and GET /api/user, one after the other, until the work has settled; answers each probe's time.

import { performance } from "node:perf_hooks";
import { expect } from "vitest";
import type { TestApp } from "./app";

export interface Probed<T> {
  result: T;
  /**
   * Milliseconds, slowest last: for each round, the longest a request arriving during it waited (the
   * round's time less its pause), so an event loop blocked between two probes counts too.
   */
  latencies: number[];
}

const PAUSE_MS = 10;

export async function probeWhile<T>(testApp: TestApp, cookie: string, work: Promise<T>): Promise<Probed<T>> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  const latencies: number[] = [];
  const probe = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await testApp.app.inject({ method: "GET", url, headers });
    expect(answer.statusCode, url).toBe(200);
  };
  do {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await probe("/healthz");
    await probe("/api/user", { cookie });
    latencies.push(performance.now() - started - PAUSE_MS);
  } while (!settled);
  return { result: await done, latencies: latencies.sort((a, b) => a - b) };
}

/** Every probe answered within a second (a shared CI core adds noise; a blocked event loop adds seconds). */
export function expectServedThroughout(latencies: readonly number[]): void {
  expect(latencies.length).toBeGreaterThan(0);
  expect(latencies.at(-1)).toBeLessThan(1_000);
}
