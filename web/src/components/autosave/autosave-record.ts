// Autosave of one record (the form, or one entry): what the user typed wins on screen until the
// server has it, every field has its own debounce so quick edits across fields are all saved, and
// one request per record is on the wire at a time so answers come back in the order they were sent.
//
// Life of an edit: set() keeps it as a draft and (re)starts that field's timer; when the timer fires
// the value is checked (an invalid one stays a draft with a hint and is not sent) and queued; the
// queue sends it; when the server confirms it and the user is no longer in the field, the draft
// gives way to the server's value. A failed save keeps the draft: the session sends it again (a
// lost connection), or the server's refusal stays on the field as its error until the user changes
// the value. Every draft the server has not confirmed is also copied to the device
// (UnsavedEditsStore) until it is.

import { ApiError, isTransientError } from "@/lib/api-error";
import type { UnsavedEditsStore } from "./unsaved-edits";

export type FieldValues = Record<string, unknown>;

/** What a record needs from the page around it (the autosave session). */
export interface AutosaveHost {
  readonly debounceMs: number;
  readonly unsavedEdits: UnsavedEditsStore;
  /** True while saving must wait (the session expired): edits are kept and queued. */
  isPaused(): boolean;
  requestStarted(): void;
  requestFinished(error: unknown, describeError: (error: unknown) => string): void;
  /** Something the header may show changed (a field error came or went). */
  recordChanged(): void;
}

/**
 * True for a failure that sending again can cure: no connection, a server or gateway fault, a
 * timeout, throttling. Anything else is the server refusing the value (401 is handled apart).
 */

/** The server's message for one field of a refused patch (`issues` of a validation_error). */
function issueFor(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.issues.find((issue) => issue.path === `body.${field}`)?.message;
}

export interface AutosaveRecordOptions<F extends FieldValues> {
  /** Names the record on this device, e.g. "form:<id>". */
  key: string;
  /** The form takes one field per request; entries take every queued field at once. */
  oneFieldPerRequest: boolean;
  /** Sends the changed fields and answers the record as the server now has it (the cache is updated by it). */
  send(patch: Partial<F>, options: { keepalive: boolean }): Promise<F>;
  /** A hint when the value cannot be saved yet (it is then not sent), else null. */
  validate?(field: keyof F & string, value: unknown, values: F): string | null;
  /** The toast text for a failed save. */
  describeError(error: unknown): string;
}

type Listener = () => void;

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return Object.is(a, b);
}

export class AutosaveRecord<F extends FieldValues> {
  private server: F;
  private lastServerProp: F;
  private readonly drafts = new Map<string, unknown>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Fields ready to send, in order; the value sent is the draft at sending time. */
  private readonly queue = new Set<string>();
  private readonly sending = new Map<string, number>();
  /** The last value of each field the server confirmed. */
  private readonly confirmed = new Map<string, unknown>();
  private readonly hints = new Map<string, string>();
  /** Values the server refused, with its reason: not sent again until the user changes them. */
  private readonly rejected = new Map<string, { value: unknown; message: string }>();
  /** The requests of this record on the wire. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Fields changed by one setMany() share a group and are queued together. */
  private readonly groups = new Map<string, symbol>();
  private focused: string | null = null;
  private pumping = false;
  private restored = false;
  private discarded = false;
  private version = 0;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly host: AutosaveHost,
    private readonly options: AutosaveRecordOptions<F>,
    server: F,
  ) {
    this.server = server;
    this.lastServerProp = server;
  }

  get key(): string {
    return this.options.key;
  }

  // --- reading ---------------------------------------------------------------------------------

  /** What the field shows: the user's draft, else the server's value. */
  value<K extends keyof F & string>(field: K): F[K] {
    return (this.drafts.has(field) ? this.drafts.get(field) : this.server[field]) as F[K];
  }

  values(): F {
    return { ...this.server, ...Object.fromEntries(this.drafts) };
  }

  hint(field: keyof F & string): string | null {
    return this.hints.get(field) ?? null;
  }

  /** True while any field holds a value that cannot be saved (the header says so). */
  hasFieldErrors(): boolean {
    return this.hints.size > 0;
  }

  /** Edits that went out and failed for want of a connection, and wait to be sent again. */
  hasEditsToRetry(): boolean {
    return Object.keys(this.unconfirmedEdits()).some((field) => this.isWaitingForRetry(field));
  }

  /** Edits not yet sent or not yet answered. */
  hasPendingWork(): boolean {
    return (
      this.timers.size > 0 || this.queue.size > 0 || [...this.sending.values()].some((count) => count > 0)
    );
  }

  private isWaitingForRetry(field: string): boolean {
    return (
      !this.timers.has(field) &&
      !this.queue.has(field) &&
      (this.sending.get(field) ?? 0) === 0 &&
      !this.hints.has(field)
    );
  }

  /** The drafts the server has not confirmed (what is copied to the device). */
  unconfirmedEdits(): FieldValues {
    const edits: FieldValues = {};
    for (const [field, value] of this.drafts) {
      if (!(this.confirmed.has(field) && sameValue(this.confirmed.get(field), value))) edits[field] = value;
    }
    return edits;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  // --- the server's side -----------------------------------------------------------------------

  /**
   * The record as the cache now holds it (fields with a draft keep showing the draft). Called on
   * every render: only a new cache object replaces what the record knows, so a re-render with the
   * props of before the last save's answer does not bring back an older value.
   */
  setServer(server: F): void {
    if (server === this.lastServerProp) return;
    this.lastServerProp = server;
    this.server = server;
  }

  /**
   * Once per record: edits copied to the device by an earlier visit (closed tab, expired session)
   * come back as drafts and are saved, unless the server already has them.
   */
  restoreUnsavedEdits(): void {
    if (this.restored) return;
    this.restored = true;
    const edits = this.host.unsavedEdits.read(this.key);
    if (!edits) return;
    let changed = false;
    for (const [field, value] of Object.entries(edits)) {
      if (!(field in this.server) || sameValue(this.server[field], value)) continue;
      this.drafts.set(field, value);
      this.readyToSend(field);
      changed = true;
    }
    this.persist();
    if (changed) this.notify();
    this.pump();
  }

  // --- the user's side -------------------------------------------------------------------------

  set<K extends keyof F & string>(field: K, value: F[K]): void {
    this.setMany({ [field]: value } as unknown as Partial<F>);
  }

  /** Several fields changed by one action (manual duration on clears the employers): saved together. */
  setMany(changes: Partial<F>): void {
    if (this.discarded) return;
    const group = Symbol("edit");
    for (const [field, value] of Object.entries(changes)) {
      this.drafts.set(field, value);
      this.groups.set(field, group);
      const timer = this.timers.get(field);
      if (timer) clearTimeout(timer);
      this.timers.set(
        field,
        setTimeout(() => this.debounced(field), this.host.debounceMs),
      );
    }
    this.persist();
    this.notify();
  }

  focus(field: keyof F & string): void {
    this.focused = field;
  }

  blur(field: keyof F & string): void {
    if (this.focused === field) this.focused = null;
    if (this.settle(field)) this.notify();
  }

  // --- saving ----------------------------------------------------------------------------------

  private debounced(field: string): void {
    const group = this.groups.get(field);
    for (const [other, timer] of this.timers) {
      if (other === field || this.groups.get(other) !== group) continue;
      clearTimeout(timer);
      this.timers.delete(other);
      this.readyToSend(other);
    }
    this.timers.delete(field);
    this.readyToSend(field);
    // Another field may have been waiting for this one (a start date after the stored end date).
    for (const other of [...this.hints.keys()]) if (other !== field) this.readyToSend(other);
    this.notify();
    this.pump();
  }

  /** Validates the draft and queues it, or leaves it as a draft with a hint. */
  private readyToSend(field: string): void {
    if (!this.drafts.has(field)) return;
    const refusal = this.rejected.get(field);
    if (refusal && sameValue(refusal.value, this.drafts.get(field))) {
      this.hints.set(field, refusal.message);
      this.queue.delete(field);
      return;
    }
    this.rejected.delete(field);
    const hint = this.options.validate?.(field, this.drafts.get(field), this.values()) ?? null;
    if (hint) {
      this.hints.set(field, hint);
      this.queue.delete(field);
    } else {
      this.hints.delete(field);
      this.queue.add(field);
    }
  }

  /** Sends the queue one request at a time. */
  private pump(): void {
    if (this.pumping || this.queue.size === 0 || this.host.isPaused() || this.discarded) return;
    const fields = this.options.oneFieldPerRequest ? [...this.queue].slice(0, 1) : [...this.queue];
    for (const field of fields) this.queue.delete(field);
    this.pumping = true;
    void this.sendFields(fields, false).finally(() => {
      this.pumping = false;
      this.pump();
    });
  }

  private sendFields(fields: string[], keepalive: boolean): Promise<void> {
    const request = this.sendNow(fields, keepalive);
    this.inFlight.add(request);
    const done = () => this.inFlight.delete(request);
    void request.then(done, done);
    return request;
  }

  /** Resolves once every request of this record now on the wire has been answered. */
  private answered(): Promise<void> {
    return Promise.allSettled([...this.inFlight]).then(() => {});
  }

  private async sendNow(fields: string[], keepalive: boolean): Promise<void> {
    const patch: FieldValues = {};
    for (const field of fields) if (this.drafts.has(field)) patch[field] = this.drafts.get(field);
    const sent = Object.keys(patch);
    if (sent.length === 0) return;
    for (const field of sent) this.sending.set(field, (this.sending.get(field) ?? 0) + 1);
    this.host.requestStarted();
    let error: unknown = null;
    try {
      const saved = await this.options.send(patch as Partial<F>, { keepalive });
      this.server = saved;
      for (const field of sent) this.confirmed.set(field, patch[field]);
    } catch (caught) {
      error = caught;
      if (!isTransientError(caught) && !(caught instanceof ApiError && caught.status === 401)) {
        // Refused: the reason stays on each field until the user changes its value.
        for (const field of sent) {
          const message = issueFor(caught, field) ?? this.options.describeError(caught);
          this.rejected.set(field, { value: patch[field], message });
          this.hints.set(field, message);
        }
      }
    }
    for (const field of sent) this.sending.set(field, (this.sending.get(field) ?? 1) - 1);
    for (const field of sent) this.settle(field);
    this.persist();
    this.notify();
    this.host.requestFinished(error, this.options.describeError);
  }

  /**
   * The draft gives way to the server's value once nothing is pending for the field, the user has
   * left it, and the server holds exactly what the user typed. Returns whether it did.
   */
  private settle(field: string): boolean {
    if (!this.drafts.has(field)) return false;
    const draft = this.drafts.get(field);
    const idle =
      !this.timers.has(field) &&
      !this.queue.has(field) &&
      (this.sending.get(field) ?? 0) === 0 &&
      this.focused !== field;
    if (!idle || !this.confirmed.has(field) || !sameValue(this.confirmed.get(field), draft)) return false;
    if (!sameValue(this.server[field], draft)) return false;
    this.drafts.delete(field);
    return true;
  }

  /**
   * Sends everything waiting now, in one request, without waiting for the queue (the page is being
   * left or hidden, or the user signs out). With `keepalive` the request outlives the page. Resolves
   * once every request of the record then on the wire has been answered (saved or not).
   */
  flush({ keepalive }: { keepalive: boolean }): Promise<void> {
    if (this.discarded) return Promise.resolve();
    for (const [field, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(field);
      this.readyToSend(field);
    }
    this.persist();
    if (this.queue.size === 0 || this.host.isPaused()) {
      this.notify();
      return this.answered();
    }
    const fields = [...this.queue];
    this.queue.clear();
    void this.sendFields(fields, keepalive);
    return this.answered();
  }

  /** Sends again what the server has not confirmed (after signing in again, or a lost connection). */
  retry(): void {
    for (const field of Object.keys(this.unconfirmedEdits())) {
      if (this.timers.has(field) || (this.sending.get(field) ?? 0) > 0) continue;
      this.readyToSend(field);
    }
    this.notify();
    this.pump();
  }

  /** The record is deleted: nothing of it is sent or kept any more. */
  discard(): void {
    this.discarded = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.queue.clear();
    this.drafts.clear();
    this.hints.clear();
    this.rejected.clear();
    this.host.unsavedEdits.clear(this.key);
    this.notify();
  }

  private persist(): void {
    if (this.discarded) return;
    this.host.unsavedEdits.write(this.key, this.unconfirmedEdits());
  }

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
    this.host.recordChanged();
  }
}
