import { describe, expect, it } from "vitest";
import { citationKeys, withoutCitations } from "./citations";

describe("regulation citations", () => {
  it("name the part whichever way it is written", () => {
    expect(citationKeys("Hazardous Materials (49 CFR 172 Subpart H)")).toEqual(["cfr 49 172", "part 172"]);
    expect(citationKeys("49 CFR 172.704(c)(2)")).toEqual(["cfr 49 172", "part 172"]);
    expect(citationKeys("14 C.F.R. § 145.163")).toEqual(["cfr 14 145", "part 145"]);
    expect(citationKeys("FAR 145")).toEqual(["cfr 14 145", "part 145"]);
    expect(citationKeys("Part 43")).toEqual(["part 43"]);
  });

  it("read every part of a list, and not EASA's hyphenated parts", () => {
    expect(citationKeys("14 CFR Parts 43 and 145")).toEqual([
      "cfr 14 43",
      "part 43",
      "cfr 14 145",
      "part 145",
    ]);
    expect(citationKeys("EASA Part-145 approval")).toEqual([]);
  });

  it("leave the words around them", () => {
    expect(withoutCitations("Regulations: 14 CFR Part 43").trim()).toBe("Regulations:");
  });
});
