// The flag wordings of bios and web pages (flags.ts), the failure side included.
import { describe, expect, it } from "vitest";
import { flagsIn } from "./flags";

const flags = (text: string) => flagsIn(text, false).map((found) => found.flag);

describe("flag wordings", () => {
  it.each([
    ["I ran engines for troubleshooting.", "engineRuns"],
    ["Corrida de motores e táxi.", "engineRuns"],
    ["Corrida de motores e táxi.", "taxi"],
    ["Reparos estruturais e troca de revestimento.", "sheetMetalRepair"],
    ["PT6A hot section inspections.", "hotSectionInspection"],
    ["I did both HSIs myself.", "hotSectionInspection"],
    ["Combustor borescope inspections on CFM56-7B engines.", "hotSectionInspection"],
    ["Borescope of the HPT blades after a bird strike.", "hotSectionInspection"],

    ["Altimeter and static system certifications.", "far91Checks"],
    ["Autopilot fault finding.", "lineMaintenance"],
    ["Avionics defect rectification on the A350.", "lineMaintenance"],
    ["The ACSS TCAS 3000 upgrade we fitted across the fleet.", "installer"],
  ])("%s → %s", (text, flag) => {
    expect(flags(text)).toContain(flag);
  });

  it.each([
    ["RVSM checks after every pitot-static job.", "far91Checks"],
    ["UK Part-66 B2, with type ratings on the 757 and 767.", "hasFactoryTraining"],
    ["Line maintenance on the A320 fleet.", "lineMaintenance"],
    ["Air taxi operator.", "taxi"],
    ["Borescope inspections of GE CF34-8E engines.", "hotSectionInspection"],
    ["Williams FJ44-4A engine borescope work.", "hotSectionInspection"],
  ])("not from %s → %s", (text, flag) => {
    expect(flags(text)).not.toContain(flag);
  });
});
