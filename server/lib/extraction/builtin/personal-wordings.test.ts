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
    ["Assist the shop's A&P/IA with 100-hour inspections.", null],
    ["Worked under our IA on annuals.", null],
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

  it("finds a name far down a sidebar layout when the e-mail address spells it", () => {
    const lines = ["CONTACT", "(704) 555-0143", "jane.doe.amt@example.com", "", "SKILLS", "Sheet metal", ""];
    const data = extractResumeData(
      [...lines, ...Array(12).fill("Line maintenance and inspections."), "JANE R. DOE"].join("\n"),
    );
    expect([data.personal.firstName, data.personal.lastName]).toEqual(["Jane", "Doe"]);
  });

  it("does not take an FBO banner for a name", () => {
    const data = extractResumeData("High Desert Aviation\nFull-service FBO\n\nMeet Our Team\n");
    expect(data.personal.firstName).toBeNull();
  });
});

describe("phone", () => {
  it("prefers the cell number to a home number listed first", () => {
    const data = extractResumeData("Hung Tran\nHome: (972) 555-0190 · Cell: (469) 555-0128\n");
    expect(data.personal.phone).toBe("(469) 555-0128");
  });

  it("keeps the only number when none is labelled", () => {
    expect(extractResumeData("Hung Tran\n(972) 555-0190\n").personal.phone).toBe("(972) 555-0190");
  });

  // A right-hand sidebar comes after the main column in reading order.
  const mainColumn = [
    "EXPERIENCE",
    "Line Mechanic – Caribe Air Cargo   2018 – present",
    "• A-checks on Boeing 737-800 aircraft.",
    "• Engine runs.",
    "Apprentice – Bahia Aero Services   2015 – 2018",
    "• Wheel and brake changes.",
    "• Sheet metal repairs.",
    "EDUCATION",
    "Instituto Técnico Aeronáutico, 2013 – 2015",
    "",
  ].join("\n");

  it("takes a name from a sidebar read last when the e-mail address spells it", () => {
    const text = `${mainColumn}\nJulia Marte Peralta\nAircraft Maintenance Technician\n\nCONTACT\njulia.marte@example.do\n`;
    const { firstName, lastName } = extractResumeData(text).personal;
    expect([firstName, lastName]).toEqual(["Julia", "Marte Peralta"]);
  });

  it("does not take a name from far down that the e-mail address does not spell", () => {
    const text = `${mainColumn}\nRosa Ines Duarte\n\njm1984@example.do\n`;
    expect(extractResumeData(text).personal.firstName).toBeNull();
  });
});
