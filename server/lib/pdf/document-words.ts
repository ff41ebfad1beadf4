// Words every generated document writes the same way: the app's name, an empty value, a period.

export const APP_NAME = "Hangar Log";
export const NONE = "-";

/** The value trimmed, or '-' when there is none. */
export function orNone(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : NONE;
}

/** '2018-01-01 to 2020-01-01', '2021-03-01 to present', or '-' without dates. */
export function periodWords(start: string | null, end: string | null): string {
  if (!start && !end) return NONE;
  return `${start ?? "?"} to ${end ?? "present"}`;
}
