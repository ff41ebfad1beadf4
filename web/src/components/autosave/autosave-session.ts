// The autosave of one open form page: its records (the form and each entry), the status the header
// shows, error toasts, sending again after a lost connection, and the expired-session pause (a 401
// keeps every edit and waits until the user has signed in again).
//
// The header, most urgent first: a field holds a value that cannot be saved ('Some changes are not
// saved'); a save failed for want of a connection and is being tried again, with a growing delay
// and at once when the browser is back online ('Not saved — retrying'); a save is on the wire
// ('Saving...'); everything is saved ('Saved' for a while); nothing.

import { ApiError, isTransientError } from "@/lib/api-error";
import {
  type AutosaveHost,
  AutosaveRecord,
  type AutosaveRecordOptions,
  type FieldValues,
} from "./autosave-record";
import type { UnsavedEditsStore } from "./unsaved-edits";

export type SaveStatus = "idle" | "saving" | "saved" | "retrying" | "invalid";

export interface AutosaveSessionOptions {
  debounceMs: number;
  savedIndicatorMs: number;
  unsavedEdits: UnsavedEditsStore;
  /** Shows a failed save (not called for an expired session, nor for each retry). */
  reportError(description: string): void;
  /** The delay before the first retry of a failed save; it doubles up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
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
  /** Saves failed for want of a connection and are being sent again. */
  private retrying = false;
  private retryDelayMs: number;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly options: AutosaveSessionOptions) {
    this.debounceMs = options.debounceMs;
    this.unsavedEdits = options.unsavedEdits;
    this.retryDelayMs = options.retryFirstMs;
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
    this.refresh();
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

  /** The connection is back (the browser's `online` event): send what failed now, not at the next tick. */
  retryNow(): void {
    if (!this.retrying) return;
    this.retryDelayMs = this.options.retryFirstMs;
    this.clearRetryTimer();
    this.retryFailed();
  }

  /** The page is gone: no more retries. */
  dispose(): void {
    this.clearRetryTimer();
    this.clearSavedTimer();
  }

  private retryFailed(): void {
    if (this.snapshot.sessionExpired) return;
    for (const record of this.records.values()) record.retry();
    // Nothing was left to send (the user fixed or deleted it meanwhile): done retrying.
    if (this.active === 0 && !this.anyEditsToRetry()) this.stopRetrying();
    this.refresh();
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.options.retryMaxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryFailed();
    }, delay);
  }

  private stopRetrying(): void {
    this.retrying = false;
    this.retryDelayMs = this.options.retryFirstMs;
    this.clearRetryTimer();
  }

  private anyEditsToRetry(): boolean {
    return [...this.records.values()].some((record) => record.hasEditsToRetry());
  }

  // --- AutosaveHost ------------------------------------------------------------------------------

  isPaused(): boolean {
    return this.snapshot.sessionExpired;
  }

  requestStarted(): void {
    this.active += 1;
    this.clearSavedTimer();
    this.refresh();
  }

  requestFinished(error: unknown, describeError: (error: unknown) => string): void {
    this.active = Math.max(0, this.active - 1);
    if (error) {
      this.failedSinceIdle = true;
      if (isSessionExpired(error)) this.update({ sessionExpired: true });
      else if (isTransientError(error)) {
        // One toast when saving starts failing; the header says the rest until it is saved.
        if (!this.retrying) this.options.reportError(describeError(error));
        this.retrying = true;
        this.scheduleRetry();
      }
      // A refusal is shown on the fields it concerns (the record keeps it there), not in a toast.
    } else if (this.retrying && this.active === 0) {
      // A save went through: the connection is back, so what still waits goes now.
      if (this.anyEditsToRetry()) {
        this.clearRetryTimer();
        this.retryDelayMs = this.options.retryFirstMs;
        for (const record of this.records.values()) record.retry();
      } else this.stopRetrying();
    }
    if (this.active > 0) {
      this.refresh();
      return;
    }
    const failed = this.failedSinceIdle;
    this.failedSinceIdle = false;
    if (!failed && this.everythingSaved()) {
      this.clearSavedTimer();
      this.savedTimer = setTimeout(() => {
        this.savedTimer = null;
        this.refresh();
      }, this.options.savedIndicatorMs);
    }
    this.refresh();
  }

  recordChanged(): void {
    this.refresh();
  }

  private everythingSaved(): boolean {
    return [...this.records.values()].every(
      (record) => !record.hasPendingWork() && !record.hasFieldErrors() && !record.hasEditsToRetry(),
    );
  }

  /** The header's status, from the records and the requests on the wire. */
  private refresh(): void {
    const records = [...this.records.values()];
    let status: SaveStatus = "idle";
    if (records.some((record) => record.hasFieldErrors())) status = "invalid";
    else if (this.retrying) status = "retrying";
    else if (this.active > 0) status = "saving";
    else if (this.savedTimer) status = "saved";
    this.update({ status });
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

  private clearRetryTimer(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
