import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { preparedSpans, sourceSpans } from "./source-offsets";
import { normalizeCharacters, prepareDocument } from "./text";

/** The stored text of each source range of an entry. */
const slices = (raw: string, spans: readonly { start: number; end: number }[]) =>
  spans.map(({ start, end }) => raw.slice(start, end));

/** Every kept character of the prepared text stands for the stored character it was read from. */
function expectTrueOrigins(raw: string) {
  const document = prepareDocument(raw);
  expect(document.origin).toBeDefined();
  for (let index = 0; index < document.text.length; index++) {
    const character = document.text[index]!;
    if (/\s/.test(character)) continue;
    const stored = raw[document.origin![index]!]!;
    expect(normalizeCharacters(stored)).toContain(character);
  }
}

describe("sources of the built-in extractor are ranges of the stored text", () => {
  it("maps respelled characters, markup, tabs and a wrapped date range back", () => {
    const raw = [
      "Dana Whitfield",
      "### EXPERIENCE",
      "**Lead Aircraft Mechanic** \u2014 Acme Aviation Services, Wichita, KS\t\tJan 2015 \u2013",
      "Mar 2019",
      "\u2022 Performed \ufb01nal inspections on Boeing 737-800 \u2026",
      "",
      "Avionics Technician \u2014 Skyline Air, Denver, CO",
      "Apr 2010 \u2013 Dec 2014",
      "\u2022 Installed Garmin G1000 upgrades",
    ].join("\r\n");
    expectTrueOrigins(raw);
    expect(prepareDocument(raw).text).not.toBe(raw);

    const reading = extractResumeData(raw);
    expect(reading.employment.map((job) => job.companyName)).toEqual([
      "Acme Aviation Services",
      "Skyline Air",
    ]);
    const first = slices(raw, reading.sources!.employment["employment-1"]!);
    expect(first[0]).toBe(
      "Lead Aircraft Mechanic** \u2014 Acme Aviation Services, Wichita, KS\t\tJan 2015 \u2013\r\nMar 2019",
    );
    expect(first[1]).toBe("Performed \ufb01nal inspections on Boeing 737-800 \u2026");
    expect(slices(raw, reading.sources!.employment["employment-2"]!)).toEqual([
      "Avionics Technician \u2014 Skyline Air, Denver, CO\r\nApr 2010 \u2013 Dec 2014",
      "Installed Garmin G1000 upgrades",
    ]);
    expect(slices(raw, reading.sources!.airframe[0]!)).toEqual(["Boeing 737-800"]);
    expect(slices(raw, reading.sources!.avionics[0]!)).toEqual(["Garmin G1000"]);
  });

  it("maps a column read after the other back to its own lines", () => {
    const raw = [
      "DANA WHITFIELD",
      "Aircraft Maintenance Technician",
      "",
      "EXPERIENCE                                   CERTIFICATES",
      "Acme Aviation Services, Wichita, KS          FAA A&P Mechanic",
      "Lead Aircraft Mechanic                       Inspection Authorization",
      "Jan 2015 – Mar 2019",
      "Performed final inspections on Boeing 737    SKILLS",
      "                                             Borescope inspection",
      "Skyline Air, Denver, CO                      Sheet metal repair",
      "Avionics Technician                          Composite repair",
      "Apr 2010 – Dec 2014",
      "Installed Garmin G1000 upgrades",
    ].join("\n");
    expectTrueOrigins(raw);
    const reading = extractResumeData(raw);
    expect(slices(raw, reading.sources!.employment["employment-1"]!)).toEqual([
      "Acme Aviation Services, Wichita, KS",
      "Lead Aircraft Mechanic",
      "Jan 2015 – Mar 2019\nPerformed final inspections on Boeing 737",
    ]);
    expect(slices(raw, reading.sources!.employment["employment-2"]!)).toEqual([
      "Skyline Air, Denver, CO",
      "Avionics Technician",
      "Apr 2010 – Dec 2014\nInstalled Garmin G1000 upgrades",
    ]);
  });

  it("keeps the prepared ranges when nothing was changed", () => {
    const raw = "Acme Aviation Services\nLead Mechanic\n2015 – 2019";
    const document = prepareDocument(raw);
    expect(document.origin).toBeUndefined();
    expect(sourceSpans(raw, document.origin, [{ start: 0, end: 22 }])).toEqual([{ start: 0, end: 22 }]);
  });

  it("finds the prepared ranges that a stored range covers", () => {
    const raw = "**Acme**\r\nMechanic";
    const document = prepareDocument(raw);
    expect(document.text).toBe("Acme\nMechanic");
    const covered = preparedSpans(document.origin, [{ start: 10, end: 18 }]);
    expect(covered.map(({ start, end }) => document.text.slice(start, end))).toEqual(["Mechanic"]);
  });
});
