// Tasks saved on this device and not yet confirmed by the server (docs/product.md §22.3): 'Add task'
// puts the task in this account's queue in localStorage first, then sends it. A task that cannot be
// sent for want of a connection (or a server that does not answer, or an expired session) stays
// queued and is sent again when the browser is back online, and on a timer whose delay doubles from
// the autosave's first retry to its longest. Each task carries the key the browser chose for it, so
// a POST sent twice (an answer lost on the way back) still makes one entry. A task the server
// refuses (a 4xx other than 401) stays in the queue with the server's sentence until it is
// discarded: nothing typed is lost.
//
// Why not the autosave engine (components/autosave/): it saves the fields of a record that exists,
// one PUT per field; a quick-entry task is a record that does not exist yet, created once. What fits
// is shared: which failures are worth retrying (`isTransientError`), the expired session, the delays.

import { AUTOSAVE_RETRY_FIRST_MS, AUTOSAVE_RETRY_MAX_MS } from "@domain/constants";
import type { LogbookEntry, LogbookEntryInput } from "@domain/schemas/logbook";
import { isSessionExpired } from "@/components/autosave/autosave-session";
import { getServerMessage } from "@/lib/api";
import { isTransientError } from "@/lib/api-error";

export interface PendingEntry {
  clientKey: string;
  values: LogbookEntryInput;
  /** The server's sentence when it refused the task; it then waits to be discarded. */
  problem: string | null;
}

export const pendingKey = (userId: string) => `hangar-log:logbook:pending:${userId}`;

/** Sends one task; resolves with the entry (made now or before), rejects with the fetch's error. */
export type SendEntry = (input: LogbookEntryInput & { clientKey: string }) => Promise<LogbookEntry>;

export interface PendingQueueOptions {
  userId: string;
  send: SendEntry;
  /** A task reached the server (made now, or found made by an earlier try). */
  onSent(entry: LogbookEntry): void;
  retryFirstMs?: number;
  retryMaxMs?: number;
}

type Listener = () => void;

export class PendingQueue {
  private entries: PendingEntry[];
  private sending = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelayMs: number;
  private readonly listeners = new Set<Listener>();
  private readonly retryFirstMs: number;
  private readonly retryMaxMs: number;

  constructor(private readonly options: PendingQueueOptions) {
    this.retryFirstMs = options.retryFirstMs ?? AUTOSAVE_RETRY_FIRST_MS;
    this.retryMaxMs = options.retryMaxMs ?? AUTOSAVE_RETRY_MAX_MS;
    this.retryDelayMs = this.retryFirstMs;
    this.entries = this.read();
  }

  /** What is waiting, oldest first (a new array after each change, for React). */
  snapshot = (): readonly PendingEntry[] => this.entries;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps the task (once per key: a second click adds nothing) and tries to send the queue now. */
  add(clientKey: string, values: LogbookEntryInput): void {
    if (!this.entries.some((entry) => entry.clientKey === clientKey)) {
      this.update([...this.entries, { clientKey, values, problem: null }]);
    }
    void this.flush();
  }

  /** Removes a task the server refused (the person chose to drop it). */
  discard(clientKey: string): void {
    this.update(this.entries.filter((entry) => entry.clientKey !== clientKey));
  }

  /** Sends the waiting tasks in order, until one cannot be sent now. */
  async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.clearRetry();
    try {
      for (const entry of [...this.entries]) {
        if (entry.problem !== null) continue;
        try {
          const saved = await this.options.send({ ...entry.values, clientKey: entry.clientKey });
          this.update(this.entries.filter((one) => one.clientKey !== entry.clientKey));
          this.retryDelayMs = this.retryFirstMs;
          this.options.onSent(saved);
        } catch (error) {
          if (isTransientError(error) || isSessionExpired(error)) {
            this.scheduleRetry();
            return;
          }
          const problem = getServerMessage(error) ?? "The task could not be saved";
          this.update(
            this.entries.map((one) => (one.clientKey === entry.clientKey ? { ...one, problem } : one)),
          );
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** Sends at once (the browser is back online); the delay starts again from the first. */
  retryNow(): void {
    this.retryDelayMs = this.retryFirstMs;
    void this.flush();
  }

  stop(): void {
    this.clearRetry();
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.retryMaxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private update(entries: PendingEntry[]): void {
    this.entries = entries;
    try {
      if (entries.length === 0) localStorage.removeItem(pendingKey(this.options.userId));
      else localStorage.setItem(pendingKey(this.options.userId), JSON.stringify(entries));
    } catch {
      // a full or disabled storage: the tasks stay in memory while the page is open
    }
    for (const listener of this.listeners) listener();
  }

  private read(): PendingEntry[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(pendingKey(this.options.userId)) ?? "[]");
      return Array.isArray(parsed)
        ? parsed.filter(
            (entry): entry is PendingEntry =>
              typeof entry?.clientKey === "string" && typeof entry?.values === "object",
          )
        : [];
    } catch {
      return [];
    }
  }
}
