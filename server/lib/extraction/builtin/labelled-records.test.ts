import { describe, expect, it } from "vitest";
import { labelledRecordHeadings } from "./labelled-records";
import { prepareDocument } from "./text";

function records(text: string) {
  return labelledRecordHeadings(prepareDocument(text).lines, {}).map((heading) => [
    heading.texts,
    heading.anchor?.range?.start ?? null,
    heading.anchor?.range?.end ?? null,
  ]);
}

describe("labelled job records", () => {
  it("reads Europass's label column, one record per 'Dates' line", () => {
    const text = [
      "Dates                                  March 2017 – Present",
      "Occupation or position held            B1 Licensed Aircraft Engineer",
      "Main activities and responsibilities   Line maintenance.",
      "Name and address of employer           Cantábrico Aero S.L., Bilbao (Spain)",
      "",
      "Dates                                  September 2012 – February 2017",
      "Occupation or position held            Aircraft Mechanic",
      "Name and address of employer           Servicios Aéreos del Norte S.A., Vitoria (Spain)",
    ].join("\n");
    expect(records(text)).toEqual([
      [["Cantábrico Aero S.L., Bilbao (Spain)", "B1 Licensed Aircraft Engineer"], "2017-03", null],
      [["Servicios Aéreos del Norte S.A., Vitoria (Spain)", "Aircraft Mechanic"], "2012-09", "2017-02"],
    ]);
  });

  it("reads 'Label: value' lines and skips records that name no employer", () => {
    const text =
      "Employer: Basin Air LLC\nPosition: Line Mechanic\nDates: 2015 – 2019\n\nDates: 2010 – 2012\nTitle: Student\n";
    expect(records(text)).toEqual([[["Basin Air LLC", "Line Mechanic"], "2015", "2019"]]);
  });

  it("finds nothing in a resume that is not a form", () => {
    expect(records("Line Mechanic – Basin Air LLC   2015 – 2019\n• Borescope inspections.")).toEqual([]);
  });
});
