import { changeLines as changeLinesWith } from "@domain/training-event-words";
import { formatDate } from "@/lib/format";

// The words themselves are shared with the audit packet (domain/training-event-words.ts).
export { EVENT_KIND_WORDS, eventKindWords } from "@domain/training-event-words";

/** 'Nov 24, 2026 05:50 AM' in the reader's time zone. */
export function instantWords(iso: string): string {
  const at = new Date(iso);
  return `${formatDate(at)} ${at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
}

/**
 * The changed fields of an event, one line each: 'completed on: 2026-05-01 → 2026-05-15'; a field
 * only on one side reads 'none' on the other; instants in the reader's time zone.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  names: Readonly<Record<string, string>> = {},
): string[] {
  return changeLinesWith(before, after, instantWords, names);
}
