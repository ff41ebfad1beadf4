import { describe, expect, it } from "vitest";
import { countCertifications, isCertificationActive, lastValidDay } from "./certifications";

describe("certification expiry", () => {
  it("treats a partial expiry as the end of that month or year", () => {
    expect(lastValidDay("2024-02")).toBe("2024-02-29");
    expect(lastValidDay("2023-02")).toBe("2023-02-28");
    expect(lastValidDay("2025")).toBe("2025-12-31");
    expect(lastValidDay("2025-06-15")).toBe("2025-06-15");
  });

  it("is active until the last valid day, inclusive", () => {
    expect(isCertificationActive({ expiresOn: "2025-06-15" }, "2025-06-15")).toBe(true);
    expect(isCertificationActive({ expiresOn: "2025-06-15" }, "2025-06-16")).toBe(false);
    expect(isCertificationActive({ expiresOn: "2025-06" }, "2025-06-30")).toBe(true);
    expect(isCertificationActive({ expiresOn: "2025-06" }, "2025-07-01")).toBe(false);
  });

  it("counts a certification without expiry as active", () => {
    expect(isCertificationActive({ expiresOn: null }, "2099-01-01")).toBe(true);
    expect(isCertificationActive({}, "2099-01-01")).toBe(true);
  });
});

describe("countCertifications", () => {
  const today = "2026-06-01";

  it("counts nothing for anything but an array", () => {
    for (const value of [null, undefined, {}, "A&P", 3])
      expect(countCertifications(value, today)).toEqual({ total: 0, active: 0 });
  });

  it("counts objects, and as active those without expiry, unreadable expiry or expiry today or later", () => {
    expect(
      countCertifications(
        [
          { name: "no expiry" },
          { name: "null expiry", expiresOn: null },
          { name: "today", expiresOn: "2026-06-01" },
          { name: "yesterday", expiresOn: "2026-05-31" },
          { name: "this month", expiresOn: "2026-06" },
          { name: "last year", expiresOn: "2025" },
          { name: "not a date", expiresOn: "soon" },
          { name: "a number", expiresOn: 20250101 },
          "junk",
          null,
        ],
        today,
      ),
    ).toEqual({ total: 8, active: 6 });
  });
});
