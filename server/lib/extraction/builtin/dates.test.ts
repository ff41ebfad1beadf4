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

  it("decides days that read either way by where the text was written", () => {
    expect(writesDayFirst("UK Part-66 B1 licence. Since 01/05/2019 at Manchester.")).toBe(true);
    expect(writesDayFirst("FAA A&P. Since 01/05/2019 at Memphis, USA.")).toBe(false);
    // Nothing to decide, or a day above 12 decides.
    expect(writesDayFirst("UK Part-66 B1 licence since 2019.")).toBe(false);
    expect(writesDayFirst("UK Part-66 B1 licence. 05/13/2019 – 01/05/2020")).toBe(false);
    expect(findDateRanges("Since 01/05/2019", { dayFirst: true }).map((range) => range.start)).toEqual([
      "2019-05",
    ]);
  });

  it("dates a UK engineer's bio day first", () => {
    expect(
      extractResumeData(
        "About Me\n\nI hold a UK Part-66 B1 licence. Since 01/05/2019 I have worked as a shift supervisor for Storm Aviation at Manchester Airport.\n",
      ).employment.map((job) => [job.companyName, job.startDate]),
    ).toEqual([["Storm Aviation", "2019-05"]]);
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

describe("more ways of writing a period", () => {
  it("reads quarters and short end years as years only", () => {
    expect(ends("Q3 2018 – Q1 2020")).toEqual([["2018", "2020"]]);
    expect(ends("2015–18")).toEqual([["2015", "2018"]]);
    expect(ends("1998 - 02")).toEqual([["1998", "2002"]]);
    expect(ends("2012/2015")).toEqual([["2012", "2015"]]);
  });

  it("keeps 'YYYY-MM' a month, and a backward short year no range", () => {
    expect(ends("2015-10 – 2018-03")).toEqual([["2015-10", "2018-03"]]);
    expect(ends("2015-10")).toEqual([]);
    expect(ends("2018/2012")).toEqual([]);
  });

  it("reads 'between … and …' and the present in other wordings", () => {
    expect(ends("between 2010 and 2014")).toEqual([["2010", "2014"]]);
    expect(ends("March 2016 to the present")).toEqual([["2016-03", null]]);
    expect(ends("seit 2018")).toEqual([["2018", null]]);
    expect(ends("Jan 2015 bis heute")).toEqual([["2015-01", null]]);
  });

  it("reads French, German, Italian and Dutch month names", () => {
    expect(ends("janvier 2015 – juillet 2018")).toEqual([["2015-01", "2018-07"]]);
    expect(ends("juin 2012 à déc. 2014")).toEqual([["2012-06", "2014-12"]]);
    expect(ends("März 2015 – Okt. 2018")).toEqual([["2015-03", "2018-10"]]);
    expect(ends("gennaio 2015 – giugno 2018")).toEqual([["2015-01", "2018-06"]]);
    expect(ends("maart 2011 – mei 2013")).toEqual([["2011-03", "2013-05"]]);
  });
  it("reads Spanish and Portuguese month names in full, with 'de' before the year", () => {
    expect(ends("Mayo 2015 – Junio 2019")).toEqual([["2015-05", "2019-06"]]);
    expect(ends("julio de 2012 – septiembre de 2014")).toEqual([["2012-07", "2014-09"]]);
    expect(ends("noviembre 2019 – Actualidad")).toEqual([["2019-11", null]]);
    expect(ends("janeiro de 2010 a julho de 2013")).toEqual([["2010-01", "2013-07"]]);
    expect(ends("de 2015 a 2019")).toEqual([["2015", "2019"]]);
    expect(ends("Feb 2015 – May 2017")).toEqual([["2015-02", "2017-05"]]);
  });
});
