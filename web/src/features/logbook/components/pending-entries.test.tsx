// The quick entry's offline queue (docs/product.md §22.3): a task is kept on the device until the
// server has it, sent again on a growing delay and when the browser is back online, with the same
// client key every time, so a lost answer or a double click never makes two entries.

import { AUTOSAVE_RETRY_FIRST_MS } from "@domain/constants";
import type { LogbookEntry, LogbookEntryInput } from "@domain/schemas/logbook";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { sendLogbookEntry } from "../api/logbook";
import { PendingQueue, pendingKey, type SendEntry } from "./pending-entries";
import { PENDING_WAITING, PendingEntriesList } from "./pending-entries-list";
import { QuickEntryForm } from "./quick-entry-form";
import { usePendingEntries } from "./use-pending-entries";

const TASK: LogbookEntryInput = {
  performedOn: "2026-05-20",
  aircraftMake: "Cessna",
  aircraftModel: "172S",
  aircraftSeries: "",
  aircraftRegistration: "N12345",
  ataChapter: "32",
  task: "Replaced left main gear tire",
  activityKind: "removal_installation",
  minutes: 90,
  workOrder: "WO-1001",
};

const entryFor = (input: { clientKey?: string }) =>
  ({ id: `entry-${input.clientKey}`, ...TASK }) as unknown as LogbookEntry;

const offline: SendEntry = () => Promise.reject(new TypeError("Failed to fetch"));

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("PendingQueue", () => {
  it("keeps a task that cannot be sent and sends it again after the first delay, with its key", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const send = vi
      .fn()
      .mockImplementationOnce(offline)
      .mockImplementation(async (i) => entryFor(i));
    const onSent = vi.fn();
    const queue = new PendingQueue({ userId: "u1", send, onSent });

    queue.add("key-1", TASK);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(queue.snapshot()).toEqual([{ clientKey: "key-1", values: TASK, problem: null }]);
    expect(JSON.parse(localStorage.getItem(pendingKey("u1")) ?? "[]")).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([input]) => input.clientKey)).toEqual(["key-1", "key-1"]);
    expect(queue.snapshot()).toEqual([]);
    expect(localStorage.getItem(pendingKey("u1"))).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
    queue.stop();
  });

  it("doubles the delay while the network stays down, and sends at once when back online", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const send = vi.fn(offline);
    const queue = new PendingQueue({ userId: "u1", send, onSent: vi.fn() });
    queue.add("key-1", TASK);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    // The second delay is twice the first: nothing at the first delay again.
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(3);

    send.mockImplementation(async (input) => entryFor(input));
    queue.retryNow();
    await vi.waitFor(() => expect(queue.snapshot()).toEqual([]));
    expect(send).toHaveBeenCalledTimes(4);
    queue.stop();
  });

  it("keeps one task per key (a double click), and each account's tasks apart", async () => {
    const send = vi.fn(offline);
    const queue = new PendingQueue({ userId: "u1", send, onSent: vi.fn(), retryFirstMs: 60_000 });
    queue.add("key-1", TASK);
    queue.add("key-1", TASK);
    expect(queue.snapshot()).toHaveLength(1);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    queue.stop();

    // Another account on the same browser sees none of them; the same account, after a reload, does.
    expect(new PendingQueue({ userId: "u2", send, onSent: vi.fn() }).snapshot()).toEqual([]);
    const reloaded = new PendingQueue({
      userId: "u1",
      send: async (input) => entryFor(input),
      onSent: vi.fn(),
    });
    expect(reloaded.snapshot().map((entry) => entry.clientKey)).toEqual(["key-1"]);
    await reloaded.flush();
    expect(reloaded.snapshot()).toEqual([]);
  });

  it("keeps a task the server refuses with its sentence, not sent again, until it is discarded", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const refusal = jsonResponse(
      { error: "validation_error", message: "The date cannot be in the future" },
      { status: 400 },
    );
    mockFetch({ "POST /api/logbook/entries": refusal });
    const queue = new PendingQueue({ userId: "u1", send: sendLogbookEntry, onSent: vi.fn() });
    queue.add("key-1", TASK);
    await vi.waitFor(() => expect(queue.snapshot()[0]?.problem).toBe("The date cannot be in the future"));
    await vi.advanceTimersByTimeAsync(10 * AUTOSAVE_RETRY_FIRST_MS);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    queue.discard("key-1");
    expect(queue.snapshot()).toEqual([]);
    expect(localStorage.getItem(pendingKey("u1"))).toBeNull();
  });
});

function NewTaskHarness({ onSent }: { onSent: () => void }) {
  const { pending, add, discard } = usePendingEntries({ userId: "u1", send: sendLogbookEntry, onSent });
  return (
    <>
      <QuickEntryForm userId="u1" onSave={(values, key) => add(key, values)} />
      <PendingEntriesList pending={pending} onDiscard={discard} />
    </>
  );
}

describe("quick entry with no network", () => {
  it("says the task is saved on this device, and sends it once when the browser is back online", async () => {
    // What was typed is in the form already (kept in the browser).
    localStorage.setItem("hangar-log:logbook:typed:u1", JSON.stringify(TASK));
    let online = false;
    const posted: string[] = [];
    mockFetch({
      "POST /api/logbook/entries": ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { clientKey: string };
        posted.push(body.clientKey);
        if (!online) throw new TypeError("Failed to fetch");
        return jsonResponse(entryFor(body), { status: 201 });
      },
    });
    const onSent = vi.fn();
    renderWithProviders(<NewTaskHarness onSent={onSent} />, { user: buildUser({ id: "u1" }) });
    const user = userEvent.setup();

    const add = screen.getByRole("button", { name: "Add task" });
    await user.dblClick(add);
    expect(await screen.findByText(PENDING_WAITING)).toBeInTheDocument();
    expect(screen.getAllByTestId("pending-entry")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Task" })).toHaveValue("");

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText(PENDING_WAITING)).not.toBeInTheDocument());
    expect(onSent).toHaveBeenCalledTimes(1);
    // Every try carried the one key of the one task.
    expect(new Set(posted).size).toBe(1);
    expect(localStorage.getItem(pendingKey("u1"))).toBeNull();
  });
});
