// Timelines whose date column was flattened above the jobs (flattened-timeline.ts).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { flattenedTimelineHeadings } from "./flattened-timeline";
import { prepareDocument } from "./text";

function jobs(text: string) {
  return flattenedTimelineHeadings(prepareDocument(text).lines, {}).map((heading) => [
    heading.texts,
    heading.anchor?.range?.start ?? null,
    heading.anchor?.range?.end ?? null,
  ]);
}

const TIMELINE = [
  "2019 – present",
  "2014 – 2019",
  "2010 – 2014",
  "",
  "Lakeshore Regional Airlines, Duluth MN",
  "Lead Line Technician",
  "Night shift lead on CRJ900 line checks.",
  "Iron Range Aviation, Hibbing MN",
  "A&P Mechanic",
  "Piston and turboprop inspections for the charter fleet.",
  "U.S. Air Force",
  "Crew Chief",
  "KC-135 launch and recovery.",
].join("\n");

describe("flattened timeline", () => {
  it("dates the k-th job with the k-th range", () => {
    expect(jobs(TIMELINE)).toEqual([
      [["Lakeshore Regional Airlines, Duluth MN", "Lead Line Technician"], "2019", null],
      [["Iron Range Aviation, Hibbing MN", "A&P Mechanic"], "2014", "2019"],
      [["U.S. Air Force", "Crew Chief"], "2010", "2014"],
    ]);
  });

  it("reads a whole resume of the layout", () => {
    const data = extractResumeData(`Dana Whitfield\n\nCareer\n\n${TIMELINE}\n\nSkills\nSheet metal`);
    expect(data.employment.map((job) => [job.companyName, job.positionTitle, job.startDate])).toEqual([
      ["Lakeshore Regional Airlines", "Lead Line Technician", "2019"],
      ["Iron Range Aviation", "A&P Mechanic", "2014"],
      ["U.S. Air Force", "Crew Chief", "2010"],
    ]);
  });

  it("reads nothing when the jobs and the ranges do not pair up", () => {
    const oneJobShort = TIMELINE.split("\n").slice(0, -3).join("\n");
    expect(jobs(oneJobShort)).toEqual([]);
  });

  it("reads nothing from a single range or from ranges followed by prose", () => {
    expect(
      jobs(["2019 – present", "", "Lakeshore Regional Airlines", "Lead Line Technician"].join("\n")),
    ).toEqual([]);
    expect(
      jobs(["2019 – present", "2014 – 2019", "", "I have worked on regional jets since 2014."].join("\n")),
    ).toEqual([]);
  });

  it("leaves headings that carry their own dates to the other layouts", () => {
    const text = [
      "2019 – present",
      "2014 – 2019",
      "Lakeshore Regional Airlines 2019 – present",
      "Lead Line Technician",
      "Line checks.",
      "Iron Range Aviation 2014 – 2019",
      "A&P Mechanic",
      "Inspections.",
    ].join("\n");
    expect(jobs(text)).toEqual([]);
  });
});
