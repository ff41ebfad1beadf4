// Discipline flags a resume states without naming the aircraft, engine or avionics they belong to
// ('engine runs and taxi', 'hot section inspections'): true of the technician in that discipline.
// The form keeps flags per entry, so each such flag goes to the discipline's first entry (the one
// the resume lists first) unless an entry already carries it. Without an entry there is nowhere to
// put it, and nothing is invented. See docs/decisions/0020-extraction-pipeline.md.

export function withDisciplineFlags<Entry extends { flags: readonly string[] }>(
  entries: readonly Entry[],
  disciplineFlags: readonly string[],
): Entry[] {
  if (entries.length === 0) return [...entries];
  const carried = new Set(entries.flatMap((entry) => entry.flags));
  const missing = disciplineFlags.filter((flag) => !carried.has(flag));
  if (missing.length === 0) return [...entries];
  const [first, ...rest] = entries;
  return [{ ...first!, flags: [...first!.flags, ...missing] }, ...rest];
}
