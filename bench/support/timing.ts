// Times a call: warm-up, then `calls` timed runs; p50, p95 and the slowest. `before` runs untimed
// ahead of each call (e.g. a change that makes the call miss a cache).

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function timeCalls(
  call: (i: number) => Promise<void>,
  calls: number,
  warmup = 20,
  before?: (i: number) => Promise<void>,
) {
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    await before?.(i);
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}
