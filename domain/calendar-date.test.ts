import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDateOf,
  compareCalendarDates,
  isCalendarDate,
  nextCalendarDay,
  parseCalendarDate,
  partialDateToCalendarDate,
} from "./calendar-date";

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      "2023-02-29",
      "2023-04-31",
      "2023-13-01",
      "2023-00-10",
      "0000-01-01",
      "2023-1-01",
      "",
      "x",
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    expect(isCalendarDate("1900-02-28")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("1900-02-29")).toBe(false);
  });

  it("steps to the next day across month and year ends", () => {
    expect(nextCalendarDay("2024-02-28")).toBe("2024-02-29");
    expect(nextCalendarDay("2023-02-28")).toBe("2023-03-01");
    expect(nextCalendarDay("2023-04-30")).toBe("2023-05-01");
    expect(nextCalendarDay("2023-12-31")).toBe("2024-01-01");
  });

  it("compares as dates", () => {
    expect(compareCalendarDates("2023-01-02", "2023-01-10")).toBeLessThan(0);
    expect(compareCalendarDates("2023-01-10", "2023-01-10")).toBe(0);
    expect(compareCalendarDates("2024-01-01", "2023-12-31")).toBeGreaterThan(0);
  });

  it("reads an instant's date in the given time zone, not the machine's", () => {
    const instant = new Date("2024-03-01T02:30:00Z");
    expect(calendarDateOf(instant)).toBe("2024-03-01");
    expect(calendarDateOf(instant, "America/Chicago")).toBe("2024-02-29");
    expect(calendarDateOf(instant, "Asia/Tokyo")).toBe("2024-03-01");
  });

  it("gives the same day as a fresh Intl formatter, in UTC and in any zone, on every instant", () => {
    const fresh = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).formatToParts(instant);
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      return `${part("year")}-${part("month")}-${part("day")}`;
    };
    const zones = ["UTC", "Etc/GMT-14", "Etc/GMT+12", "America/Chicago", "Asia/Kolkata", "Pacific/Chatham"];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1940-01-01T00:00:00Z"),
          max: new Date("2200-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (instant, zone) => calendarDateOf(instant, zone) === fresh(instant, zone),
      ),
      { numRuns: 2000 },
    );
    expect(() => calendarDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("turns a resume's YYYY-MM or YYYY into a form date", () => {
    expect(partialDateToCalendarDate("2019-03")).toBe("2019-03-01");
    expect(partialDateToCalendarDate("2019")).toBe("2019-01-01");
    expect(partialDateToCalendarDate("2019-03-17")).toBe("2019-03-17");
    expect(partialDateToCalendarDate(null)).toBeNull();
    expect(partialDateToCalendarDate(undefined)).toBeNull();
    expect(partialDateToCalendarDate("2019-13")).toBeNull();
    expect(partialDateToCalendarDate("0000")).toBeNull();
    expect(partialDateToCalendarDate("Present")).toBeNull();
  });
});
