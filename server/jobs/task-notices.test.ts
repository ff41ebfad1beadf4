// The PostgreSQL listener that wakes a runner when another process queues a task, on a stand-in
// client: it wakes on the channel's notices only, looks once after (re)connecting, and reconnects after
// losing its connection. The NOTIFY itself is sent by insertTask (queue.repo.ts).
import { EventEmitter } from "node:events";
import type pg from "pg";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresTaskNotices, TASKS_QUEUED_CHANNEL } from "./task-notices";

class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  async connect() {}
  async query(text: string) {
    this.queries.push(text);
    return { rows: [] };
  }
  async end() {
    this.ended = true;
  }
}

const logger = pino({ level: "silent" });
afterEach(() => vi.useRealTimers());

function listener() {
  const clients: FakeClient[] = [];
  const source = postgresTaskNotices("postgres://unused", logger, () => {
    const client = new FakeClient();
    clients.push(client);
    return client as unknown as pg.Client;
  });
  const wake = vi.fn();
  return { clients, source, wake };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("queued-task notices", () => {
  it("listens on the channel and wakes the runner for its notices only", async () => {
    const { clients, source, wake } = listener();
    source.start(wake);
    await settle();
    expect(clients[0]!.queries).toEqual([`LISTEN ${TASKS_QUEUED_CHANNEL}`]);
    expect(wake).toHaveBeenCalledTimes(1); // once on connecting: tasks queued while nobody listened

    clients[0]!.emit("notification", { channel: TASKS_QUEUED_CHANNEL, payload: "" });
    clients[0]!.emit("notification", { channel: "something_else", payload: "" });
    expect(wake).toHaveBeenCalledTimes(2);

    await source.stop();
    expect(clients[0]!.ended).toBe(true);
  });

  it("reopens a lost connection and looks once more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { clients, source, wake } = listener();
    source.start(wake);
    await settle();
    clients[0]!.emit("error", new Error("server closed the connection"));
    expect(clients[0]!.ended).toBe(true);
    expect(clients).toHaveLength(1);

    vi.advanceTimersByTime(500);
    await settle();
    expect(clients).toHaveLength(2);
    expect(clients[1]!.queries).toEqual([`LISTEN ${TASKS_QUEUED_CHANNEL}`]);
    expect(wake).toHaveBeenCalledTimes(2);
    await source.stop();
  });
});
