// The 'From resume' mark of an employment or experience entry (docs/product.md §14.6): set by
// processing, cleared by the first change the user makes. A save that repeats the stored values
// (autosave on leaving a field, a retry) is no change, so the mark stays.

/** True when some value of `changes` differs from the stored one (lists compared item by item). */
export function changesStoredValues(stored: Readonly<Record<string, unknown>>, changes: object): boolean {
  return Object.entries(changes).some(
    ([field, value]) => value !== undefined && !sameValue(stored[field], value),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return a === b;
}

/** The columns to write with a user's change: the mark goes once the entry really changes. */
export function provenanceAfterChange(stored: Readonly<Record<string, unknown>>, changes: object) {
  return stored.fromResume && changesStoredValues(stored, changes) ? { fromResume: false as const } : {};
}
