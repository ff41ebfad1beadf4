// Every employer the extractor reads keeps the character ranges it came from (its heading and its
// text, or a bio's sentences), so a review can show where each entry is stated.
import { describe, expect, it } from "vitest";
import { extractEmployment } from "../employment";
import { splitSections } from "../sections";
import { prepareDocument } from "../text";

function sourcesOf(raw: string) {
  const document = prepareDocument(raw);
  return extractEmployment(document, splitSections(document)).map((entry) => ({
    company: entry.data.companyName,
    text: entry.spans.map((span) => document.text.slice(span.start, span.end)).join(" / "),
    ordered: entry.spans.every(
      (span, index) => span.start < span.end && (index === 0 || span.start > entry.spans[index - 1]!.end),
    ),
  }));
}

describe("employment sources", () => {
  it("gives a dated heading's job its heading and duties lines", () => {
    const raw = `Dana Reyes\n\nExperience\nLine Mechanic, Delta Air Lines   2015 – 2019\n• Overnight checks on A320s.\n\nAvionics Technician, Acme Aviation LLC   2012 – 2015\n• Wiring.\n`;
    const sources = sourcesOf(raw);
    expect(sources.map((source) => source.company)).toEqual(["Delta Air Lines", "Acme Aviation LLC"]);
    expect(sources[0]!.text).toContain("Line Mechanic, Delta Air Lines");
    expect(sources[0]!.text).toContain("Overnight checks on A320s.");
    expect(sources[0]!.text).not.toContain("Acme");
    expect(sources[1]!.text).toContain("Wiring.");
    expect(sources.every((source) => source.ordered)).toBe(true);
  });

  it("gives a labelled record its field lines", () => {
    const raw = `Lee Park\n\nWork experience\nDates   01/03/2016 – 31/12/2019\nOccupation or position held   Aircraft Technician\nName and address of employer   Atlantic Aero Services Ltd, Shannon\n`;
    const [source] = sourcesOf(raw);
    expect(source?.company).toBe("Atlantic Aero Services Ltd");
    expect(source?.text).toContain("Occupation or position held");
    expect(source?.text).toContain("Name and address of employer");
  });

  it("gives a bio's employer the sentences it was read from", () => {
    const raw = `About me\n\nI work as a Lead Technician at Prairie Jet Center in Salina since March 2018. I enjoy flying.\n`;
    const [source] = sourcesOf(raw);
    expect(source?.company).toBe("Prairie Jet Center");
    expect(source?.text).toContain("Lead Technician at Prairie Jet Center");
  });
});
