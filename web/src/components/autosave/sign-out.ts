// An explicit sign out and the edits not saved yet (decision 0013): the open form sends everything
// pending at once and waits for the answers; what the server still has not confirmed is what this
// device holds in localStorage. The signed-in layout asks here before it signs out, so this module
// stays small and loads with the layout, not with the form page.

import { hasUnsavedEdits, removeUnsavedEdits } from "./unsaved-edits";

/** What the sign out needs from an open form's autosave (AutosaveSession). */
export interface OpenAutosave {
  flushAll(options: { keepalive: boolean }): Promise<void>;
  discardAll(): void;
}

const openAutosaves = new Map<OpenAutosave, string>();

/** An open form page's autosave, for this user, until the returned function is called. */
export function registerOpenAutosave(userId: string, autosave: OpenAutosave): () => void {
  openAutosaves.set(autosave, userId);
  return () => {
    openAutosaves.delete(autosave);
  };
}

function autosavesOf(userId: string): OpenAutosave[] {
  return [...openAutosaves].filter(([, owner]) => owner === userId).map(([autosave]) => autosave);
}

/**
 * Sends every pending edit of the user's open form at once, as when the page is left, and waits for
 * the answers, at most `timeoutMs`. Resolves true when nothing of the user's is left unsaved on this
 * device (copies kept by an earlier visit count, even with no form open).
 */
export async function saveUnsavedEdits(userId: string, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([
      Promise.all(autosavesOf(userId).map((autosave) => autosave.flushAll({ keepalive: true }))),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
  return !hasUnsavedEdits(userId);
}

/**
 * Forgets every unsaved edit of the user: an open form drops its drafts (so it cannot write them back
 * when it closes) and this device's copies are removed.
 */
export function discardUnsavedEdits(userId: string): void {
  for (const autosave of autosavesOf(userId)) autosave.discardAll();
  removeUnsavedEdits(userId);
}
