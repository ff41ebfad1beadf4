// The quick-entry tasks still on this device (docs/product.md §22.3): each waits to be sent, or
// says why the server refused it and can be discarded.

import { Button } from "@/components/ui/button";
import type { PendingEntry } from "./pending-entries";

export const PENDING_TITLE = "Not sent yet";
export const PENDING_WAITING = "Saved on this device, will be sent when online";

export function PendingEntriesList({
  pending,
  onDiscard,
}: {
  pending: readonly PendingEntry[];
  onDiscard: (clientKey: string) => void;
}) {
  if (pending.length === 0) return null;
  return (
    <section aria-label={PENDING_TITLE} className="space-y-2 rounded-md border border-dashed p-3">
      <h3 className="text-sm font-medium">{`${PENDING_TITLE} (${pending.length})`}</h3>
      <ul className="space-y-2">
        {pending.map((entry) => (
          <li
            key={entry.clientKey}
            className="flex flex-wrap items-center gap-2 text-sm"
            data-testid="pending-entry"
          >
            <span className="font-medium">{entry.values.task}</span>
            <span className="text-muted-foreground">{entry.values.performedOn}</span>
            {entry.problem === null ? (
              <span role="status" className="text-muted-foreground">
                {PENDING_WAITING}
              </span>
            ) : (
              <>
                <span role="alert" className="text-destructive">
                  {`Not saved: ${entry.problem}`}
                </span>
                <Button variant="outline" size="sm" onClick={() => onDiscard(entry.clientKey)}>
                  Discard <span className="sr-only">{entry.values.task}</span>
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
