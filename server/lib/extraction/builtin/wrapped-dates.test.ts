import { describe, expect, it } from "vitest";
import { prepareDocument } from "./text";
import { joinWrappedDateRanges } from "./wrapped-dates";

function joinedTexts(text: string): string[] {
  return joinWrappedDateRanges(prepareDocument(text).lines).map((line) => line.text);
}

describe("date ranges wrapped by a narrow column", () => {
  it("joins a range whose end went to the next line", () => {
    expect(joinedTexts("Midland Aero Ltd, Derby · March 2018\n– Present\nDuties.")).toEqual([
      "Midland Aero Ltd, Derby · March 2018 – Present",
      "Duties.",
    ]);
    expect(joinedTexts("Severn Aviation, Gloucester · June 2012 –\nFebruary 2018")).toEqual([
      "Severn Aviation, Gloucester · June 2012 – February 2018",
    ]);
  });

  it("keeps lines apart when no range spans the break", () => {
    expect(joinedTexts("Line Mechanic 2015 – 2019\n- Borescope inspections")).toHaveLength(2);
    expect(joinedTexts("Boeing 737-800 aircraft\n– 2019 overhaul")).toHaveLength(2);
    expect(joinedTexts("Worked on the A320 fleet.\n\n2012 – 2014")).toHaveLength(3);
  });
});

describe("date columns", () => {
  it("joins a range wrapped inside a date column beside the job, left or right", () => {
    expect(joinedTexts("Aug 2013 – May   Line Service Technician\n2016   Cutter Aviation")).toEqual([
      "Aug 2013 – May 2016   Line Service Technician",
      "Cutter Aviation",
    ]);
    expect(joinedTexts("Line Service Technician   Aug 2013 – May\nCutter Aviation   2016")).toEqual([
      "Line Service Technician   Aug 2013 – May 2016",
      "Cutter Aviation",
    ]);
  });

  it("joins a narrow date column printed close to the job, also across a blank line", () => {
    expect(joinedTexts("Mar 2019 – B2 Licensed Engineer\nPresent   Highland Aero Ltd")).toEqual([
      "Mar 2019 – Present   B2 Licensed Engineer",
      "Highland Aero Ltd",
    ]);
    expect(joinedTexts("Sep 2014 – Avionics Technician\n\nFeb 2019 Loganair Ltd")).toEqual([
      "Sep 2014 – Feb 2019   Avionics Technician",
      "",
      "Loganair Ltd",
    ]);
    expect(joinedTexts("Boeing 737 – line checks\nAirbus fleet")).toHaveLength(2);
  });
});
