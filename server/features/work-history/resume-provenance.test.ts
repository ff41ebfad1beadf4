import { describe, expect, it } from "vitest";
import { changesStoredValues, provenanceAfterChange } from "./resume-provenance";

describe("changesStoredValues", () => {
  const stored = {
    companyName: "Acme",
    startDate: null,
    selectedEmploymentIds: ["a", "b"],
    fromResume: true,
  };

  it("sees a changed value, a value set where none was, and a changed list", () => {
    expect(changesStoredValues(stored, { companyName: "Acme Air" })).toBe(true);
    expect(changesStoredValues(stored, { startDate: "2020-01-01" })).toBe(true);
    expect(changesStoredValues(stored, { selectedEmploymentIds: ["a"] })).toBe(true);
    expect(changesStoredValues(stored, { selectedEmploymentIds: ["b", "a"] })).toBe(true);
  });

  it("sees no change in a repeat of the stored values or in fields left out", () => {
    expect(changesStoredValues(stored, { companyName: "Acme", startDate: null })).toBe(false);
    expect(changesStoredValues(stored, { selectedEmploymentIds: ["a", "b"] })).toBe(false);
    expect(changesStoredValues(stored, { companyName: undefined })).toBe(false);
  });
});

describe("provenanceAfterChange", () => {
  it("clears the mark of a marked entry that changes, and writes nothing otherwise", () => {
    expect(provenanceAfterChange({ fromResume: true, taxi: false }, { taxi: true })).toEqual({
      fromResume: false,
    });
    expect(provenanceAfterChange({ fromResume: true, taxi: false }, { taxi: false })).toEqual({});
    expect(provenanceAfterChange({ fromResume: false, taxi: false }, { taxi: true })).toEqual({});
  });
});
