import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { describedAsOrganisation } from "./described-organisation";

describe("a name the sentence describes as an organisation", () => {
  it("reads an airline, an operator or a repair station said right after the name", () => {
    expect(describedAsOrganisation(" – a regional Icelandic airline flying Dash 8s")).toBe(true);
    expect(describedAsOrganisation(", an FAA Part 145 repair station in Ohio")).toBe(true);
    expect(describedAsOrganisation(", the island's only charter operator.")).toBe(true);
  });

  it("reads nothing into a description of a person or a place", () => {
    expect(describedAsOrganisation(", a city on the coast")).toBe(false);
    expect(describedAsOrganisation(" – a lifelong friend")).toBe(false);
    expect(describedAsOrganisation(" in 2015 as a mechanic")).toBe(false);
  });

  it("takes a plain name as an employer when the sentence says what it is", () => {
    expect(
      extractedJobs(
        "Feature\n\nThora Vik is currently working at Skerry – a small Faroese airline operating two ATR 42s.\n",
      ).map(([company]) => company),
    ).toEqual(["Skerry"]);
    // Without the description, a plain name and no role is no employer.
    expect(extractedJobs("Feature\n\nThora Vik is currently working at Skerry.\n")).toEqual([]);
  });
});
