// The offline queue of quick-entry tasks for the signed-in account (docs/product.md §22.3): sent
// when the page opens, when the browser is back online, and on the queue's own retry timer.

import type { LogbookEntry } from "@domain/schemas/logbook";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { PendingQueue, type SendEntry } from "./pending-entries";

export function usePendingEntries({
  userId,
  send,
  onSent,
}: {
  userId: string;
  send: SendEntry;
  onSent: (entry: LogbookEntry) => void;
}) {
  // The latest callbacks, so the queue made once per account always calls the current ones.
  const callbacks = useRef({ send, onSent });
  callbacks.current = { send, onSent };
  const [queue] = useState(
    () =>
      new PendingQueue({
        userId,
        send: (input) => callbacks.current.send(input),
        onSent: (entry) => callbacks.current.onSent(entry),
      }),
  );
  const pending = useSyncExternalStore(queue.subscribe, queue.snapshot);

  useEffect(() => {
    const onOnline = () => queue.retryNow();
    window.addEventListener("online", onOnline);
    void queue.flush();
    return () => {
      window.removeEventListener("online", onOnline);
      queue.stop();
    };
  }, [queue]);

  return {
    pending,
    add: (clientKey: string, values: Parameters<PendingQueue["add"]>[1]) => queue.add(clientKey, values),
    discard: (clientKey: string) => queue.discard(clientKey),
  };
}
