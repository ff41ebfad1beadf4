// Education entries over several lines, with their dates from the neighbouring line.
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { parseEducationLine } from "./education";

const education = (lines: string[]) =>
  extractResumeData(["Jo Reyes", "", "EDUCATION", ...lines].join("\n")).education;

describe("education", () => {
  it("joins a credential, its school and the dates on the lines around them", () => {
    expect(
      education([
        "Associate in Aviation Maintenance Technology",
        "Texas State Technical College - Waco, TX",
        "2009 to 2011",
      ]),
    ).toEqual([
      {
        institution: "Texas State Technical College",
        credential: "Associate in Aviation Maintenance Technology",
        location: "Waco, TX",
        startDate: "2009",
        endDate: "2011",
      },
    ]);
    expect(
      education([
        "[ 2012 – 2014 ]",
        "Técnico Superior en Mantenimiento Aeromecánico",
        "IES Aeronáutico de Lugo",
      ]),
    ).toEqual([
      {
        institution: "IES Aeronáutico de Lugo",
        credential: "Técnico Superior en Mantenimiento Aeromecánico",
        location: null,
        startDate: "2012",
        endDate: "2014",
      },
    ]);
  });

  it("joins a credential a narrow column wrapped, and keeps its year", () => {
    expect(
      education(["Colorado Northwestern Community College — Aviation Maintenance", "Technology, 2007"]),
    ).toMatchObject([
      {
        institution: "Colorado Northwestern Community College",
        credential: "Aviation Maintenance Technology",
        endDate: "2007",
      },
    ]);
  });

  it("reads a value after its label column and takes a 'Major:' line for no entry", () => {
    expect(parseEducationLine("Dates                                  2009 – 2012")).toMatchObject({
      datesOnly: true,
      startDate: "2009",
      endDate: "2012",
    });
    expect(
      education([
        "Community College of the Air Force Maxwell AFB, AL United States",
        "Associate Degree 05/2010",
        "Major: Aviation Maintenance Technology",
      ]),
    ).toEqual([
      {
        institution: "Community College of the Air Force",
        credential: "Associate Degree",
        location: "Maxwell AFB, AL",
        startDate: null,
        endDate: "2010-05",
      },
    ]);
  });
});

describe("education in a sentence", () => {
  it("reads a credential earned at a school when no section lists any", () => {
    const data = extractResumeData(
      "Jo Reyes\nI served in the Army until 2011. After my discharge I earned my A&P at Pima Aviation Institute.\n",
    );
    expect(data.education).toEqual([
      {
        institution: "Pima Aviation Institute",
        credential: "A&P",
        location: null,
        startDate: null,
        endDate: null,
      },
    ]);
  });

  it("takes no course at a training academy for education", () => {
    const data = extractResumeData("Jo Reyes\nI completed the Bell 407 course at Bell Training Academy.\n");
    expect(data.education).toEqual([]);
  });
});
