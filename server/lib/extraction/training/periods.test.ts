import { describe, expect, it } from "vitest";
import { hoursIn, hoursOfValue, validityMonthsIn, validityMonthsOfValue } from "./periods";
import { readTrainingDocument } from "./reader";

describe("validity periods", () => {
  it.each([
    ["This training is valid for 24 months.", 24],
    ["Valid for two years", 24],
    ["Recurrent training is required every 36 months.", 36],
    ["Recurrency: 2 years", 24],
    ["validity period of 12 calendar months", 12],
    ["Recurrent training is required at least once every 36 months.", 36],
    ["This certificate expires 24 months from the date of completion.", 24],
    ["Certificate valid for two (2) years", 24],
  ])("%s → %i months", (text, months) => {
    expect(validityMonthsIn(text)).toBe(months);
  });

  it("reads a labelled value and nothing from a date", () => {
    expect(validityMonthsOfValue("24 months")).toBe(24);
    expect(validityMonthsOfValue("3 years")).toBe(36);
    expect(validityMonthsIn("Valid until 2027-03-01")).toBeNull();
    expect(validityMonthsIn("Completed 24 months ago")).toBeNull();
  });
});

describe("course hours", () => {
  it("reads hours in text and labelled values", () => {
    expect(hoursIn("24 hrs of classroom instruction")).toBe(24);
    expect(hoursIn("a 7.5 contact hours course")).toBe(7.5);
    expect(hoursOfValue("16")).toBe(16);
    expect(hoursOfValue("12 h")).toBe(12);
    expect(hoursOfValue("1,5 hours")).toBe(1.5);
    expect(hoursOfValue("2 hrs 30 min")).toBe(2.5);
    expect(hoursOfValue("Eight (8)")).toBe(8);
    expect(hoursOfValue("90 minutes")).toBe(1.5);
    expect(hoursOfValue("45 min")).toBe(0.75);
  });

  it("reads no hours from days or from minutes in a sentence", () => {
    expect(hoursOfValue("1 day")).toBeNull();
    expect(hoursOfValue("Module of 5 sections")).toBeNull();
  });

  it("does not take days, months or other numbers for hours", () => {
    expect(hoursOfValue("3 days")).toBeNull();
    expect(hoursIn("3 days of classroom instruction")).toBeNull();
    expect(hoursIn("valid for 24 months")).toBeNull();
    // A date's day is not an amount of hours.
    expect(hoursIn("2025-03-14 Contact Hrs")).toBeNull();
  });

  it("reads '16-hour' in a sentence and '1 h 45 min' as a value, not a course timed in minutes as hours", () => {
    expect(hoursIn("a 16-hour classroom course")).toBe(16);
    expect(hoursOfValue("1 h 45 min")).toBe(1.75);
    expect(hoursOfValue("45 minutes (0.75 hours)")).toBe(0.75);
  });

  it("reads a period after 'due within'", () => {
    expect(validityMonthsIn("Next training due within 24 months.")).toBe(24);
  });
});
describe("hours written as a clock writes them, and qualified hour labels", () => {
  it("reads '6:30' as six and a half hours, not a time of day", () => {
    expect(hoursOfValue("6:30")).toBe(6.5);
    expect(hoursOfValue("1:45 h")).toBe(1.75);
    expect(hoursOfValue("10:32 AM")).toBeNull();
    expect(hoursOfValue("6:75")).toBeNull();
  });

  it("reads 'Total Credit Hours' and 'Duration', never a bare 'Time:' of day", () => {
    expect(readTrainingDocument("Course: EWIS\nTotal Credit Hours: 1.50").hours).toBe(1.5);
    expect(readTrainingDocument("Course: EWIS\nDuration: 6:30").hours).toBe(6.5);
    expect(readTrainingDocument("Course: EWIS\nTime: 14:30").hours).toBeNull();
  });
});
