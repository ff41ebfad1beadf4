// Bio wordings read by prose.ts: detours before the role, ellipses, roles said after the employer.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";

describe("bio wordings", () => {
  it("reads 'came to X in 2018 from Y, where he was T'", () => {
    expect(
      extractedJobs(
        "Meet the team\n\nHe came to Summit Avionics in 2018 from Great Lakes Airlines, where he was an avionics technician for six years.\n",
      ),
    ).toEqual([
      ["Summit Avionics", null, "2018", null],
      ["Great Lakes Airlines", "avionics technician", null, null],
    ]);
  });

  it("reads 'after eight years as T in the X' and 'the company's T' without a date", () => {
    expect(
      extractedJobs(
        "Spotlight\n\nAfter eight years as a crew chief in the U.S. Air Force, Tina Morales joined Evergreen Helicopters in 2011. Today she is the company's chief inspector.\n",
      ),
    ).toEqual([
      ["U.S. Air Force", "crew chief", null, null],
      ["Evergreen Helicopters", "chief inspector", "2011", null],
    ]);
  });

  it("reads 'I currently work for X as T, a job I've held since 2017' and 'I was with Y as T from … to …'", () => {
    expect(
      extractedJobs(
        "About\n\nI've worked as a mechanic for 15 years. I currently work for Pacific Coast Jet as a maintenance supervisor, a job I've held since 2017. Before that I was with Horizon Air as an aircraft technician from 2009 to 2017.\n",
      ),
    ).toEqual([
      ["Pacific Coast Jet", "maintenance supervisor", "2017", null],
      ["Horizon Air", "aircraft technician", "2009", "2017"],
    ]);
  });

  it("reads 'then for X as T' and keeps dates in parentheses out of the role", () => {
    expect(
      extractedJobs(
        "Bio\n\nRay worked for Mesa Airlines as a line mechanic until 2003, then for ExpressJet as a lead mechanic until 2012.\n\nAbout me\n\nPrior to Delta, I worked at Endeavor Air as a line mechanic (2010-2014).\n",
      ),
    ).toEqual([
      ["Mesa Airlines", "line mechanic", null, "2003"],
      ["ExpressJet", "lead mechanic", null, "2012"],
      ["Endeavor Air", "line mechanic", "2010", "2014"],
    ]);
  });

  it("takes no number for an employer", () => {
    expect(
      extractedJobs("About\n\nI've worked as a mechanic for 15 years on every kind of airplane.\n"),
    ).toEqual([]);
  });
});
