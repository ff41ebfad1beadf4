import { describe, expect, it } from "vitest";
import { withDisciplineFlags } from "./discipline-flags";

describe("withDisciplineFlags", () => {
  it("gives a flag no entry carries to the first entry of the discipline", () => {
    const entries = [
      { model: "CF34", flags: ["engineRuns"] },
      { model: "PT6A", flags: [] },
    ];
    expect(withDisciplineFlags(entries, ["hotSectionInspection", "engineRuns"])).toEqual([
      { model: "CF34", flags: ["engineRuns", "hotSectionInspection"] },
      { model: "PT6A", flags: [] },
    ]);
  });

  it("invents no entry when the discipline has none", () => {
    expect(withDisciplineFlags([], ["hotSectionInspection"])).toEqual([]);
  });

  it("leaves the entries alone when every flag is already carried", () => {
    const entries = [{ model: "737", flags: ["taxi"] }];
    expect(withDisciplineFlags(entries, ["taxi"])).toEqual(entries);
  });
});
