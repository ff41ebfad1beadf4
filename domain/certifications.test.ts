import { describe, expect, it } from "vitest";
import { isCertificationActive, lastValidDay } from "./certifications";

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
