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
