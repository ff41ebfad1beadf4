import { describe, expect, it } from "vitest";
import { COMPLETED_FORM_STATUSES, countCertifications } from "./stats-rules";

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

describe("COMPLETED_FORM_STATUSES", () => {
  it("is completed only: a submitted form awaits review", () => {
    expect([...COMPLETED_FORM_STATUSES].sort()).toEqual(["completed"]);
  });
});
