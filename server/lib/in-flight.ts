// How many requests of one kind a person has running in this process: a cheap bound on one person's
// share of a scarce resource (a worker thread), checked before the work is queued.

export interface InFlightLimit {
  /** Counts one request of `key` and returns its release, or null when `key` already has `limit`. */
  enter(key: string): (() => void) | null;
}

export function createInFlightLimit(limit: number): InFlightLimit {
  const running = new Map<string, number>();
  return {
    enter(key) {
      const count = running.get(key) ?? 0;
      if (count >= limit) return null;
      running.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
  };
}
