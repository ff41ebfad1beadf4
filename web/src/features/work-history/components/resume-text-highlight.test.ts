import { describe, expect, it } from "vitest";
import { highlightedParts } from "./resume-text-highlight";

describe("the resume's text cut for highlighting", () => {
  it("keeps every character once, in order, with the highlighted passages marked", () => {
    const text = "Harbor Air Cargo, Memphis 2016";
    const parts = highlightedParts(text, [
      { start: 26, end: 30, tone: "entry" },
      { start: 0, end: 16, tone: "entry" },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.filter((part) => part.tone).map((part) => part.text)).toEqual(["Harbor Air Cargo", "2016"]);
  });

  it("cuts overlapping and out-of-range passages without repeating text", () => {
    const text = "abcdefghij";
    const parts = highlightedParts(text, [
      { start: 2, end: 6, tone: "entry" },
      { start: 4, end: 8, tone: "suggestion" },
      { start: 9, end: 40, tone: "suggestion" },
      { start: 5, end: 5, tone: "entry" },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.map((part) => [part.text, part.tone])).toEqual([
      ["ab", null],
      ["cdef", "entry"],
      ["gh", "suggestion"],
      ["i", null],
      ["j", "suggestion"],
    ]);
  });
});
