import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { deferred } from "@/test/fake-work-history-api";
import type { AutosaveRecord } from "./autosave-record";
import { AutosaveSession } from "./autosave-session";
import { localUnsavedEdits } from "./unsaved-edits";

type Entry = { id: string; a: string; b: string; c: boolean };

const server: Entry = { id: "1", a: "", b: "", c: false };

function setup(options: { oneFieldPerRequest?: boolean } = {}) {
  const reportError = vi.fn();
  const session = new AutosaveSession({
    debounceMs: 300,
    savedIndicatorMs: 2000,
    unsavedEdits: localUnsavedEdits("user-1"),
    reportError,
    retryFirstMs: 2000,
    retryMaxMs: 30000,
  });
  const sent: { patch: Partial<Entry>; keepalive: boolean; answer: ReturnType<typeof deferred<Entry>> }[] =
    [];
  let current = { ...server };
  const record: AutosaveRecord<Entry> = session.record<Entry>(
    {
      key: "entry:1",
      oneFieldPerRequest: options.oneFieldPerRequest ?? false,
      send: (patch, { keepalive }) => {
        const answer = deferred<Entry>();
        sent.push({ patch, keepalive, answer });
        return answer.promise;
      },
      validate: (field, value) => (field === "b" && value === "bad" ? "Not like that" : null),
      describeError: () => "Failed to save changes",
    },
    server,
  );
  /** Answers the oldest unanswered request as the server would. */
  const answerNext = async (error?: unknown) => {
    const request = sent.find((item) => !("done" in item));
    if (!request) throw new Error("nothing to answer");
    Object.assign(request, { done: true });
    if (error) request.answer.reject(error);
    else {
      current = { ...current, ...request.patch };
      request.answer.resolve(current);
    }
    await vi.advanceTimersByTimeAsync(0);
  };
  return { session, record, sent, answerNext, reportError };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("AutosaveRecord", () => {
  it("debounces each field on its own and sends one request at a time, in order", async () => {
    const { record, sent, answerNext } = setup({ oneFieldPerRequest: true });
    record.set("a", "x");
    await vi.advanceTimersByTimeAsync(150);
    record.set("b", "y");
    await vi.advanceTimersByTimeAsync(150);
    expect(sent.map((s) => s.patch)).toEqual([{ a: "x" }]);
    await vi.advanceTimersByTimeAsync(150);
    // b is due, but a is still on the wire: b waits, so answers come back in order.
    expect(sent).toHaveLength(1);
    await answerNext();
    expect(sent.map((s) => s.patch)).toEqual([{ a: "x" }, { b: "y" }]);
  });

  it("sends the newest value of a field that changed while it waited", async () => {
    const { record, sent, answerNext } = setup({ oneFieldPerRequest: true });
    record.set("a", "1");
    await vi.advanceTimersByTimeAsync(300);
    record.set("b", "2");
    await vi.advanceTimersByTimeAsync(300);
    record.set("b", "22");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext();
    expect(sent.map((s) => s.patch)).toEqual([{ a: "1" }, { b: "22" }]);
  });

  it("sends every queued field of an entry in one request, and fields changed together together", async () => {
    const { record, sent, answerNext } = setup();
    record.setMany({ a: "x", c: true });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => s.patch)).toEqual([{ a: "x", c: true }]);
    record.set("a", "xy");
    await vi.advanceTimersByTimeAsync(300);
    record.set("b", "z");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext();
    expect(sent.map((s) => s.patch)).toEqual([
      { a: "x", c: true },
      { a: "xy", b: "z" },
    ]);
  });

  it("shows the draft until the server has it, and the server's value after", async () => {
    const { record, answerNext } = setup();
    record.focus("a");
    record.set("a", "typed");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext();
    record.setServer({ ...server, a: "typed" });
    expect(record.value("a")).toBe("typed");
    // A later answer for the record (another field's save) must not touch a field being edited.
    record.setServer({ ...server, a: "old" });
    expect(record.value("a")).toBe("typed");
  });

  it("keeps a failed edit as a draft and on the device", async () => {
    const { record, answerNext } = setup();
    record.set("a", "keep me");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext(new ApiError(500, "", "Internal Server Error"));
    expect(record.value("a")).toBe("keep me");
    expect(JSON.parse(localStorage.getItem("hangar-log:unsaved-edits:user-1:entry:1") ?? "{}")).toEqual({
      a: "keep me",
    });
  });

  it("removes the device copy once everything is saved", async () => {
    const { record, answerNext } = setup();
    record.set("a", "x");
    expect(localStorage.getItem("hangar-log:unsaved-edits:user-1:entry:1")).not.toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    await answerNext();
    expect(localStorage.getItem("hangar-log:unsaved-edits:user-1:entry:1")).toBeNull();
  });

  it("does not send a value the schema refuses; it waits with a hint", async () => {
    const { record, sent } = setup();
    record.set("b", "bad");
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(0);
    expect(record.hint("b")).toBe("Not like that");
    record.set("b", "good");
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => s.patch)).toEqual([{ b: "good" }]);
    expect(record.hint("b")).toBeNull();
  });

  it("flushes everything pending in one keepalive request", async () => {
    const { session, record, sent } = setup({ oneFieldPerRequest: true });
    record.set("a", "x");
    record.set("b", "y");
    session.flushAll({ keepalive: true });
    expect(sent.map(({ patch, keepalive }) => ({ patch, keepalive }))).toEqual([
      { patch: { a: "x", b: "y" }, keepalive: true },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
  });

  it("sends nothing more of a discarded (deleted) record", async () => {
    const { session, record, sent } = setup();
    record.set("a", "x");
    session.discard("entry:1");
    await vi.advanceTimersByTimeAsync(1000);
    session.flushAll({ keepalive: true });
    expect(sent).toHaveLength(0);
  });
});

describe("AutosaveSession", () => {
  it("reads 'saving' while a request is out, 'saved' for 2 s after, then idle", async () => {
    const { session, record, answerNext } = setup();
    record.set("a", "x");
    expect(session.getSnapshot().status).toBe("idle");
    await vi.advanceTimersByTimeAsync(300);
    expect(session.getSnapshot().status).toBe("saving");
    await answerNext();
    expect(session.getSnapshot().status).toBe("saved");
    await vi.advanceTimersByTimeAsync(1999);
    expect(session.getSnapshot().status).toBe("saved");
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getSnapshot().status).toBe("idle");
  });

  it("after a failed save reads 'retrying' (one toast), sends again with a growing delay, and 'saved' only once it is saved", async () => {
    const { session, record, sent, answerNext, reportError } = setup();
    record.set("a", "x");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext(new TypeError("Failed to fetch"));
    expect(session.getSnapshot().status).toBe("retrying");
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(record.value("a")).toBe("x");

    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.patch)).toEqual([{ a: "x" }, { a: "x" }]);
    await answerNext(new ApiError(503, "", "Service Unavailable"));
    expect(session.getSnapshot().status).toBe("retrying");
    expect(reportError).toHaveBeenCalledTimes(1);
    // The delay doubles: 4 s this time.
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await answerNext();
    expect(session.getSnapshot().status).toBe("saved");
    expect(record.unconfirmedEdits()).toEqual({});
    // Nothing more is sent once everything is saved.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
    expect(session.getSnapshot().status).toBe("idle");
  });

  it("sends failed saves again at once when the connection returns", async () => {
    const { session, record, sent, answerNext } = setup();
    record.set("a", "x");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext(new TypeError("Failed to fetch"));
    session.retryNow();
    expect(sent).toHaveLength(2);
    await answerNext();
    expect(session.getSnapshot().status).toBe("saved");
  });

  it("keeps a refused value on its field, does not send it again, and reads 'invalid' until it is changed", async () => {
    const { session, record, sent, answerNext, reportError } = setup();
    record.set("a", "x");
    await vi.advanceTimersByTimeAsync(300);
    const body = JSON.stringify({
      error: "Too long",
      message: "Too long",
      code: "validation_error",
      issues: [{ path: "body.a", message: "Too long" }],
    });
    await answerNext(new ApiError(400, body, "Bad Request"));
    expect(record.hint("a")).toBe("Too long");
    expect(session.getSnapshot().status).toBe("invalid");
    expect(reportError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);

    record.set("a", "y");
    await vi.advanceTimersByTimeAsync(300);
    expect(record.hint("a")).toBeNull();
    await answerNext();
    expect(session.getSnapshot().status).toBe("saved");
  });

  it("does not read 'saved' while a field holds a value that cannot be saved", async () => {
    const { session, record, answerNext } = setup();
    record.set("a", "x");
    record.set("b", "bad");
    await vi.advanceTimersByTimeAsync(300);
    expect(session.getSnapshot().status).toBe("invalid");
    await answerNext();
    expect(session.getSnapshot().status).toBe("invalid");
  });

  it("pauses on an expired session, keeps every edit, and sends them when resumed", async () => {
    const { session, record, sent, answerNext, reportError } = setup({ oneFieldPerRequest: true });
    record.set("a", "x");
    await vi.advanceTimersByTimeAsync(300);
    record.set("b", "y");
    await vi.advanceTimersByTimeAsync(300);
    await answerNext(new ApiError(401, "", "Unauthorized"));
    expect(session.getSnapshot().sessionExpired).toBe(true);
    expect(reportError).not.toHaveBeenCalled();
    // Nothing more is sent while the user is signed out, and nothing is lost.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(record.unconfirmedEdits()).toEqual({ a: "x", b: "y" });

    session.resume();
    expect(session.getSnapshot().sessionExpired).toBe(false);
    await answerNext();
    await answerNext();
    expect(sent.slice(1).map((s) => s.patch)).toEqual([{ b: "y" }, { a: "x" }]);
    expect(record.unconfirmedEdits()).toEqual({});
  });
});
