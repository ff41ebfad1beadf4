import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";
import { chooseTitle, isCourseCode, titleCandidate } from "./title-candidates";

describe("the course title as scored candidates", () => {
  it("knows a course code from a title", () => {
    expect(isCourseCode("HF-REC-01")).toBe(true);
    expect(isCourseCode("AMT-110")).toBe(true);
    expect(isCourseCode("NDT.ET.2")).toBe(true);
    // Titles, even short ones with a figure or in capitals, are not codes.
    expect(isCourseCode("RVSM")).toBe(false);
    expect(isCourseCode("EWIS Phase 2")).toBe(false);
    expect(isCourseCode("A320 (CFM56) B1")).toBe(false);
    expect(isCourseCode("ATR72-600")).toBe(true);
  });

  it("takes the best candidate, the first on equal scores", () => {
    const code = titleCandidate("HF-REC-01", "label");
    const title = titleCandidate("Human Factors Refresher", "layout");
    expect(chooseTitle([code, title])?.value).toBe("Human Factors Refresher");
    expect(chooseTitle([titleCandidate("A", "label"), titleCandidate("B", "label")])?.value).toBe("A");
    expect(chooseTitle([])).toBeNull();
  });

  it("reads the labelled title, not the code an earlier 'Course:' label holds", () => {
    const data = readTrainingDocument(
      "TECHNICAL TRAINING\nCourse: HF-REC-01\nCourse title: Human Factors Refresher (Dirty Dozen)\nName: Aiko Tanaka",
    );
    expect(data.courseTitle).toBe("Human Factors Refresher (Dirty Dozen)");
  });

  it("keeps a code when nothing else names the course", () => {
    expect(readTrainingDocument("Course: HF-REC-01\nName: Aiko Tanaka").courseTitle).toBe("HF-REC-01");
  });

  it("reads a title under a letterhead when the certificate has no heading", () => {
    const data = readTrainingDocument(
      "Coastal Avionics Training Center\nRVSM Maintenance - Altimetry and Air Data Systems\n\nParticipant: Grace Kim\nCompleted on: 12 April 2025",
    );
    expect(data).toMatchObject({
      courseTitle: "RVSM Maintenance - Altimetry and Air Data Systems",
      provider: "Coastal Avionics Training Center",
    });
  });

  it("takes no line far below the top of a certificate without a heading", () => {
    const data = readTrainingDocument(
      "Coastal Avionics\nParticipant: Grace Kim\nCompleted on: 12 April 2025\nRemarks\nSafety Inspection Notes",
    );
    expect(data.courseTitle).toBeNull();
  });
});

describe("a labelled title wrapped inside its column", () => {
  const twoColumns = (below: string) =>
    [
      "Horizon Technical Institute",
      "Trainee:  Lucas Moreau                           Course code: NDT-ET-2",
      "Course:   Eddy Current Testing (ET)              Completed on: 15/05/2025",
      below,
    ].join("\n");

  it("goes on with the indented line below, beside the other column's label", () => {
    expect(
      readTrainingDocument(twoColumns("          Level II - General                     Hours: 40"))
        .courseTitle,
    ).toBe("Eddy Current Testing (ET) Level II - General");
  });

  it("does not take a line that is not indented, a date, a name or an unlabelled cell", () => {
    const title = "Eddy Current Testing (ET)";
    expect(
      readTrainingDocument(twoColumns("Level II - General                     Hours: 40")).courseTitle,
    ).toBe(title);
    expect(
      readTrainingDocument(twoColumns("          15 May 2025                     Hours: 40")).courseTitle,
    ).toBe(title);
    expect(
      readTrainingDocument(twoColumns("          Maria Lopez                     Hours: 40")).courseTitle,
    ).toBe(title);
    expect(
      readTrainingDocument(twoColumns("          Level II - General              Boston")).courseTitle,
    ).toBe(title);
  });
});

describe("titles behind weak or unusual labels", () => {
  it("takes 'Method:' only when nothing else names the course, never a delivery mode", () => {
    expect(
      readTrainingDocument(
        "NDT SERVICES INC.\nName: Ingrid Sorensen\nMethod: Liquid Penetrant Testing (PT)\nLevel: II",
      ).courseTitle,
    ).toBe("Liquid Penetrant Testing (PT)");
    expect(readTrainingDocument("Course: Shop Safety and PPE\nMethod: Classroom").courseTitle).toBe(
      "Shop Safety and PPE",
    );
    expect(readTrainingDocument("Name: Ingrid Sorensen\nMethod: Online").courseTitle).toBeNull();
  });

  it("reads a title whose first part names the kind of course before a colon", () => {
    const data = readTrainingDocument(
      "Cascade Regional Airlines - Maintenance Training\n\nAnnual Recurrent Training: Regulatory Review (Parts 43 and 145)\n\nEmployee: Dana Whitaker",
    );
    expect(data.courseTitle).toBe("Annual Recurrent Training: Regulatory Review (Parts 43 and 145)");
  });

  it("takes no other line with a colon for a title", () => {
    const data = readTrainingDocument(
      "Cascade Regional Airlines\n\nAircraft Type: Boeing 737\n\nEmployee: Dana Whitaker",
    );
    expect(data.courseTitle).toBeNull();
    expect(
      readTrainingDocument("Cascade Regional Airlines\nRecurrent training: due 2026\nEmployee: Dana Whitaker")
        .courseTitle,
    ).toBeNull();
  });
});

describe("a heading only at the foot of the page", () => {
  it("leaves the title under the letterhead at the top", () => {
    const data = readTrainingDocument(
      "Gulf Coast Aviation Academy\nHazardous Materials Awareness – Recurrent (49 CFR 172 Subpart H)\nStudent: Marcus Lee\nMarch 3-5, 2025\n\nCertificate of Training",
    );
    expect(data.courseTitle).toBe("Hazardous Materials Awareness – Recurrent (49 CFR 172 Subpart H)");
  });
});
