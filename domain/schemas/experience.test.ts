import { describe, expect, it } from "vitest";
import { EXPERIENCE_FLAG_LABELS, EXPERIENCE_FLAGS } from "../enums";
import {
  airframeExperiencePatchSchema,
  applyManualModeRule,
  avionicsExperiencePatchSchema,
  EXPERIENCE_SCHEMAS,
  powerplantExperiencePatchSchema,
} from "./experience";

const formId = crypto.randomUUID();

describe("experience entries", () => {
  it("share one shape apart from make/model/series names and flags", () => {
    const common = (keys: string[], discipline: keyof typeof EXPERIENCE_SCHEMAS) => {
      const { fieldNames, flags } = EXPERIENCE_SCHEMAS[discipline];
      const own = new Set<string>([fieldNames.make, fieldNames.model, fieldNames.series, ...flags]);
      return keys.filter((key) => !own.has(key)).sort();
    };
    const shapes = Object.entries(EXPERIENCE_SCHEMAS).map(([discipline, schemas]) =>
      common(Object.keys(schemas.entry.shape), discipline as keyof typeof EXPERIENCE_SCHEMAS),
    );
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it("have the fields and flags of docs/product.md §3", () => {
    expect(Object.keys(EXPERIENCE_SCHEMAS.avionics.entry.shape)).toEqual(
      expect.arrayContaining([
        "avionicsMake",
        "avionicsModel",
        "avionicsSeries",
        "far91Checks",
        "rvsm",
        "installer",
        "lineMaintenance",
        "hasFactoryTraining",
        "yearsExperience",
        "monthsExperience",
        "selectedEmploymentIds",
        "includeCurrentEmployment",
        "useManualDuration",
        "manualYears",
        "manualMonths",
        "calculatedDurationMonths",
      ]),
    );
    expect(EXPERIENCE_SCHEMAS.airframe.fieldNames).toEqual({
      make: "aircraftMake",
      model: "aircraftModel",
      series: "aircraftSeries",
    });
    expect(EXPERIENCE_SCHEMAS.powerplant.flags).toEqual(["hotSectionInspection", "hasFactoryTraining"]);
  });

  it("label every flag, with the contractual wording where there is one", () => {
    for (const flag of Object.values(EXPERIENCE_FLAGS).flat())
      expect(EXPERIENCE_FLAG_LABELS[flag]).toBeTruthy();
    expect(EXPERIENCE_FLAG_LABELS.far91Checks).toBe("FAR 91.411/413 Checks");
    expect(EXPERIENCE_FLAG_LABELS.lineMaintenance).toBe("Line Maintenance/Troubleshooting");
  });
});

describe("experience PATCH body", () => {
  it("needs the formId and at least one change", () => {
    expect(airframeExperiencePatchSchema.safeParse({ formId, taxi: true }).success).toBe(true);
    expect(airframeExperiencePatchSchema.safeParse({ taxi: true }).success).toBe(false);
    expect(airframeExperiencePatchSchema.safeParse({ formId }).success).toBe(false);
  });

  it("refuses fields of another discipline, server-computed fields and unknown ones", () => {
    expect(airframeExperiencePatchSchema.safeParse({ formId, rvsm: true }).success).toBe(false);
    expect(powerplantExperiencePatchSchema.safeParse({ formId, aircraftMake: "Boeing" }).success).toBe(false);
    expect(avionicsExperiencePatchSchema.safeParse({ formId, calculatedDurationMonths: 500 }).success).toBe(
      false,
    );
    expect(avionicsExperiencePatchSchema.safeParse({ formId, yearsExperience: 5 }).success).toBe(false);
  });

  it("keeps manual years whole and >= 0 and months within 0-11", () => {
    const parse = (body: object) => powerplantExperiencePatchSchema.safeParse({ formId, ...body }).success;
    expect(parse({ manualYears: 0, manualMonths: 11 })).toBe(true);
    expect(parse({ manualMonths: 12 })).toBe(false);
    expect(parse({ manualMonths: -1 })).toBe(false);
    expect(parse({ manualYears: -1 })).toBe(false);
    expect(parse({ manualYears: 1.5 })).toBe(false);
    expect(parse({ manualYears: "2" })).toBe(false);
  });

  it("takes employer ids as uuids, each once", () => {
    const id = crypto.randomUUID();
    expect(avionicsExperiencePatchSchema.parse({ formId, selectedEmploymentIds: [id, id] })).toEqual({
      formId,
      selectedEmploymentIds: [id],
    });
    expect(avionicsExperiencePatchSchema.safeParse({ formId, selectedEmploymentIds: ["1"] }).success).toBe(
      false,
    );
  });
});

describe("manual mode", () => {
  it("clears the selected employers and current employment when turned on", () => {
    const id = crypto.randomUUID();
    expect(applyManualModeRule({ useManualDuration: true, selectedEmploymentIds: [id] })).toEqual({
      useManualDuration: true,
      selectedEmploymentIds: [],
      includeCurrentEmployment: false,
    });
  });

  it("leaves other changes alone", () => {
    const change = { useManualDuration: false, includeCurrentEmployment: true };
    expect(applyManualModeRule(change)).toBe(change);
  });
});
