import { describe, expect, it } from "vitest";
import type { Heading } from "./candidate";
import { chooseJobs, type Proposal } from "./chooser";

const job = (name: string, ...lines: number[]): Heading => ({ lines, texts: [name], anchor: null });

const proposal = (
  detector: string,
  jobs: Heading[],
  score: number,
  tier = 0,
  fallback = false,
): Proposal => ({
  detector,
  jobs,
  score,
  tier,
  fallback,
});

/** A job dated by an anchor: 'YYYY' or 'YYYY-MM', end null for a current job. */
const dated = (name: string, start: string, end: string | null, ...lines: number[]): Heading => ({
  lines,
  texts: [name],
  anchor: {
    range: { start, end, current: end === null, index: 0, length: 9, text: `${start} – ${end ?? "Present"}` },
    index: 0,
    length: 9,
    rest: name,
  },
});

const names = (jobs: readonly Heading[]) => jobs.map((heading) => heading.texts[0]);

describe("chooseJobs", () => {
  it("gives an overlapping line to the higher-scoring candidate", () => {
    const strong = proposal("records", [job("A", 0, 1), job("B", 4, 5)], 0.9);
    const weak = proposal("headings", [job("A'", 1, 2), job("B'", 5)], 0.4);
    expect(names(chooseJobs([weak, strong]))).toEqual(["A", "B"]);
  });

  it("lets a lower tier claim its lines before a higher tier, whatever the scores", () => {
    const records = proposal("records", [job("A", 0, 1)], 0.2, 0);
    const headings = proposal("headings", [job("A'", 1)], 0.9, 1);
    expect(names(chooseJobs([headings, records]))).toEqual(["A"]);
  });

  it("lets a weaker candidate fill the lines a stronger one left", () => {
    const strong = proposal("records", [job("A", 0, 1), job("C", 8, 9)], 0.9);
    const weak = proposal("headings", [job("A'", 0), job("B", 4, 5)], 0.5);
    expect(names(chooseJobs([strong, weak]))).toEqual(["A", "B", "C"]);
  });

  it("breaks equal scores by the detectors' order", () => {
    const first = proposal("first", [job("A", 2)], 0.5);
    const second = proposal("second", [job("A'", 2, 3)], 0.5);
    expect(names(chooseJobs([first, second]))).toEqual(["A"]);
    expect(names(chooseJobs([second, first]))).toEqual(["A'"]);
  });

  it("counts the lines a record claims besides its heading", () => {
    const timeline = proposal("timeline", [{ ...job("A", 3), claimed: [0] }], 0.8);
    const headings = proposal("headings", [job("dates", 0)], 0.6);
    expect(names(chooseJobs([timeline, headings]))).toEqual(["A"]);
  });

  it("keeps jobs of one candidate that share a line, in the detector's order", () => {
    const shared = { claimed: [0] };
    const timeline = proposal(
      "timeline",
      [
        { ...job("A", 2), ...shared },
        { ...job("B", 2), ...shared },
      ],
      0.8,
    );
    expect(names(chooseJobs([timeline]))).toEqual(["A", "B"]);
  });

  it("reads a fallback only when nothing else was taken", () => {
    const blocks = proposal("blocks", [job("X", 0)], 0.9, 2, true);
    expect(names(chooseJobs([blocks]))).toEqual(["X"]);
    expect(names(chooseJobs([blocks, proposal("headings", [job("A", 5)], 0.1, 1)]))).toEqual(["A"]);
  });

  it("returns the jobs in the order of their lines", () => {
    const strong = proposal("records", [job("C", 9), job("A", 1)], 0.9);
    const weak = proposal("headings", [job("B", 5)], 0.1);
    expect(names(chooseJobs([strong, weak]))).toEqual(["A", "B", "C"]);
    expect(chooseJobs([])).toEqual([]);
  });

  it("takes no second reading of a job another candidate already read with the same dates", () => {
    const records = proposal("records", [dated("A", "2015-03", "2019-06", 0, 1)], 0.9);
    const headings = proposal(
      "headings",
      [dated("A again", "2015-03", "2019-06", 3), dated("B", "2010", "2015", 5)],
      0.5,
    );
    expect(names(chooseJobs([records, headings], 2027))).toEqual(["A", "B"]);
  });

  it("keeps jobs held at once and jobs of one candidate with the same dates", () => {
    const list = proposal(
      "records",
      [dated("Airline", "2015", null, 0), dated("Air National Guard", "2015", null, 2)],
      0.9,
    );
    const other = proposal("headings", [dated("Part-time shop", "2016", "2018", 4)], 0.5);
    expect(names(chooseJobs([list, other], 2027))).toEqual([
      "Airline",
      "Air National Guard",
      "Part-time shop",
    ]);
  });

  it("takes no job whose dates run backwards or start after the coming year", () => {
    const jobs = proposal(
      "headings",
      [
        dated("Backwards", "2019", "2015", 0),
        dated("Future", "2031", null, 2),
        dated("Now", "2020", null, 4),
      ],
      0.5,
    );
    expect(names(chooseJobs([jobs], 2027))).toEqual(["Now"]);
  });
});
