// Job blocks whose dates close them (closing-dates.ts).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { closingDateHeadings } from "./closing-dates";
import { prepareDocument } from "./text";

function jobs(text: string) {
  return closingDateHeadings(prepareDocument(text).lines, {}).map((heading) => [
    heading.texts,
    heading.anchor?.range?.start ?? null,
    heading.anchor?.range?.end ?? null,
  ]);
}

const BLOCKS = [
  "Harbour Air Services",
  "Lead Technician",
  "Float-plane inspections and engine changes on the DHC-2 fleet.",
  "Mar 2018 – present",
  "",
  "Coastline Aero Repair Ltd",
  "Structures Mechanic",
  "Corrosion repairs and skin replacements.",
  "Jan 2012 – Feb 2018",
].join("\n");

describe("dates closing a job block", () => {
  it("gives each block the dates on its last line", () => {
    expect(jobs(BLOCKS)).toEqual([
      [["Harbour Air Services", "Lead Technician"], "2018-03", null],
      [["Coastline Aero Repair Ltd", "Structures Mechanic"], "2012-01", "2018-02"],
    ]);
  });

  it("reads Portuguese month abbreviations written with a slash", () => {
    const text = BLOCKS.replace("Mar 2018 – present", "mar/2018 – atual").replace(
      "Jan 2012 – Feb 2018",
      "jan/2012 – fev/2018",
    );
    expect(jobs(text).map(([, start, end]) => [start, end])).toEqual([
      ["2018-03", null],
      ["2012-01", "2018-02"],
    ]);
  });

  it("reads a whole resume of the layout", () => {
    const data = extractResumeData(`Dana Whitfield\n\nExperience\n\n${BLOCKS}\n\nSkills\nRiveting`);
    expect(data.employment.map((job) => [job.companyName, job.positionTitle, job.endDate])).toEqual([
      ["Harbour Air Services", "Lead Technician", null],
      ["Coastline Aero Repair Ltd", "Structures Mechanic", "2018-02"],
    ]);
  });

  it("needs two blocks, and no other date range inside a block", () => {
    expect(jobs(BLOCKS.split("\n").slice(0, 4).join("\n"))).toEqual([]);
    const dated = BLOCKS.replace(
      "Corrosion repairs and skin replacements.",
      "Seasonal contract at Nome, 2013 – 2014.",
    );
    expect(jobs(dated)).toEqual([]);
  });

  it("never takes a paragraph's stray date line for a job", () => {
    const text = [
      "I have been turning wrenches since I was a kid and I still love it on most days.",
      "2010 – 2014",
      "",
      "Ask me about the Beaver.",
      "2015 – 2016",
    ].join("\n");
    expect(jobs(text)).toEqual([]);
  });
});
