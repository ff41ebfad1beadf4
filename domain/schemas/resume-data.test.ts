import { describe, expect, it } from "vitest";
import { z } from "zod";
import { resumeDataSchema } from "./resume-data";

describe("ResumeData", () => {
  it("fills every unknown with null or an empty list, never a guess", () => {
    expect(resumeDataSchema.parse({})).toEqual({
      personal: {
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        roleTitle: null,
        apCertificateNumber: null,
        iaStatus: null,
      },
      employment: [],
      airframe: [],
      powerplant: [],
      avionics: [],
      disciplineFlags: { airframe: [], powerplant: [], avionics: [] },
      certifications: [],
      education: [],
      skills: [],
    });
  });

  it("ties experience to employers by key and keeps resume dates as written", () => {
    const data = resumeDataSchema.parse({
      personal: { firstName: "Marcus", lastName: "Holloway", apCertificateNumber: "3498127" },
      employment: [
        {
          key: "e1",
          companyName: "Southern Skies Airlines",
          startDate: "2019-01",
          endDate: null,
          isFullTime: true,
        },
        { key: "e2", companyName: "Treasure State Helicopters", startDate: "2012", endDate: "2017" },
      ],
      airframe: [{ make: "Boeing", model: "737", series: "800", flags: ["taxi"], employmentKeys: ["e1"] }],
      powerplant: [{ model: "PT6A", manualYears: 3, manualMonths: 6 }],
      certifications: [{ name: "FCC GROL", expiresOn: "2027-05" }],
    });
    expect(data.employment[1]).toMatchObject({ startDate: "2012", endDate: "2017", isFullTime: null });
    expect(data.airframe[0]).toMatchObject({ employmentKeys: ["e1"], manualYears: null });
    expect(data.powerplant[0]).toMatchObject({ make: null, model: "PT6A", flags: [], manualYears: 3 });
    expect(data.certifications[0]).toEqual({
      name: "FCC GROL",
      number: null,
      issuedOn: null,
      expiresOn: "2027-05",
    });
  });

  it("refuses what the form could not hold", () => {
    const invalid = [
      { employment: [{ key: "e1", startDate: "January 2015" }] },
      { employment: [{ key: "e1", operationCategory: "airline" }] },
      { airframe: [{ model: "737", flags: ["rvsm"] }] },
      { avionics: [{ model: "G1000", manualMonths: 12 }] },
      { personal: { iaStatus: "current" } },
    ];
    for (const data of invalid)
      expect(resumeDataSchema.safeParse(data).success, JSON.stringify(data)).toBe(false);
  });

  it("converts to a JSON schema for structured LLM output", () => {
    const schema = z.toJSONSchema(resumeDataSchema, { io: "input" }) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual([
      "personal",
      "employment",
      "airframe",
      "powerplant",
      "avionics",
      "disciplineFlags",
      "certifications",
      "education",
      "skills",
    ]);
  });
});
