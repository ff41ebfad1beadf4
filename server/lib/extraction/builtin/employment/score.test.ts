import { describe, expect, it } from "vitest";
import type { Section } from "../sections";
import type { Line } from "../text";
import type { Heading } from "./candidate";
import { scoreCandidate } from "./score";

const section = (...texts: string[]): Section => {
  let offset = 0;
  const lines: Line[] = texts.map((text, index) => {
    const line = {
      index,
      start: offset,
      end: offset + text.length,
      text,
      indent: 0,
      bullet: false,
      blank: !text,
    };
    offset += text.length + 1;
    return line;
  });
  return { kind: "experience", heading: "Experience", lines, start: 0, end: offset };
};

describe("scoreCandidate", () => {
  const lines = section(
    "Line Mechanic, Delta Air Lines   2015 – 2019",
    "Overnight checks",
    "Avionics Technician, Acme Aviation LLC   2012 – 2015",
  );
  const range = (start: string, end: string | null) => ({
    range: { start, end, current: end === null, index: 0, length: 0, text: "" },
    index: 0,
    length: 0,
    rest: "",
  });
  const first: Heading = {
    lines: [0],
    texts: ["Line Mechanic, Delta Air Lines"],
    anchor: range("2015", "2019"),
  };
  const second: Heading = {
    lines: [2],
    texts: ["Avionics Technician, Acme Aviation LLC"],
    anchor: range("2012", "2015"),
  };

  it("is 1 when the jobs explain every dated line, run forward and name plausible employers", () => {
    expect(scoreCandidate([first, second], lines, {})).toBe(1);
  });

  it("is lower when dated lines are left unexplained", () => {
    expect(scoreCandidate([first], lines, {})).toBeLessThan(1);
    expect(scoreCandidate([first], lines, {})).toBeGreaterThan(0.5);
  });

  it("is lower for dates that run backward or a heading without a company or role", () => {
    const backward = { ...second, anchor: range("2015", "2012") };
    const vague: Heading = { lines: [1], texts: ["Overnight checks"], anchor: null };
    expect(scoreCandidate([first, backward], lines, {})).toBeLessThan(1);
    expect(scoreCandidate([vague], lines, {})).toBeLessThan(scoreCandidate([first], lines, {}));
  });

  it("is 0 without jobs", () => {
    expect(scoreCandidate([], lines, {})).toBe(0);
  });
});
