import { describe, expect, it } from "vitest";
import { partialDateToCalendarDate } from "./calendar-date";
import {
  calculatedExperienceMonths,
  effectiveExperienceMonths,
  formatDuration,
  isPlausiblePeriod,
  manualDurationMonths,
  mergePeriods,
  monthsBetween,
  monthsToYears,
  normalizeManualDuration,
  splitMonths,
  totalMonthsOfPeriods,
} from "./duration";

const TODAY = "2024-06-10";

describe("monthsBetween", () => {
  it("counts whole calendar months", () => {
    expect(monthsBetween("2015-06-01", "2018-12-01", TODAY)).toBe(42);
    expect(monthsBetween("2020-01-15", "2020-03-15", TODAY)).toBe(2);
    expect(monthsBetween("2019-03-01", "2021-08-01", TODAY)).toBe(29); // '2 years 5 months'
    expect(monthsBetween("2020-05-20", "2020-05-20", TODAY)).toBe(0);
  });

  it("takes one off when the end's day-of-month is before the start's", () => {
    expect(monthsBetween("2020-01-15", "2020-03-14", TODAY)).toBe(1);
    expect(monthsBetween("2018-11-20", "2019-02-19", TODAY)).toBe(2);
    expect(monthsBetween("2020-01-31", "2020-02-29", TODAY)).toBe(0);
    expect(monthsBetween("2020-01-31", "2020-03-31", TODAY)).toBe(2);
  });

  it("is never below 0", () => {
    expect(monthsBetween("2020-05-20", "2020-05-19", TODAY)).toBe(0);
    expect(monthsBetween("2021-01-01", "2019-01-01", TODAY)).toBe(0);
  });

  it("counts to today when there is no end date", () => {
    expect(monthsBetween("2019-01-01", null, TODAY)).toBe(65);
    expect(monthsBetween("2019-01-11", null, TODAY)).toBe(64);
    expect(monthsBetween("2025-01-01", null, TODAY)).toBe(0);
  });

  it("refuses something that is not a date rather than guessing", () => {
    expect(() => monthsBetween("2019-02-30", null, TODAY)).toThrow(RangeError);
  });
});

describe("merging periods", () => {
  it("merges overlapping employers so the overlap counts once", () => {
    const periods = [
      { start: "2015-01-01", end: "2017-01-01" },
      { start: "2016-01-01", end: "2018-01-01" },
    ];
    expect(mergePeriods(periods)).toEqual([{ start: "2015-01-01", end: "2018-01-01" }]);
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(36);
  });

  it("counts a nested employer not at all beyond the outer one", () => {
    const periods = [
      { start: "2012-05-01", end: "2013-05-01" },
      { start: "2010-01-01", end: "2020-01-01" },
    ];
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(120);
  });

  it("joins back-to-back jobs into unbroken time", () => {
    const periods = [
      { start: "2015-01-01", end: "2018-12-31" },
      { start: "2019-01-01", end: "2020-01-01" },
    ];
    expect(mergePeriods(periods)).toEqual([{ start: "2015-01-01", end: "2020-01-01" }]);
    // Counted apart it would be 47 + 12: the switch would lose a month.
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(60);
  });

  it("keeps a gap between jobs out of the total", () => {
    const periods = [
      { start: "2016-03-01", end: "2017-03-01" },
      { start: "2015-01-01", end: "2016-01-01" },
    ];
    expect(mergePeriods(periods)).toEqual([
      { start: "2015-01-01", end: "2016-01-01" },
      { start: "2016-03-01", end: "2017-03-01" },
    ]);
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(24);
  });

  it("runs a current job to today and merges it with what overlaps", () => {
    const periods = [
      { start: "2019-01-01", end: null },
      { start: "2018-06-01", end: "2019-06-01" },
    ];
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(72);
  });

  it("ignores periods without a start, with an invalid date, reversed or not begun", () => {
    const periods = [
      { start: null, end: "2019-01-01" },
      { start: "2019-02-30", end: null },
      { start: "2020-01-01", end: "2019-01-01" },
      { start: "2030-01-01", end: null },
      { start: "2020-01-01", end: "2021-01-01" },
    ];
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(12);
    expect(totalMonthsOfPeriods([], TODAY)).toBe(0);
  });

  it("may count two short overlapping stints as a month though neither is one alone", () => {
    // Whole months are counted on the union: 41 days together are a month, 20 and 27 days are not.
    const periods = [
      { start: "2020-01-01", end: "2020-01-20" },
      { start: "2020-01-15", end: "2020-02-10" },
    ];
    expect(totalMonthsOfPeriods(periods, TODAY)).toBe(1);
  });

  it("totals a resume's employers from their YYYY-MM dates", () => {
    // Sample resume 01: 2019-01 to present, 2015-06 to 2018-12, 2013-03 to 2015-05.
    const employers = [
      ["2019-01", null],
      ["2015-06", "2018-12"],
      ["2013-03", "2015-05"],
    ].map(([start, end]) => ({
      start: partialDateToCalendarDate(start),
      end: partialDateToCalendarDate(end),
    }));
    expect(totalMonthsOfPeriods(employers, "2025-01-01")).toBe(72 + 42 + 26);
  });
});

describe("calculated experience duration", () => {
  const employments = [
    { startDate: "2015-01-01", endDate: "2017-01-01" },
    { startDate: "2016-01-01", endDate: "2018-01-01" },
  ];

  it("merges the selected employers", () => {
    expect(
      calculatedExperienceMonths({
        selectedEmployments: employments,
        includeCurrentEmployment: false,
        dateOfHire: "2020-01-01",
        today: TODAY,
      }),
    ).toBe(36);
  });

  it("adds the current employment from the date of hire to today", () => {
    expect(
      calculatedExperienceMonths({
        selectedEmployments: employments,
        includeCurrentEmployment: true,
        dateOfHire: "2020-01-01",
        today: TODAY,
      }),
    ).toBe(36 + 53);
  });

  it("has nothing to add for current employment without a date of hire", () => {
    expect(
      calculatedExperienceMonths({
        selectedEmployments: [],
        includeCurrentEmployment: true,
        dateOfHire: null,
        today: TODAY,
      }),
    ).toBe(0);
  });
});

describe("manual duration", () => {
  it("keeps valid whole numbers", () => {
    expect(normalizeManualDuration(2, 5)).toEqual({ years: 2, months: 5 });
    expect(manualDurationMonths(2, 5)).toBe(29);
    expect(manualDurationMonths(0, 11)).toBe(11);
  });

  it("turns non-numbers into 0", () => {
    expect(normalizeManualDuration("abc", null)).toEqual({ years: 0, months: 0 });
    expect(normalizeManualDuration("", undefined)).toEqual({ years: 0, months: 0 });
    expect(normalizeManualDuration(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ years: 0, months: 0 });
    expect(normalizeManualDuration({}, [])).toEqual({ years: 0, months: 0 });
  });

  it("reads numbers typed as text, dropping fractions", () => {
    expect(normalizeManualDuration("3", " 7 ")).toEqual({ years: 3, months: 7 });
    expect(normalizeManualDuration(2.9, "5.5")).toEqual({ years: 2, months: 5 });
  });

  it("keeps years at 0 or more and months within 0-11", () => {
    expect(normalizeManualDuration(-2, -1)).toEqual({ years: 0, months: 0 });
    expect(normalizeManualDuration(1, 14)).toEqual({ years: 1, months: 11 });
    expect(normalizeManualDuration(1e6, 0)).toEqual({ years: 100, months: 0 });
  });

  it("decides which duration an entry counts for", () => {
    const entry = { manualYears: 1, manualMonths: 2, calculatedDurationMonths: 40 };
    expect(effectiveExperienceMonths({ ...entry, useManualDuration: true })).toBe(14);
    expect(effectiveExperienceMonths({ ...entry, useManualDuration: false })).toBe(40);
    expect(
      effectiveExperienceMonths({
        useManualDuration: false,
        manualYears: null,
        manualMonths: null,
        calculatedDurationMonths: null,
      }),
    ).toBe(0);
  });
});

describe("showing a duration", () => {
  it("splits months into years and months", () => {
    expect(splitMonths(29)).toEqual({ years: 2, months: 5 });
    expect(splitMonths(12)).toEqual({ years: 1, months: 0 });
    expect(splitMonths(-3)).toEqual({ years: 0, months: 0 });
  });

  it("reads like docs/product.md §10.5", () => {
    expect(formatDuration(29)).toBe("2 years 5 months");
    expect(formatDuration(12)).toBe("1 year");
    expect(formatDuration(24)).toBe("2 years");
    expect(formatDuration(13)).toBe("1 year 1 month");
    expect(formatDuration(1)).toBe("1 month");
    expect(formatDuration(63)).toBe("5 years 3 months");
  });

  it("reads '0 months' when there is nothing", () => {
    expect(formatDuration(0)).toBe("0 months");
    expect(formatDuration(-5)).toBe("0 months");
    expect(formatDuration(Number.NaN)).toBe("0 months");
  });

  it("gives years with one decimal for stats", () => {
    expect(monthsToYears(63)).toBe(5.3);
    expect(monthsToYears(24)).toBe(2);
    expect(monthsToYears(0)).toBe(0);
  });
});

describe("periods with dates the form's rule refuses (stored before it)", () => {
  it("count for nothing: a date of hire 0001-01-01 never adds 2024 years", () => {
    expect(
      calculatedExperienceMonths({
        selectedEmployments: [
          { startDate: "2020-06-01", endDate: "2022-06-01" },
          { startDate: "0215-01-01", endDate: "2012-01-01" },
          { startDate: "2023-01-01", endDate: "2031-01-01" },
        ],
        includeCurrentEmployment: true,
        dateOfHire: "0001-01-01",
        today: TODAY,
      }),
    ).toBe(24);
  });

  it("keep a date that is already today somewhere on earth (the server reads UTC)", () => {
    expect(isPlausiblePeriod({ start: "2020-01-01", end: "2024-06-11" }, "start", TODAY)).toBe(true);
    expect(isPlausiblePeriod({ start: "2020-01-01", end: "2024-06-12" }, "start", TODAY)).toBe(false);
    expect(isPlausiblePeriod({ start: "1939-12-31", end: null }, "hire", TODAY)).toBe(false);
  });
});
