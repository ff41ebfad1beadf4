import { describe, expect, it } from "vitest";
import { escapeText, foldLine, renderCalendar } from "./icalendar";

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(line);
    for (const piece of folded.split("\r\n"))
      expect(Buffer.byteLength(piece, "utf8")).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((piece) => piece.startsWith(" ")),
    ).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes an empty calendar as a valid VCALENDAR", () => {
    const text = renderCalendar({
      productId: "-//x//y//EN",
      name: "Empty",
      generatedAt: new Date(0),
      events: [],
    });
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//x//y//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Empty",
      "END:VCALENDAR",
      "",
    ]);
  });
});
