// Resumes published as web pages (docs/decisions/0063-prose-and-web-page-resumes.md): Markdown
// emphasis, JSON-resume cards, cards with a duration, a season of months in one year, plurals.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { extractResumeData } from "./builtin-extractor";
import { findDateRanges } from "./dates";
import { withoutEmphasis } from "./text";

const jobs = extractedJobs;

describe("Markdown emphasis", () => {
  it("takes the markers off words and dates, and leaves a bullet's star and inner underscores", () => {
    expect(withoutEmphasis("**Skyline Airlines**, Line Technician (_2016–2019_)")).toBe(
      "Skyline Airlines, Line Technician (2016–2019)",
    );
    expect(withoutEmphasis("*Jun 2018 – present* · Denver, CO")).toBe("Jun 2018 – present · Denver, CO");
    expect(withoutEmphasis("* B767 line checks")).toBe("* B767 line checks");
    expect(withoutEmphasis("dana_price@example.com")).toBe("dana_price@example.com");
    expect(withoutEmphasis("5 * 3 = 15")).toBe("5 * 3 = 15");
  });

  it("reads a Markdown job list whose names and dates are emphasised", () => {
    const text = [
      "Dana Price",
      "",
      "## Experience",
      "- **Skyline Airlines**, Line Technician (_2016–2019_)",
      "- **Andes MRO**, Structures Mechanic (_2012–2016_)",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Skyline Airlines", "Line Technician", "2016", "2019"],
      ["Andes MRO", "Structures Mechanic", "2012", "2016"],
    ]);
  });
});

describe("cards", () => {
  it("reads JSON-resume cards: the employer's name above 'position:' and 'startDate:' fields", () => {
    const text = [
      "Dana Price",
      "",
      "Work",
      "Harbor Jet Center",
      "position: Lead Technician",
      "location: Tampa, FL",
      "startDate: 2019-03",
      "endDate: present",
      "summary: Phase inspections on Citation CJ3 aircraft.",
      "",
      "Inland Air Cargo Inc.",
      "position: Line Mechanic",
      "startDate: 2015-06",
      "endDate: 2019-02",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Harbor Jet Center", "Lead Technician", "2019-03", null],
      ["Inland Air Cargo Inc.", "Line Mechanic", "2015-06", "2019-02"],
    ]);
  });

  it("takes a card with a duration and no dates as a job without dates", () => {
    const text = [
      "Dana Price",
      "",
      "Experience",
      "Harbor Jet Center",
      "Lead Technician",
      "Tampa, FL",
      "4 yrs 3 mos",
      "",
      "Inland Air Cargo",
      "Line Mechanic",
      "Jan 2012 – Mar 2015",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Harbor Jet Center", "Lead Technician", null, null],
      ["Inland Air Cargo", "Line Mechanic", "2012-01", "2015-03"],
    ]);
  });

  it("keeps LinkedIn's company total under a name alone for the roles below it", () => {
    const text = [
      "Dana Price",
      "",
      "Experience",
      "Great Plains Aviation",
      "7 yrs 2 mos",
      "Lead Mechanic",
      "Jan 2019 – Present · 5 yrs",
      "Mechanic",
      "Mar 2017 – Dec 2018 · 1 yr 10 mos",
    ].join("\n");
    expect(jobs(text).map(([company, title]) => [company, title])).toEqual([
      ["Great Plains Aviation", "Lead Mechanic"],
      ["Great Plains Aviation", "Mechanic"],
    ]);
  });
});

describe("dates and types written on web pages", () => {
  it("reads 'Jun – Aug 2022' as two months of one year, and not months of different years", () => {
    expect(
      findDateRanges("Jun – Aug 2022 | Baton Rouge, LA").map((range) => [range.start, range.end]),
    ).toEqual([["2022-06", "2022-08"]]);
    expect(findDateRanges("June to August 2019").map((range) => [range.start, range.end])).toEqual([
      ["2019-06", "2019-08"],
    ]);
    expect(findDateRanges("Aug – Jun 2022")).toEqual([]);
  });

  it("takes a small 's' after a series number for a plural, and a capital one for a series", () => {
    const data = extractResumeData("Experience\nWorked on King Air 350s and C90s, and on the Cessna 172S.");
    expect(data.airframe.map((entry) => [entry.model, entry.series])).toEqual([
      ["King Air", "350"],
      ["King Air", "C90"],
      ["172", "S"],
    ]);
  });
});
