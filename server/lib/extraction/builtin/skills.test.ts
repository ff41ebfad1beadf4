// Skills: no equipment model, no duration, wrapped pieces joined.
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { isEquipmentOnly } from "./skills";

const skills = (lines: string[]) => extractResumeData(["Jo Reyes", "", "SKILLS", ...lines].join("\n")).skills;

describe("skills", () => {
  it("leaves the models of a 'Skills & Aircraft' list to the equipment", () => {
    expect(isEquipmentOnly("Boeing 737-800")).toBe(true);
    expect(isEquipmentOnly("de Havilland DHC-6 Twin Otter")).toBe(true);
    expect(isEquipmentOnly("Garmin dealer installation training")).toBe(false);
    expect(skills(["Cessna 208B Caravan · PT6A-114A · Sheet metal · NDT (eddy current)"])).toEqual([
      "Sheet metal",
      "NDT (eddy current)",
    ]);
  });

  it("drops a duration after a skill", () => {
    expect(skills(["• Sheet Metal (5 years)", "• Microsoft Office (2 years)"])).toEqual([
      "Sheet Metal",
      "Microsoft Office",
    ]);
  });

  it("joins a skill a narrow column wrapped", () => {
    expect(
      skills(["MEL/CDL", "deferrals · Wiring harness", "fabrication · Troubleshooting with", "schematics"]),
    ).toEqual(["MEL/CDL deferrals", "Wiring harness fabrication", "Troubleshooting with schematics"]);
  });
});
