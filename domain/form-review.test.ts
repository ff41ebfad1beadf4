import { describe, expect, it } from "vitest";
import {
  COMPLETED_FORM_STATUSES,
  EMPLOYER_REQUIRED_LABEL,
  isFormCompleted,
  isFormLocked,
  missingForSubmission,
  splitFullName,
} from "./form-review";

const complete = {
  firstName: "Sam",
  lastName: "Rivera",
  email: "sam@example.com",
  apCertificateNumber: "1234567",
  iaStatus: "no",
};

describe("missingForSubmission", () => {
  it("is empty for a form with the personal fields and one dated employer", () => {
    expect(
      missingForSubmission({
        form: complete,
        employment: [{ companyName: "Acme", startDate: "2020-01-01" }],
      }),
    ).toEqual([]);
  });

  it("lists every missing field in form order, blanks counting as missing", () => {
    expect(
      missingForSubmission({
        form: { ...complete, firstName: "  ", email: null, iaStatus: null },
        employment: [{ companyName: "Acme", startDate: null }],
      }),
    ).toEqual(["First Name", "Email", "IA Status", EMPLOYER_REQUIRED_LABEL]);
  });
});

describe("form states", () => {
  it("locks submitted and completed forms, and counts only completed ones as completed", () => {
    expect(isFormLocked("draft")).toBe(false);
    expect(isFormLocked("submitted")).toBe(true);
    expect(isFormLocked("completed")).toBe(true);
    expect(isFormCompleted("submitted")).toBe(false);
    expect(isFormCompleted("completed")).toBe(true);
  });
});

describe("splitFullName", () => {
  it("takes the last word as the last name", () => {
    expect(splitFullName("  Mary Ann  Smith ")).toEqual({ firstName: "Mary Ann", lastName: "Smith" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: null });
    expect(splitFullName("   ")).toEqual({ firstName: null, lastName: null });
  });
});

describe("COMPLETED_FORM_STATUSES", () => {
  it("is completed only: a submitted form awaits review", () => {
    expect([...COMPLETED_FORM_STATUSES].sort()).toEqual(["completed"]);
  });
});
