import { describe, expect, it } from "vitest";
import { portableExportSchema } from "./portable-export";

const EMPLOYER = "00000000-0000-4000-8000-000000000001";

function file(overrides: Record<string, unknown> = {}) {
  return {
    format: "hangar-log-portable-export",
    version: 1,
    exportedAt: "2026-06-01T12:00:00.000Z",
    account: { fullName: "Zoë Łukasz", email: "zoe@example.com" },
    forms: [
      {
        isActive: true,
        status: "draft",
        fields: {
          firstName: "Zoë",
          lastName: "Łukasz",
          email: null,
          roleTitle: null,
          dateOfHire: null,
          apCertificateNumber: null,
          iaStatus: null,
          employmentScope: null,
          additionalDuties: null,
          certifications: null,
          education: null,
          skills: null,
        },
        employment: [
          {
            ref: EMPLOYER,
            entryNumber: 1,
            companyName: "Sky Wrench Aviation",
            positionTitle: null,
            operationCategory: null,
            workAddress: null,
            startDate: "2018-01-01",
            endDate: "2020-01-01",
            responsibilities: null,
            isFullTime: false,
          },
        ],
        airframe: [
          {
            entryNumber: 1,
            aircraftMake: "Boeing",
            aircraftModel: null,
            aircraftSeries: null,
            sheetMetalRepair: false,
            engineRuns: true,
            taxi: false,
            hasFactoryTraining: false,
            selectedEmploymentIds: [EMPLOYER],
            includeCurrentEmployment: false,
            useManualDuration: false,
            manualYears: 0,
            manualMonths: 0,
          },
        ],
        powerplant: [],
        avionics: [],
      },
    ],
    training: [],
    ...overrides,
  };
}

const messages = (value: unknown) =>
  portableExportSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("portableExportSchema", () => {
  it("accepts an export of version 1", () => {
    expect(portableExportSchema.safeParse(file()).success).toBe(true);
  });

  it("accepts a form without a field a later version of the form added (absent, not refused)", () => {
    const [form] = file().forms;
    const { roleTitle: _absent, ...older } = form!.fields;
    expect(portableExportSchema.safeParse(file({ forms: [{ ...form, fields: older }] })).success).toBe(true);
  });

  it("names what is wrong with a file that is not an export, or of another version", () => {
    expect(messages(file({ format: "something-else" }))).toContain("This is not a Hangar Log export file.");
    expect(messages(file({ version: 2 }))).toContain(
      "This export file's version is not supported (this installation reads version 1).",
    );
  });

  it("refuses an entry selecting an employer its form lacks, two active forms, and dates out of order", () => {
    const [form] = file().forms;
    const dangling = {
      ...form,
      airframe: [{ ...form!.airframe[0], selectedEmploymentIds: [crypto.randomUUID()] }],
    };
    expect(messages(file({ forms: [dangling] }))).toContain(
      "An experience entry selects an employer that is not in its form",
    );
    expect(messages(file({ forms: [form, form] }))).toContain("At most one form can be the active one");
    const reversed = { ...form, employment: [{ ...form!.employment[0], startDate: "2021-01-01" }] };
    expect(messages(file({ forms: [reversed] }))).toContain(
      "The start date must be on or before the end date",
    );
  });

  it("refuses a field the form would refuse and a field it does not know", () => {
    const [form] = file().forms;
    const early = { ...form, fields: { ...form!.fields, dateOfHire: "1899-01-01" } };
    expect(portableExportSchema.safeParse(file({ forms: [early] })).success).toBe(false);
    expect(portableExportSchema.safeParse(file({ extra: true })).success).toBe(false);
  });
});
