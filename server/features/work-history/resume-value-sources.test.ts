import { resumeDataSchema } from "@domain/schemas/resume-data";
import { resumeSourcesSchema } from "@domain/schemas/resume-sources";
import { describe, expect, it } from "vitest";
import { recordedValues, valueSourceRows } from "./resume-value-sources";

const span = (start: number, end: number) => ({ start, end });

const data = resumeDataSchema.parse({
  personal: { firstName: "Jane", lastName: "Okoro", email: null },
  certifications: [{ name: "FCC GROL" }, { name: "NCATT AET" }],
  skills: ["Wiring", "Wiring", "Soldering"],
});
const sources = resumeSourcesSchema.parse({
  // A source for a value the reading does not have is not kept.
  personal: { firstName: [span(0, 4)], lastName: [span(5, 10)], email: [span(11, 20)] },
  certifications: [[span(30, 38)], []],
  skills: [[span(50, 56)], [span(60, 66)], [span(70, 79)]],
});

describe("valueSourceRows", () => {
  it("keeps each value read with a source, with what was read", () => {
    expect(valueSourceRows(data, sources)).toEqual([
      { field: "firstName", position: 0, value: "Jane", spans: [span(0, 4)] },
      { field: "lastName", position: 0, value: "Okoro", spans: [span(5, 10)] },
      { field: "certifications", position: 0, value: "fcc grol", spans: [span(30, 38)] },
      { field: "skills", position: 0, value: "wiring", spans: [span(50, 56)] },
      { field: "skills", position: 1, value: "wiring", spans: [span(60, 66)] },
      { field: "skills", position: 2, value: "soldering", spans: [span(70, 79)] },
    ]);
  });
});

describe("recordedValues", () => {
  const rows = valueSourceRows(data, sources);

  it("finds each entry by what was read, once each, wherever the list moved it", () => {
    const form = {
      certifications: [{ name: "NCATT AET" }, { name: "fcc  grol" }],
      education: null,
      skills: ["Soldering", "Rigging", "Wiring", "Wiring", "Wiring"],
    };
    expect(recordedValues(form, rows, 100)).toEqual([
      { field: "firstName", index: null, spans: [span(0, 4)] },
      { field: "lastName", index: null, spans: [span(5, 10)] },
      { field: "certifications", index: 1, spans: [span(30, 38)] },
      { field: "skills", index: 0, spans: [span(70, 79)] },
      { field: "skills", index: 2, spans: [span(50, 56)] },
      { field: "skills", index: 3, spans: [span(60, 66)] },
    ]);
  });

  it("drops ranges outside the text and lists a value only with one left", () => {
    const form = { certifications: [{ name: "FCC GROL" }], education: [], skills: "not a list" };
    expect(recordedValues(form, rows, 8)).toEqual([{ field: "firstName", index: null, spans: [span(0, 4)] }]);
  });
});
