// Timelines laid out as columns side by side (timeline-columns.ts).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import type { Line } from "./text";
import { timelineColumnHeadings } from "./timeline-columns";

/** Lines as a page's text layer gives them (the document's own column reading is not applied). */
function linesOf(text: string): Line[] {
  let offset = 0;
  return text.split("\n").map((content, index) => {
    const line = {
      index,
      start: offset,
      end: offset + content.length,
      text: content,
      indent: 0,
      bullet: false,
      blank: content.trim() === "",
    };
    offset += content.length + 1;
    return line;
  });
}

function columns(text: string) {
  return timelineColumnHeadings(linesOf(text), {}).map((heading) => [
    heading.texts,
    heading.anchor?.range?.start ?? null,
    heading.anchor?.range?.end ?? null,
  ]);
}

describe("timeline columns", () => {
  it("reads one job per column under a row of date ranges", () => {
    const text = [
      "2019 – present        2015 – 2019",
      "Harbor Jet Center     Inland Air Cargo",
      "Lead Technician       Line Mechanic",
      "Tampa, FL             Lakeland, FL",
    ].join("\n");
    expect(columns(text)).toEqual([
      [["Harbor Jet Center", "Lead Technician", "Tampa, FL"], "2019", null],
      [["Inland Air Cargo", "Line Mechanic", "Lakeland, FL"], "2015", "2019"],
    ]);
  });

  it("reads the rows above a closing row of date ranges", () => {
    const text = [
      "Career",
      "",
      "Harbor Jet Center     Inland Air Cargo",
      "Lead Technician       Line Mechanic",
      "2019 – present        2015 – 2019",
    ].join("\n");
    expect(columns(text)).toEqual([
      [["Harbor Jet Center", "Lead Technician"], "2019", null],
      [["Inland Air Cargo", "Line Mechanic"], "2015", "2019"],
    ]);
    // Rows above with another count of cells, or none: nothing.
    expect(columns("Harbor Jet Center\n2019 – present        2015 – 2019")).toEqual([]);
    expect(columns("\n2019 – present        2015 – 2019")).toEqual([]);
  });

  it("takes spaced bars as column gaps", () => {
    const text = ["Mar 2020 – Present  |  Jan 2016 – Feb 2020", "Avionics Lead  |  Installer"].join("\n");
    expect(columns(text).map(([texts, start]) => [texts, start])).toEqual([
      [["Avionics Lead"], "2020-03"],
      [["Installer"], "2016-01"],
    ]);
  });

  it("needs every cell of the first row to be a whole range, and rows with as many cells", () => {
    expect(columns("Line Mechanic      2015 – 2019\nDelta Air Lines    Atlanta")).toEqual([]);
    expect(columns("2019 – present     2015 – 2019\nA single cell below")).toEqual([]);
    expect(columns("2019 – present     a note\nHarbor Jet     Inland Air")).toEqual([]);
  });

  it("gives the extractor each column as a job", () => {
    const text = [
      "Dana Price",
      "",
      "Career timeline",
      "2019 – present  |  2015 – 2019",
      "Harbor Jet Center  |  Inland Air Cargo",
      "Lead Technician  |  Line Mechanic",
    ].join("\n");
    expect(extractResumeData(text).employment.map((job) => [job.companyName, job.positionTitle])).toEqual([
      ["Harbor Jet Center", "Lead Technician"],
      ["Inland Air Cargo", "Line Mechanic"],
    ]);
  });
});
