// A minimal iCalendar (RFC 5545) writer for all-day events: CRLF line endings, lines folded at 75
// octets (never inside a UTF-8 character), text values escaped.

import { type CalendarDate, nextCalendarDay } from "@domain/calendar-date";

export interface AllDayEvent {
  /** Stable across feeds, so a calendar app updates the event instead of adding a copy. */
  uid: string;
  date: CalendarDate;
  summary: string;
  description?: string;
}

export interface CalendarInput {
  /** PRODID: who made the calendar. */
  productId: string;
  /** X-WR-CALNAME: the name calendar apps show for the subscription. */
  name: string;
  /** DTSTAMP of every event: when this feed was made. */
  generatedAt: Date;
  events: readonly AllDayEvent[];
}

const MAX_LINE_OCTETS = 75;

export function renderCalendar(input: CalendarInput): string {
  const stamp = utcStamp(input.generatedAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(input.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const event of input.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextCalendarDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n").concat("\r\n");
}

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into 75-octet pieces, each continuation starting with one space (§3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // A continuation line's leading space counts toward its 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

function basicDate(date: CalendarDate): string {
  return date.replaceAll("-", "");
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}
