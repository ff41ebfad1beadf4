// Profile cards with the company first and a duration instead of dates (duration-cards.ts).
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../../../test/extracted-jobs";

describe("duration cards with the company first", () => {
  it("reads company, role and place around a duration, with no dates", () => {
    expect(
      extractedJobs(
        "Ama Boateng\nLicensed engineer\n\nExperience\n\nAfrican Skies Cargo\nFull-time · 4 yrs 1 mo\nB1 Licensed Engineer\nAccra, Ghana\nLine maintenance on the fleet.\n\nGold Coast Aero\n2 yrs 6 mos\nApprentice Technician\nKumasi, Ghana\nHangar support.\n",
      ),
    ).toEqual([
      ["African Skies Cargo", "B1 Licensed Engineer", null, null],
      ["Gold Coast Aero", "Apprentice Technician", null, null],
    ]);
  });

  it("leaves LinkedIn's company total over roles with their own dates to the dated headings", () => {
    expect(
      extractedJobs(
        "Ama Boateng\n\nExperience\n\nAfrican Skies Cargo\n6 yrs 2 mos\nB1 Licensed Engineer\nMar 2021 - Present\nAircraft Mechanic\nJan 2018 - Feb 2021\n",
      ),
    ).toEqual([
      ["African Skies Cargo", "B1 Licensed Engineer", "2021-03", null],
      ["African Skies Cargo", "Aircraft Mechanic", "2018-01", "2021-02"],
    ]);
  });
});
