// Sidebar and column pieces that are no entry (docs/decisions/0060-contact-never-guessed.md).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { isFragment } from "./fragments";

const person = { firstName: "Tamika", lastName: "Ellison" };

describe("isFragment", () => {
  it.each([
    "Feb 2021",
    "2019 – 2021",
    "(03/2020)",
    "annual",
    "Cert.",
    "Tamika Ellison",
    "TAMIKA ELLISON",
    "Skills",
  ])("%j is no certification", (text) => {
    expect(isFragment(text, person, { loneWords: true })).toBe(true);
  });

  it.each([
    "FAA A&P Certificate No. 3498127",
    "FCC GROL",
    "RVSM",
    "Boeing 737NG Run-up and Taxi (2021)",
    "Hazmat awareness, Feb 2021",
  ])("%j is a certification", (text) => {
    expect(isFragment(text, person, { loneWords: true })).toBe(false);
  });

  it("keeps a one-word skill", () => {
    expect(isFragment("riveting", person, { loneWords: false })).toBe(false);
  });
});

describe("certifications from a sidebar", () => {
  it("takes no date, lone word, cut label or the person's own name for a certification", () => {
    const text =
      "Tamika Ellison\ntamika.ellison@example.com\n\nCERTIFICATIONS\nFAA A&P Certificate No. 3498127\nCert.\nFeb 2021\nannual\nTamika Ellison\nFCC GROL\n";
    const names = extractResumeData(text).certifications.map((item) => item.name);
    expect(names).toEqual(["FAA A&P Certificate", "FCC GROL"]);
  });
});
