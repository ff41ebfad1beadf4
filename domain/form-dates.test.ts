import { describe, expect, it } from "vitest";
import {
  FORM_DATE_AFTER_TODAY_MESSAGE,
  FORM_DATE_TOO_EARLY_MESSAGE,
  FORM_DATE_TOO_FAR_AHEAD_MESSAGE,
  formDatePatchProblems,
  formDateProblem,
  latestTodayOnEarth,
} from "./form-dates";

describe("formDateProblem", () => {
  it("refuses years before 1940 whatever the kind, even without a clock", () => {
    expect(formDateProblem("0215-03-01", "start")).toBe(FORM_DATE_TOO_EARLY_MESSAGE);
    expect(formDateProblem("1939-12-31", "hire", "2026-06-01")).toBe(FORM_DATE_TOO_EARLY_MESSAGE);
    expect(formDateProblem("1940-01-01", "end", "2026-06-01")).toBeNull();
  });

  it("lets a start date lie up to a year ahead, an end date or date of hire not after today", () => {
    expect(formDateProblem("2027-06-01", "start", "2026-06-01")).toBeNull();
    expect(formDateProblem("2027-06-02", "start", "2026-06-01")).toBe(FORM_DATE_TOO_FAR_AHEAD_MESSAGE);
    expect(formDateProblem("2026-06-01", "end", "2026-06-01")).toBeNull();
    expect(formDateProblem("2026-06-02", "end", "2026-06-01")).toBe(FORM_DATE_AFTER_TODAY_MESSAGE);
    expect(formDateProblem("2026-06-02", "hire", "2026-06-01")).toBe(FORM_DATE_AFTER_TODAY_MESSAGE);
  });

  it("counts a year ahead of February 29 as February 28", () => {
    expect(formDateProblem("2029-02-28", "start", "2028-02-29")).toBeNull();
    expect(formDateProblem("2029-03-01", "start", "2028-02-29")).toBe(FORM_DATE_TOO_FAR_AHEAD_MESSAGE);
  });

  it("names each refused date of a patch, ignoring cleared ones", () => {
    expect(
      formDatePatchProblems({ startDate: "1900-01-01", endDate: "", dateOfHire: null }, "2026-06-01"),
    ).toEqual([{ field: "startDate", message: FORM_DATE_TOO_EARLY_MESSAGE }]);
  });
});

describe("latestTodayOnEarth", () => {
  it("is already tomorrow in UTC+14", () => {
    expect(latestTodayOnEarth(new Date("2026-06-01T09:59:00Z"))).toBe("2026-06-01");
    expect(latestTodayOnEarth(new Date("2026-06-01T10:00:00Z"))).toBe("2026-06-02");
  });
});
