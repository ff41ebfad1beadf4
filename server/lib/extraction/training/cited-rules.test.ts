import { describe, expect, it } from "vitest";
import { starterProgramItems } from "../../../test/training-eval/starter-items";
import { proposeMappings } from "./mapping";

const items = starterProgramItems();
const propose = (courseTitle: string, text = courseTitle) =>
  proposeMappings({ courseTitle, text }, items).map((mapping) => mapping.itemId);

describe("a recurrent update course that cites rules", () => {
  it("completes the recurrent item, not the initial items on the rules it cites", () => {
    const title = "Regulatory Update 2025 (14 CFR 43, 65, 91, 145)";
    expect(
      propose(
        title,
        `Summit Aero Repair, Inc.\nFAA Certificated Repair Station\nSubject: ${title}\nTraining type: Recurrent`,
      ),
    ).toEqual(["Regulatory update"]);
  });

  it("still proposes a rule's item for a course on that rule", () => {
    expect(propose("Repair Station Regulations - 14 CFR Part 145")).toContain("Regulations: 14 CFR Part 145");
    expect(propose("Regulations: 14 CFR Part 43 - Maintenance Records")).toContain(
      "Regulations: 14 CFR Part 43",
    );
  });

  it("lets 'recurrent' alone pull in no unrelated recurrent item", () => {
    expect(propose("Engine Run-Up and Taxi - Recurrent")).toEqual(["Engine run-up and taxi"]);
  });
});
