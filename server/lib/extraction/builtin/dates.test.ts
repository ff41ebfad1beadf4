// Full days written day first (Europass, most of the world) or month first (US).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { findDateRanges, writesDayFirst } from "./dates";

const ends = (text: string, dayFirst = false) =>
  findDateRanges(text, { dayFirst }).map((range) => [range.start, range.end]);

describe("full days", () => {
  it("takes the number above 12 as the day, whichever end of the range shows it", () => {
    expect(ends("15/03/2014 – 31/05/2019")).toEqual([["2014-03", "2019-05"]]);
    expect(ends("01/06/2014 – 31/05/2019")).toEqual([["2014-06", "2019-05"]]);
    expect(ends("06/15/2014 – 05/31/2019")).toEqual([["2014-06", "2019-05"]]);
  });

  it("reads an undecided day by the document's habit, and dots as European", () => {
    expect(ends("01/06/2019 – Present")).toEqual([["2019-01", null]]);
    expect(ends("01/06/2019 – Present", true)).toEqual([["2019-06", null]]);
    expect(ends("01.06.2019 – 30.09.2021")).toEqual([["2019-06", "2021-09"]]);
  });

  it("knows a document's habit from its unambiguous days", () => {
    expect(writesDayFirst("Born 23/04/1988. 01/06/2019 – CURRENT")).toBe(true);
    expect(writesDayFirst("06/15/2019 – 01/02/2020")).toBe(false);
    expect(writesDayFirst("2019 – 2020")).toBe(false);
  });

  it("dates Europass jobs day first", () => {
    const text = [
      "Ana Pérez",
      "",
      "WORK EXPERIENCE",
      "01/06/2019 – CURRENT – Madrid, Spain",
      "AIRCRAFT MAINTENANCE TECHNICIAN – IBERIA MAINTENANCE",
      "15/03/2014 – 31/05/2019 – Palma, Spain",
      "Mechanic (Cat. A) – Air Europa Líneas Aéreas",
    ].join("\n");
    expect(
      extractResumeData(text).employment.map((job) => [job.companyName, job.startDate, job.endDate]),
    ).toEqual([
      ["IBERIA MAINTENANCE", "2019-06", null],
      ["Air Europa Líneas Aéreas", "2014-03", "2019-05"],
    ]);
  });
});

describe("range spellings", () => {
  it("reads arrows and 'Pres.' / 'till now' as a range's separator and open end", () => {
    expect(ends("2015 → 2019")).toEqual([["2015", "2019"]]);
    expect(ends("2015 -> 2019")).toEqual([["2015", "2019"]]);
    expect(ends("Jan 2015 – Pres.")).toEqual([["2015-01", null]]);
    expect(ends("2015 - Till now")).toEqual([["2015", null]]);
    expect(ends("2015 – President of the flying club")).toEqual([]);
  });
});
