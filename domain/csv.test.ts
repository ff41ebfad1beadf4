import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte order mark, quotes every field and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["Name", "Hours"],
        ["Zoë Ángel", 12],
      ]),
    ).toBe('\uFEFF"Name","Hours"\r\n"Zoë Ángel","12"\r\n');
  });

  it("keeps commas, quotes and newlines inside one field", () => {
    expect(csvCell('Smith, "Bud"\nLead')).toBe('"Smith, ""Bud""\nLead"');
  });

  it("neutralises what a spreadsheet would run as a formula, and leaves numbers alone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(null)).toBe('""');
  });
});
