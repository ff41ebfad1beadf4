/** Lets a route wake this process's job runner when it queued a ready task; a no-op when none runs here. */
export class JobSignal {
  private listener: (() => void) | null = null;

  attach(listener: () => void): void {
    this.listener = listener;
  }

  wake(): void {
    this.listener?.();
  }
}
