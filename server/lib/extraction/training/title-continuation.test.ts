import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";
import { bothInCapitals, differsInStyle, namesANumber } from "./title-continuation";

describe("the line under a title", () => {
  it("goes on with a title written the same way", () => {
    expect(
      differsInStyle(
        "Fuel Tank Safety Phase 1 and Phase 2 with Critical Design",
        "Configuration Control (CDCCL)",
      ),
    ).toBe(false);
    expect(bothInCapitals("FUEL TANK SAFETY (FTS) PHASE 1 & 2", "AND CDCCL AWARENESS")).toBe(true);
    expect(differsInStyle("ATR 72-212A (PW127M)", "Line and Base Maintenance Training")).toBe(false);
  });

  it("does not go on with a sentence under a title in title case, or capitals after a mixed line", () => {
    expect(
      differsInStyle("Human Factors in Aviation Maintenance", "Instructor-led classroom session held twice"),
    ).toBe(true);
    expect(differsInStyle("ENGINE RUN-UP AND TAXI", "Classroom and Practical Session")).toBe(true);
  });

  it("knows a line that only names a number", () => {
    expect(namesANumber("Employee No. 20981")).toBe(true);
    expect(namesANumber("Course Code HF-201")).toBe(true);
    expect(namesANumber("Type Training (B1/B2)")).toBe(false);
    expect(namesANumber("Company Indoctrination")).toBe(false);
  });

  it("reads a title in capitals over two lines and leaves the employee number out", () => {
    const data = readTrainingDocument(
      [
        "CERTIFICATE OF COMPLETION",
        "THIS CERTIFICATE IS PROUDLY PRESENTED TO",
        "DANIEL K. OKAFOR",
        "FOR SUCCESSFULLY COMPLETING",
        "FUEL TANK SAFETY (FTS) PHASE 1 & 2",
        "AND CDCCL AWARENESS",
        "Course Code FTS-12",
      ].join("\n"),
    );
    expect(data.courseTitle).toBe("FUEL TANK SAFETY (FTS) PHASE 1 & 2 AND CDCCL AWARENESS");
    expect(data.traineeName).toBe("DANIEL K. OKAFOR");
  });

  it("goes on with a title wrapped before a small word and a capital, not with a sentence", () => {
    expect(
      readTrainingDocument(
        "Jane Doe\nhas successfully completed\nFuel Tank Safety Phase 1\nand Phase 2 with CDCCL Awareness",
      ).courseTitle,
    ).toBe("Fuel Tank Safety Phase 1 and Phase 2 with CDCCL Awareness");
    expect(
      readTrainingDocument(
        "Jane Doe\nhas successfully completed\nFuel Tank Safety Phase 1\nand has met all requirements",
      ).courseTitle,
    ).toBe("Fuel Tank Safety Phase 1");
  });

  it("goes on with a labelled title a narrow page cut open, not into the next sentence", () => {
    expect(
      readTrainingDocument(
        "Name: Ricardo Delgado, Line Maintenance Technician\nCourse: Regulatory Update 2025 - 14 CFR Parts 43, 65, 91 and\n145\nCompleted: 11/19/2025",
      ).courseTitle,
    ).toBe("Regulatory Update 2025 - 14 CFR Parts 43, 65, 91 and 145");
    expect(
      readTrainingDocument(
        "Certificate of Training for Line Maintenance Staff at the Station\nFor completion of: Annual Regulatory Update – Recurrent\nThe course reviewed changes to 14 CFR Parts 43 and 145 and to the",
      ).courseTitle,
    ).toBe("Annual Regulatory Update – Recurrent");
  });

  it("keeps the comma that ended a wrapped title's first line", () => {
    expect(
      readTrainingDocument(
        "Name: Ricardo Delgado, Line Maintenance Technician, Station\nCourse: Regulatory Update 2025 - 14 CFR Parts 43,\n65, 91 and 145\nCompleted: 11/19/2025",
      ).courseTitle,
    ).toBe("Regulatory Update 2025 - 14 CFR Parts 43, 65, 91 and 145");
  });

  it("ends a title the page cut after a dash with the word below, though that word can be a label", () => {
    expect(
      readTrainingDocument(
        "User Name: Chen, Wei-Lin\nLearning Item: Fuel Tank Safety (FTS) Phase 1 & 2 -\nRecurrent\nCompletion Date: 09/30/2025",
      ).courseTitle,
    ).toBe("Fuel Tank Safety (FTS) Phase 1 & 2 - Recurrent");
  });

  it("does not take a sentence under a heading, nor the word 'course' wrapped before a title", () => {
    const data = readTrainingDocument(
      "ATTESTATION OF TRAINING\nWe certify that Mrs. Camille Laurent has completed the\ncourse ATR 72-600 Engine Run-Up (PW127M) with success and\nhas demonstrated the required skills.",
    );
    expect(data.courseTitle).toBe("ATR 72-600 Engine Run-Up (PW127M)");
  });
});

describe("the end of a title the page wrapped", () => {
  const page = (title: string, tail: string, after = "Awarded: 2025-04-18") =>
    [
      "Pinnacle Aero Academy, 1200 Airport Road, Suite 4",
      "Certificate",
      "Emily Rose Park",
      "has completed the course",
      title,
      tail,
      after,
    ].join("\n");

  it("goes on with a few words in small letters, or the kind of course", () => {
    expect(
      readTrainingDocument(page("Regulations: 14 CFR Part 43 - Maintenance Records and Return", "to service"))
        .courseTitle,
    ).toBe("Regulations: 14 CFR Part 43 - Maintenance Records and Return to service");
    expect(
      readTrainingDocument(
        page(
          "A320 Family (CFM56-5B / IAE V2500) B1 Theoretical Type",
          "Training Course",
          "ATA Chapters 05 to 80 inclusive",
        ),
      ).courseTitle,
    ).toBe("A320 Family (CFM56-5B / IAE V2500) B1 Theoretical Type Training Course");
  });

  it("does not take the sentence around it, a date or a long line", () => {
    const title = "Regulations: 14 CFR Part 43 - Maintenance Records and Return";
    expect(readTrainingDocument(page(title, "in accordance with the RSM")).courseTitle).toBe(title);
    expect(readTrainingDocument(page(title, "on 18 april 2025")).courseTitle).toBe(title);
    expect(readTrainingDocument(page(title, "to service of the aircraft and its records")).courseTitle).toBe(
      title,
    );
  });
});

describe("a title on the line under a wrapped sentence", () => {
  it("is cut as the sentence's words are, not kept whole as a title's own line", () => {
    const letter = [
      "Eastern Shore Aviation",
      "This letter confirms that our technician, Kevin O'Brien, attended the",
      "Wheel and Brake Change course for the ATR 72-600 held at our Salisbury",
      "hangar on March 18, 2025.",
    ].join("\n");
    expect(readTrainingDocument(letter).courseTitle).toBe("Wheel and Brake Change course for the ATR 72-600");
  });

  it("keeps a title on its own line under a short line", () => {
    const certificate =
      "Acme Aero Academy\nJane Doe\nhas completed the\nShop Safety held at Base\non 3 March 2025";
    expect(readTrainingDocument(certificate).courseTitle).toBe("Shop Safety held at Base");
  });
});
