// Employers a sentence lists after the first (employer-lists.ts), and the bios that tell a career
// that way (prose.ts). Invented lines, written as award notes and staff pages write them.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { listedEmployers } from "./employer-lists";

describe("a list of employers after the first", () => {
  it("reads the items closed by 'and', and the role said once after them", () => {
    expect(
      listedEmployers(
        "Bayou State Airlines",
        ", Tern Aero, Kessler Avionics, and Marsh Hawk Air Services as a powerplant mechanic.",
      ),
    ).toEqual({
      names: ["Tern Aero", "Kessler Avionics", "Marsh Hawk Air Services"],
      title: "powerplant mechanic",
    });
    // No comma before 'and', names with dots and 'the': 'the U.S. Coast Guard'.
    expect(
      listedEmployers("Quill Aircraft Corporation", ", Lindqvist Airways and the U.S. Coast Guard."),
    ).toEqual({
      names: ["Lindqvist Airways", "U.S. Coast Guard"],
      title: null,
    });
  });

  it("reads no list of places, no list without 'and', no list of lower-case words", () => {
    // Places: nothing says any item is an organisation, and no role is given.
    expect(listedEmployers("Harlow Aero", ", Tulsa, Wichita and Reno.")).toBeNull();
    expect(listedEmployers("Harlow Aero", ", then moved on.")).toBeNull();
    expect(listedEmployers("Harlow Aero", ", Ridgeway Aviation, and later a charter outfit.")).toBeNull();
    expect(listedEmployers("Harlow Aero", " as a lead mechanic, and Ridgeway Aviation.")).toBeNull();
  });

  it("takes every item of a list whose items say they are organisations, two at least", () => {
    expect(
      listedEmployers(
        "Corvid Aviation Group",
        ", Pell Dynamics, Stanmore Engine Works Inc., and Ruskin-Vale.",
      ),
    ).toEqual({ names: ["Pell Dynamics", "Stanmore Engine Works Inc.", "Ruskin-Vale"], title: null });
  });
});

describe("bios that list their employers", () => {
  it("reads 'worked at A, B, and C as T', then the same job told again once", () => {
    expect(
      extractedJobs(
        "Honoured for fifty years\n\nOver his career Amos Feldkamp worked at Bayou State Airlines, Tern Aero, and Kessler Avionics as an A&P mechanic. Feldkamp is still working as an A&P at Kessler Avionics in Baton Rouge.\n",
      ).map(([company, title]) => [company, title]),
    ).toEqual([
      ["Bayou State Airlines", "A&P mechanic"],
      ["Tern Aero", "A&P mechanic"],
      ["Kessler Avionics", "A&P mechanic"],
    ]);
  });

  it("reads 'has been employed at A, B and C' with the year the sentence opens with", () => {
    const jobs = extractedJobs(
      "Award note\n\nSince 2008, Ruth Ambler has been employed at Quill Aircraft Corporation, Pell Dynamics Inc. and Stanmore Engine Works. Ambler has held her A&P since 1990.\n",
    );
    expect(jobs.map(([company, , start]) => [company, start])).toEqual([
      ["Quill Aircraft Corporation", "2008"],
      ["Pell Dynamics Inc.", "2008"],
      ["Stanmore Engine Works", "2008"],
    ]);
  });

  it("reads 'worked for X, Y, and the U.S. Army' after a school, not the cities of a tour", () => {
    expect(
      extractedJobs(
        "Master mechanic\n\nAfter earning his A&P, Wendell Orr worked for Quill Aircraft Corporation, Lindqvist, and the U.S. Army.\n",
      ).map(([company]) => company),
    ).toEqual(["Quill Aircraft Corporation", "Lindqvist", "U.S. Army"]);
    expect(
      extractedJobs(
        "Road trip\n\nWendell Orr worked for Quill Aircraft Corporation on a tour through Tulsa, Wichita and Reno.\n",
      ).map(([company]) => company),
    ).toEqual(["Quill Aircraft Corporation"]);
  });
});
