// The sources of the personal values and of the certifications, education and skills: ranges of the
// stored text that cut out exactly what was read (docs/decisions/0077-sources-of-every-value.md),
// also where the extractor read a respelled or rearranged copy of it.

import type { ResumePersonalField, TextSpan } from "@domain/schemas/resume-sources";
import { describe, expect, it } from "vitest";
import { TWO_COLUMN_RESUME } from "../../../test/resume-texts";
import { extractResumeData } from "./builtin-extractor";
import { prepareDocument } from "./text";

function read(text: string) {
  const reading = extractResumeData(text);
  const cut = (spans: readonly TextSpan[] | undefined) =>
    (spans ?? []).map((span) => text.slice(span.start, span.end));
  const personal = (field: ResumePersonalField) => cut(reading.sources?.personal[field]);
  return { reading, cut, personal };
}

/** What the extractor reads in a cut: the stored characters respelled as it respells them. */
const asRead = (text: string) => prepareDocument(text).text;

const PLAIN = [
  "JANE M. OKORO",
  "Aircraft Maintenance Technician",
  "Tacoma, WA | (253) 555-0147 | jane.okoro@example.com",
  "FAA A&P Certificate No. 2847-193",
  "Inspection Authorization (IA) - current",
  "",
  "EXPERIENCE",
  "Cascade Regional Airlines — Seattle, WA",
  "Line Maintenance Technician | March 2020 – Present",
  "",
  "CERTIFICATIONS",
  "FCC General Radiotelephone Operator License",
  "",
  "EDUCATION",
  "Clover Park Technical College — Aviation Maintenance Technology, 2016",
  "",
  "SKILLS",
  "Troubleshooting • Sheet metal • Borescope inspection",
].join("\n");

describe("sources of the personal values", () => {
  it("cut each value out of the stored text, a name's words apart from an initial between them", () => {
    const { reading, personal } = read(PLAIN);
    expect(reading.personal).toMatchObject({ firstName: "Jane", lastName: "Okoro", iaStatus: "yes" });
    expect(personal("firstName")).toEqual(["JANE"]);
    expect(personal("lastName")).toEqual(["OKORO"]);
    expect(personal("email")).toEqual(["jane.okoro@example.com"]);
    expect(personal("phone")).toEqual(["(253) 555-0147"]);
    expect(personal("roleTitle")).toEqual(["Aircraft Maintenance Technician"]);
    // The digits the rule keeps, as the text groups them.
    expect(reading.personal.apCertificateNumber).toBe("2847193");
    expect(personal("apCertificateNumber")).toEqual(["2847-193"]);
    expect(personal("iaStatus")).toEqual(["Inspection Authorization (IA) - current"]);
  });

  it("cut the values of a two-column page, which the extractor reads one column after the other", () => {
    const text = TWO_COLUMN_RESUME;
    expect(prepareDocument(text).origin).toBeDefined();
    const { reading, personal, cut } = read(text);
    expect(personal("firstName")).toEqual(["OWEN"]);
    expect(personal("lastName")).toEqual(["MARCHETTI"]);
    expect(personal("phone")).toEqual(["(510) 555-0162"]);
    expect(personal("email")).toEqual(["owen.marchetti@example.com"]);
    expect(personal("roleTitle")).toEqual(["Avionics Technician"]);
    expect(reading.skills).toEqual(["Wiring", "Soldering"]);
    expect(reading.sources!.skills.map(cut)).toEqual([["Wiring"], ["Soldering"]]);
  });

  it("cut the stored characters of values read respelled: ligatures, dashes, quotes and line ends", () => {
    const text = [
      "DANIEL \u201cDANNY\u201d GRIFFIN",
      "Avionics Technician \u2013 Certiﬁed Repairman",
      "daniel.grifﬁn@example.com \u2022 +1 918 555 0133",
      "",
      "CERTIFICATIONS",
      "FAA Airframe & Powerplant Certiﬁcate No. 3456789",
      "",
      "SKILLS",
      "Wiring \u2022 Soldering",
    ].join("\r\n");
    const { reading, personal } = read(text);
    expect(reading.personal).toMatchObject({ firstName: "Daniel", lastName: "Griffin" });
    expect(personal("firstName")).toEqual(["DANIEL"]);
    expect(personal("lastName")).toEqual(["GRIFFIN"]);
    const values = reading.personal as Record<string, string | null>;
    for (const field of ["email", "phone", "roleTitle"] as const) {
      const cuts = personal(field);
      if (values[field] === null) expect(cuts).toEqual([]);
      else expect(cuts.map(asRead)).toEqual([values[field]]);
    }
    expect(personal("email")).toEqual(["daniel.grifﬁn@example.com"]);
    const certificate = reading.certifications.findIndex((item) => item.number === "3456789");
    const spans = reading.sources!.certifications[certificate]!;
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual([
      "FAA Airframe & Powerplant Certiﬁcate",
      "3456789",
    ]);
    expect(asRead(text.slice(spans[0]!.start, spans[0]!.end))).toBe(
      reading.certifications[certificate]!.name,
    );
  });

  it("give an address wrapped onto the next line a range on each line", () => {
    const text = "LEE MORENO\nTacoma, WA | (253) 555-0147 | lee.moreno@example.co\nm\n";
    const { reading, personal } = read(text);
    expect(reading.personal.email).toBe("lee.moreno@example.com");
    expect(personal("email")).toEqual(["lee.moreno@example.co", "m"]);
  });

  it("give nothing for a value the text does not state as read", () => {
    const { reading } = read("Resume\n\nEXPERIENCE\nLine Technician, Acme Air, 2019 – 2021\n");
    expect(reading.personal.firstName).toBeNull();
    expect(reading.sources!.personal).toEqual({});
  });
});

describe("sources of certifications, education and skills", () => {
  it("cut each entry's words; the A&P certificate the reader adds is read where its number is", () => {
    const { reading, cut } = read(PLAIN);
    const sources = reading.sources!;
    expect(reading.certifications.map((item) => item.name)).toEqual([
      "FAA Airframe & Powerplant Mechanic Certificate",
      "FCC General Radiotelephone Operator License",
      "Inspection Authorization",
    ]);
    expect(sources.certifications.map(cut)).toEqual([
      ["2847-193"],
      ["FCC General Radiotelephone Operator License"],
      ["Inspection Authorization"],
    ]);
    expect(sources.education.map(cut)).toEqual([
      ["Clover Park Technical College", "Aviation Maintenance Technology"],
    ]);
    expect(reading.skills).toEqual(["Troubleshooting", "Sheet metal", "Borescope inspection"]);
    expect(sources.skills.map(cut)).toEqual([["Troubleshooting"], ["Sheet metal"], ["Borescope inspection"]]);
  });

  it("keep the lists parallel to the data's", () => {
    const { reading } = read(PLAIN);
    const sources = reading.sources!;
    expect(sources.certifications).toHaveLength(reading.certifications.length);
    expect(sources.education).toHaveLength(reading.education.length);
    expect(sources.skills).toHaveLength(reading.skills.length);
  });
});
