import { describe, expect, it } from "vitest";
import {
  capitalize,
  formatCalendarDay,
  formatDate,
  formatFileSize,
  formatRole,
  getFirstName,
  getInitials,
} from "./format";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [1536, "1.5 KB"],
    [1024 * 1024 - 1, "1024.0 KB"],
    [1024 * 1024, "1.0 MB"],
    [2.5 * 1024 * 1024, "2.5 MB"],
    [10 * 1024 * 1024, "10.0 MB"],
  ])("%d bytes → %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("does not print nonsense for invalid sizes", () => {
    expect(formatFileSize(Number.NaN)).toBe("0 B");
    expect(formatFileSize(-5)).toBe("0 B");
  });
});

describe("formatDate", () => {
  it("formats like 'MMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 2, 5, 12))).toBe("Mar 5, 2026");
    expect(formatDate("2025-12-24T12:00:00")).toBe("Dec 24, 2025");
  });

  it("gives an empty string for empty or invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("getInitials", () => {
  it.each([
    ["Jane Mechanic", "JM"],
    ["jane van der berg", "JV"],
    ["  Madonna  ", "M"],
    ["", ""],
    [null, ""],
  ])("%s → %s", (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});

describe("roles and names", () => {
  it("capitalises the role", () => {
    expect(formatRole("user")).toBe("User");
    expect(formatRole("admin")).toBe("Admin");
    expect(capitalize("")).toBe("");
  });

  it("takes the first name from the full name", () => {
    expect(getFirstName("Jane Mechanic")).toBe("Jane");
    expect(getFirstName(undefined)).toBe("");
  });
});

describe("formatCalendarDay", () => {
  it("shows a day as that day in every time zone, and nothing for no or a broken date", () => {
    // The test runner's zone may be west of UTC, where '2026-12-01' read as an instant is November 30.
    expect(formatCalendarDay("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatCalendarDay(null)).toBe("");
    expect(formatCalendarDay("2026-13-01")).toBe("");
  });
});
