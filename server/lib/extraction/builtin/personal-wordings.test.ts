// The A&P certificate and the IA in the wordings resumes use (docs/decisions/0020-extraction-pipeline.md).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { findCertificateNumber, findIaStatus } from "./personal";

describe("A&P certificate number", () => {
  it.each([
    ["A&P #1234567", "1234567"],
    ["FAA Certificate No. 1234567", "1234567"],
    ["Mechanic Certificate, Airframe and Powerplant ratings — No. 1234567", "1234567"],
    ["Cert. 1234567 (A&P)", "1234567"],
    ["A&P mechanic (certificate in progress)", null],
    ["Phone (555) 123-4567", null],
  ])("%s → %s", (text, number) => {
    expect(findCertificateNumber(text)).toBe(number);
  });
});

describe("IA status", () => {
  it.each([
    ["A&P, IA since 2015", "yes"],
    ["Inspection Authorization (current)", "yes"],
    ["has been our lead mechanic since 2009 and holds his IA", "yes"],
    ["Robert Lane, A&P/IA", "yes"],
    ["I held my IA until 2019.", "past_not_current"],
    ["IA: No", "no"],
    ["Des Moines, IA 50309", null],
    ["Line mechanic, no mention", null],
  ])("%s → %s", (text, status) => {
    expect(findIaStatus(text)).toBe(status);
  });
});

describe("name", () => {
  it("reads a Markdown heading and skips a place line", () => {
    const data = extractResumeData("# Luis A. Benavides\nSan Diego, CA | 619-555-0121 | luis@example.org\n");
    expect([data.personal.firstName, data.personal.lastName]).toEqual(["Luis", "Benavides"]);
    const placeFirst = extractResumeData("San Diego, CA | 619-555-0121\nLuis Benavides\n");
    expect([placeFirst.personal.firstName, placeFirst.personal.lastName]).toEqual(["Luis", "Benavides"]);
  });
});
