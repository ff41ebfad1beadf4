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

  it("reads a title that wraps onto the next line, with its parentheses", () => {
    const data = readTrainingDocument(
      "Course Title: Liquid Penetrant Inspection (PT)\nLevel II – Aerospace (NAS 410)\n\nTraining Hours: 24",
    );
    expect(data).toMatchObject({
      courseTitle: "Liquid Penetrant Inspection (PT) Level II – Aerospace (NAS 410)",
      hours: 24,
    });
  });

  it("never takes a table header, an 'Employee No.' or a label for a value", () => {
    const data = readTrainingDocument(
      [
        "Acme Aero Services Inc.",
        "Employee:  Maria Santos      Employee No.: 20417",
        "Code      Course Title                     Completed     Hours",
        "HF-101    Human Factors (Initial)          01/15/2025    8",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      courseTitle: "Human Factors (Initial)",
      traineeName: "Maria Santos",
      completionDate: "2025-01-15",
      hours: 8,
      provider: "Acme Aero Services Inc.",
    });
  });

  it("takes the letterhead for the provider, never its subtitle or a signer's role", () => {
    const data = readTrainingDocument(
      "AvTrack Learning\nOnline Compliance Training for Aviation Maintenance\n\nCertificate of Completion\n\n" +
        "This certifies that Jordan P. Ellis has completed\n\nFOD Prevention\n\nDirector of Training",
    );
    expect(data).toMatchObject({
      provider: "AvTrack Learning",
      traineeName: "Jordan P. Ellis",
      courseTitle: "FOD Prevention",
    });
    const role = readTrainingDocument(
      "CERTIFICATE OF COMPLETION\n\nCourse: FOD Prevention\n\nTraining Manager",
    );
    expect(role.provider).toBeNull();
  });

  it("reads 'Certificate No.' without a colon, and an employee number after the name", () => {
    const data = readTrainingDocument(
      "This is to certify that Thomas Albrecht, Employee No. 3307, has completed FOD Prevention.\nCertificate No. KIS-0307",
    );
    expect(data).toMatchObject({ traineeName: "Thomas Albrecht", certificateNumber: "KIS-0307" });
  });

  it("reads a sentence that names the trainee first or dates the course as a range", () => {
    expect(readTrainingDocument("Jane Doe completed Fuel Tank Safety on 14 March 2025")).toMatchObject({
      traineeName: "Jane Doe",
      courseTitle: "Fuel Tank Safety",
      completionDate: "2025-03-14",
    });
    const data = readTrainingDocument(
      "It is hereby certified that Jane Doe attended and passed the course EWIS Awareness held from 10 to 12 March 2025.",
    );
    expect(data).toMatchObject({
      traineeName: "Jane Doe",
      courseTitle: "EWIS Awareness",
      completionDate: "2025-03-12",
    });
  });

  it("reads a transcript's 'Recurrent' type cell as the row's, never as a labelled expiry", () => {
    const data = readTrainingDocument(
      [
        "Course Title                     Type        Completed     Hours",
        "Human Factors                    Initial     03/04/2025    8",
        "Shop Safety                      Recurrent   03/05/2025    2",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      courseTitle: "Human Factors",
      completionDate: "2025-03-04",
      expiryDate: null,
    });
  });

  it("reads a course's day after a place abbreviated with a full stop ('St. Louis')", () => {
    const data = readTrainingDocument(
      "Certificate of Attendance\nJane Doe attended the seminar held at Spirit of St. Louis Airport, Chesterfield, MO on March 8, 2025.",
    );
    expect(data.completionDate).toBe("2025-03-08");
  });

  it("ends a title in a sentence before 'covering', 'including' and a comma going on in lower case", () => {
    expect(
      readTrainingDocument(
        "John Smith has completed Company Indoctrination Training covering the RSM and QCM.",
      ).courseTitle,
    ).toBe("Company Indoctrination Training");
    expect(
      readTrainingDocument(
        "Jane Doe attended our RVSM Maintenance course (ATA 34), a 16-hour classroom course.",
      ).courseTitle,
    ).toBe("RVSM Maintenance course (ATA 34)");
    expect(readTrainingDocument("Jane Doe completed Altimeter, Static System Tests.").courseTitle).toBe(
      "Altimeter, Static System Tests",
    );
  });

  it("takes the title after an earlier introducing word when the last one leads to none", () => {
    const data = readTrainingDocument(
      "Ms. Grace Lee attended our RVSM Maintenance course, and passed the final examination on April 25, 2025.",
    );
    expect(data).toMatchObject({ courseTitle: "RVSM Maintenance course", completionDate: "2025-04-25" });
  });

  it("reads the trainee an LMS congratulates", () => {
    expect(
      readTrainingDocument("Congratulations, Hannah Fischer!\nYou have completed Shop Safety.").traineeName,
    ).toBe("Hannah Fischer");
  });

  it("reads the name above 'has been awarded this certificate', and an expiry given as a period", () => {
    const data = readTrainingDocument(
      "MARISOL FUENTES\nhas been awarded this certificate for completing\nShop Safety\nExpiration: 24 months",
    );
    expect(data).toMatchObject({ traineeName: "MARISOL FUENTES", validityMonths: 24, expiryDate: null });
  });

  it("reads the date of 'Presented to <name> on <date>'", () => {
    expect(
      readTrainingDocument("Presented to Ana Ruiz on May 3, 2025 for completing Part 65 Privileges.")
        .completionDate,
    ).toBe("2025-05-03");
  });

  it("ends a title before 'with success' and 'and has demonstrated'", () => {
    expect(
      readTrainingDocument(
        "We certify that Camille Laurent has completed the course Engine Run-Up (PW127M) with success.",
      ).courseTitle,
    ).toBe("Engine Run-Up (PW127M)");
    expect(
      readTrainingDocument("Camille Laurent completed Engine Run-Up and has demonstrated the skills.")
        .courseTitle,
    ).toBe("Engine Run-Up");
  });

  it("reads the trainee of a letter's 'Re: Training record of …'", () => {
    expect(
      readTrainingDocument("Re: Training record of Mr. Kenji Watanabe\nHe attended Shop Safety.").traineeName,
    ).toBe("Kenji Watanabe");
  });

  it("reads a trainee's name and the hours a page wrapped onto the next line", () => {
    const data = readTrainingDocument(
      "Under the maintenance organisation exposition approved by the CAA, we hereby certify that Stefan\nNovak has completed Human Factors Training on 21.05.2025, in a classroom session of 4\nhours.",
    );
    expect(data).toMatchObject({ traineeName: "Stefan Novak", hours: 4 });
    expect(readTrainingDocument("This certifies that\nJane Doe\ncompleted Shop Safety").traineeName).toBe(
      "Jane Doe",
    );
  });
});
