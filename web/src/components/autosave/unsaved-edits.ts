// A copy on this device of the edits the server has not confirmed yet, so typing survives a closed tab, a
// crash or an expired session (docs/product.md §11.1, decision 0011). Kept per user and per record; a
// record's copy is removed as soon as every edit of it is saved, and every copy of a user when that user
// signs out explicitly (decision 0013).

const PREFIX = "hangar-log:unsaved-edits";

export interface UnsavedEditsStore {
  read(recordKey: string): Record<string, unknown> | null;
  write(recordKey: string, edits: Record<string, unknown>): void;
  clear(recordKey: string): void;
}

/** The store of one user's unsaved edits in localStorage. Storage errors (full, disabled) are ignored. */
export function localUnsavedEdits(userId: string): UnsavedEditsStore {
  const storageKey = (recordKey: string) => `${PREFIX}:${userId}:${recordKey}`;
  return {
    read(recordKey) {
      try {
        const raw = localStorage.getItem(storageKey(recordKey));
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return parsed && typeof parsed === "object" && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
    write(recordKey, edits) {
      try {
        if (Object.keys(edits).length === 0) localStorage.removeItem(storageKey(recordKey));
        else localStorage.setItem(storageKey(recordKey), JSON.stringify(edits));
      } catch {
        // nothing more can be done on this device; the edits are still on screen
      }
    },
    clear(recordKey) {
      try {
        localStorage.removeItem(storageKey(recordKey));
      } catch {
        // see write
      }
    },
  };
}

/** The localStorage keys of every record copy this user has on this device. */
function storedKeys(userId: string): string[] {
  const prefix = `${PREFIX}:${userId}:`;
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** Whether this device holds edits of this user that the server has not confirmed. */
export function hasUnsavedEdits(userId: string): boolean {
  return storedKeys(userId).length > 0;
}

/** Removes every copy of this user's unsaved edits from this device (explicit sign out). */
export function removeUnsavedEdits(userId: string): void {
  for (const key of storedKeys(userId)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // see write
    }
  }
}
