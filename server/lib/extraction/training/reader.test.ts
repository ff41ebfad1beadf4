import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";

describe("the built-in training certificate reader", () => {
  it("reads nothing from an empty document", () => {
    expect(readTrainingDocument("  \n\n ")).toEqual({
      courseTitle: null,
      provider: null,
      traineeName: null,
      completionDate: null,
      expiryDate: null,
      validityMonths: null,
      hours: null,
      certificateNumber: null,
    });
  });

  it("never takes a date the text does not write, and no date from other numbers", () => {
    const data = readTrainingDocument(
      "Course: Fuel Tank Safety\nCompleted: see record\nValid for 24 months\nCertificate No: 2025-0412",
    );
    expect(data).toMatchObject({ completionDate: null, expiryDate: null, validityMonths: 24 });
  });

  it("reads 'recurrent due' and 'valid until' as the expiry, not as the completion", () => {
    const data = readTrainingDocument(
      "Course: Human Factors\nCompleted on 2025-03-01\nNext recurrent due by March 2027",
    );
    expect(data).toMatchObject({ completionDate: "2025-03-01", expiryDate: "2027-03" });
  });

  it("drops an expiry before the completion as a misread", () => {
    const data = readTrainingDocument("Course: EWIS\nCompletion date: 2025-03-01\nExpiry: 2024-01-01");
    expect(data).toMatchObject({ completionDate: "2025-03-01", expiryDate: null });
  });

  it("reads a label column printed before its value column", () => {
    const data = readTrainingDocument("Name:\nCourse:\nHours:\nJane Doe\nRVSM Awareness\n4");
    expect(data).toMatchObject({ traineeName: "Jane Doe", courseTitle: "RVSM Awareness", hours: 4 });
  });
});
