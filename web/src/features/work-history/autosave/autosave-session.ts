// The autosave of one open form page: its records (the form and each entry), the status the header
// shows ('Saving...', then 'Saved' for a while, then nothing; a failure goes straight back to
// nothing), error toasts, and the expired-session pause (a 401 keeps every edit and waits until the
// user has signed in again).

import { ApiError } from "@/lib/api-error";
import {
  type AutosaveHost,
  AutosaveRecord,
  type AutosaveRecordOptions,
  type FieldValues,
} from "./autosave-record";
import type { UnsavedEditsStore } from "./unsaved-edits";

export type SaveStatus = "idle" | "saving" | "saved";

export interface AutosaveSessionOptions {
  debounceMs: number;
  savedIndicatorMs: number;
  unsavedEdits: UnsavedEditsStore;
  /** Shows a failed save (not called for an expired session). */
  reportError(description: string): void;
}

export interface AutosaveSnapshot {
  status: SaveStatus;
  sessionExpired: boolean;
}

type Listener = () => void;

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export class AutosaveSession implements AutosaveHost {
  readonly debounceMs: number;
  readonly unsavedEdits: UnsavedEditsStore;
  private readonly records = new Map<string, AutosaveRecord<FieldValues>>();
  private snapshot: AutosaveSnapshot = { status: "idle", sessionExpired: false };
  private active = 0;
  private failedSinceIdle = false;
  private savedTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly options: AutosaveSessionOptions) {
    this.debounceMs = options.debounceMs;
    this.unsavedEdits = options.unsavedEdits;
  }

  /** The record with this key, created on first use. */
  record<F extends FieldValues>(options: AutosaveRecordOptions<F>, server: F): AutosaveRecord<F> {
    let record = this.records.get(options.key) as AutosaveRecord<F> | undefined;
    if (!record) {
      record = new AutosaveRecord<F>(this, options, server);
      this.records.set(options.key, record as unknown as AutosaveRecord<FieldValues>);
    }
    return record;
  }

  /** Drops a deleted record: its pending edits are thrown away. */
  discard(key: string): void {
    this.records.get(key)?.discard();
    this.records.delete(key);
  }

  /**
   * Sends every pending edit at once (the page is being left or hidden, or the user signs out).
   * Resolves once every request then on the wire has been answered, saved or not.
   */
  flushAll(options: { keepalive: boolean }): Promise<void> {
    return Promise.all([...this.records.values()].map((record) => record.flush(options))).then(() => {});
  }

  /**
   * Drops every record with its unsaved edits (the user signs out and chose to discard them). The
   * page's next render starts fresh records from the cached server values.
   */
  discardAll(): void {
    for (const key of [...this.records.keys()]) this.discard(key);
  }

  /** After signing in again: send what was kept. */
  resume(): void {
    this.update({ sessionExpired: false });
    for (const record of this.records.values()) record.retry();
  }

  // --- AutosaveHost ------------------------------------------------------------------------------

  isPaused(): boolean {
    return this.snapshot.sessionExpired;
  }

  requestStarted(): void {
    this.active += 1;
    this.clearSavedTimer();
    this.update({ status: "saving" });
  }

  requestFinished(error: unknown, describeError: (error: unknown) => string): void {
    this.active = Math.max(0, this.active - 1);
    if (error) {
      this.failedSinceIdle = true;
      if (isSessionExpired(error)) this.update({ sessionExpired: true });
      else this.options.reportError(describeError(error));
    }
    if (this.active > 0) return;
    if (this.failedSinceIdle) {
      this.failedSinceIdle = false;
      this.update({ status: "idle" });
      return;
    }
    this.update({ status: "saved" });
    this.savedTimer = setTimeout(() => {
      this.savedTimer = null;
      this.update({ status: "idle" });
    }, this.options.savedIndicatorMs);
  }

  // --- subscription --------------------------------------------------------------------------------

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AutosaveSnapshot => this.snapshot;

  private update(next: Partial<AutosaveSnapshot>): void {
    const merged = { ...this.snapshot, ...next };
    if (merged.status === this.snapshot.status && merged.sessionExpired === this.snapshot.sessionExpired)
      return;
    this.snapshot = merged;
    for (const listener of this.listeners) listener();
  }

  private clearSavedTimer(): void {
    if (this.savedTimer) clearTimeout(this.savedTimer);
    this.savedTimer = null;
  }
}
