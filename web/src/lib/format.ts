import { AVATAR_INITIALS_WORDS, DISPLAY_DATE_FORMAT } from "@domain/constants";
import { format, isValid, parse } from "date-fns";

const KB = 1024;
const MB = 1024 * 1024;

/** 512 → '512 B', 1536 → '1.5 KB', 2621440 → '2.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** 'Mar 5, 2026'; an empty or invalid value gives an empty string. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, DISPLAY_DATE_FORMAT) : "";
}

/**
 * A calendar day ('2026-12-01', a date without a time: a completion, an expiry, a date of hire) as the
 * same day everywhere; `formatDate` would read it as UTC midnight and show the day before west of UTC.
 */
export function formatCalendarDay(value: string | null | undefined): string {
  if (!value) return "";
  const date = parse(value, "yyyy-MM-dd", new Date());
  return isValid(date) ? format(date, DISPLAY_DATE_FORMAT) : "";
}

/** First letters of the first two words, uppercase: 'jane van doe' → 'JV'. */
export function getInitials(name: string | null | undefined): string {
  return (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, AVATAR_INITIALS_WORDS)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** 'admin' → 'Admin'. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The role as shown in badges: 'User' or 'Admin'. */
export function formatRole(role: string): string {
  return capitalize(role);
}

/** The first word of a full name, for greetings. */
export function getFirstName(fullName: string | null | undefined): string {
  return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}
