// The listener against a real PostgreSQL (TEST_DATABASE_URL; skipped on the embedded database, which
// has no second connection to notify from): a NOTIFY on the channel from another connection wakes it.
import pg from "pg";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { postgresTaskNotices, TASKS_QUEUED_CHANNEL } from "./task-notices";

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("the queued-task listener on PostgreSQL", () => {
  it("wakes once on connecting, then on each notice of its channel, and not on another channel's", async () => {
    const wake = vi.fn();
    const notices = postgresTaskNotices(url!, pino({ level: "silent" }));
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    try {
      notices.start(wake);
      await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      await sender.query("select pg_notify('some_other_channel', '')");
      await sender.query(`select pg_notify('${TASKS_QUEUED_CHANNEL}', '')`);
      await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      // Notices arrive in order: had the other channel's woken it, this one would make four.
      await sender.query(`select pg_notify('${TASKS_QUEUED_CHANNEL}', '')`);
      await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(wake).toHaveBeenCalledTimes(3);
    } finally {
      await notices.stop();
      await sender.end();
    }
  });
});
