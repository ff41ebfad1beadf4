import { describe, expect, it } from "vitest";
import { prepareCertificate } from "./certificate-text";
import { labelledValues, labelOf, unlabelledCell } from "./labels";
import { readTrainingDocument } from "./reader";

describe("labelled values", () => {
  it("pairs a label column that has labels the lists do not know with its values", () => {
    const text = prepareCertificate(
      "Learning Item:\nLearning Item ID:\nUser:\nStatus:\nCompletion Date:\nLEAP-1A Borescope\nCFM-BSI-P\nNakamura, Haruto\nCompleted\n14-Aug-2025",
    );
    expect(labelledValues(text, "courseTitle")).toEqual(["LEAP-1A Borescope"]);
    expect(labelledValues(text, "completionDate")).toEqual(["14-Aug-2025"]);
  });

  it("finds a label column's values past a centred heading a PDF read into the value column", () => {
    const data = readTrainingDocument(
      [
        "Participant:",
        "Course:",
        "Date of completion:",
        "",
        "Honeywell Aerospace Technical Training",
        "Phoenix, Arizona",
        "",
        "Certificate of Completion",
        "",
        "Gregory N. Holt",
        "Primus Epic RVSM Maintenance (Level III)",
        "3rd March 2025",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      traineeName: "Gregory N. Holt",
      courseTitle: "Primus Epic RVSM Maintenance (Level III)",
      completionDate: "2025-03-03",
      provider: "Honeywell Aerospace Technical Training",
    });
  });

  it("keeps pairing a label column with the lines right after it when no block fits better", () => {
    const text = prepareCertificate("Name:\nCourse:\nJane Doe\nEWIS\nRobert Lee\nInstructor");
    expect(labelledValues(text, "traineeName")).toEqual(["Jane Doe"]);
    expect(labelledValues(text, "courseTitle")).toEqual(["EWIS"]);
  });

  it("joins a name a form splits into given and family names", () => {
    expect(readTrainingDocument("First Name: Ravi\nLast Name: Kumar\nTopic: EWIS").traineeName).toBe(
      "Ravi Kumar",
    );
    expect(
      readTrainingDocument("Surname: KUMAR     Given names: Ravi Shankar\nClass: EWIS").traineeName,
    ).toBe("Ravi Shankar KUMAR");
    expect(readTrainingDocument("First Name: Ravi\nCourse: EWIS").traineeName).toBeNull();
  });

  it("reads numbered form fields", () => {
    const data = readTrainingDocument(
      "1. Reference: AST/149/25/0788\n2. Name: Karol Nowak\n4. Course: A320 Family (CFM56) B1.1\n5. Course dates: 03.03.2025 to 25.04.2025",
    );
    expect(data).toMatchObject({
      certificateNumber: "AST/149/25/0788",
      traineeName: "Karol Nowak",
      courseTitle: "A320 Family (CFM56) B1.1",
      completionDate: "2025-04-25",
    });
  });

  it("reads a date label qualified by a word or two, or written without its colon before a date", () => {
    expect(labelOf("Course Completion Date: 2025-03-14")?.label.field).toBe("completionDate");
    expect(labelOf("Certificate Expiry Date: 2027-03-14")?.label.field).toBe("expiryDate");
    expect(labelOf("Training Date 14 March 2025")).toMatchObject({ rest: "14 March 2025" });
    expect(labelOf("Awarded 12 May 2025")?.label.field).toBe("issueDate");
    expect(labelOf("Training Completed On: 3/14/2025")).toMatchObject({ rest: "3/14/2025" });
  });

  it("never qualifies a name's or a title's label, nor reads a date label without a date", () => {
    // A label of someone else's name: read by its words as one the reader does not keep.
    expect(labelOf("Instructor Full Name: Bob Lee")?.label.field).toBe("other");
    expect(labelOf("Fuel Tank Safety Training Program: Phase 2")).toBeNull();
    expect(labelOf("Training Date to be confirmed")).toBeNull();
  });

  it("reads the course's own date label before a date that may be the letter's", () => {
    expect(readTrainingDocument("Date: 2025-10-01\nCourse: EWIS\nCompleted: 2025-09-15").completionDate).toBe(
      "2025-09-15",
    );
  });

  it("reads a qualified date label in a cell of its own, before its value's cell", () => {
    const text = prepareCertificate(
      "Certification Valid To .... 2 April 2030\nCourse Completion Date    3 March 2025",
    );
    expect(labelledValues(text, "expiryDate")).toEqual(["2 April 2030"]);
    expect(labelledValues(text, "completionDate")).toEqual(["3 March 2025"]);
  });

  it("reads an on-the-job record's 'Task' column as the course, and its evaluator as nobody's", () => {
    const data = readTrainingDocument(
      "Technician: Rosa Jimenez\n\nTask                                Date          Evaluator\nLanding Gear Retraction Test        04/10/2025    B. Cole",
    );
    expect(data).toMatchObject({
      courseTitle: "Landing Gear Retraction Test",
      completionDate: "2025-04-10",
      traineeName: "Rosa Jimenez",
    });
  });
});
describe("certification statements' labels", () => {
  it("read 'Certified on' as the completion and 'Certification No.' as the number", () => {
    expect(
      readTrainingDocument("Method: Eddy Current\nCertified on: 2025-04-30\nCertification No.: NNS-ET2-0425"),
    ).toMatchObject({ completionDate: "2025-04-30", certificateNumber: "NNS-ET2-0425" });
  });
});

describe("a line beside the other column's labelled values", () => {
  it("gives its first cell when every other cell is labelled", () => {
    const text = prepareCertificate(
      "Jane Doe        Date: 14 March 2025\nJane Doe        Boston\nName: Jane     Date: 14 March 2025\nJane Doe        Hours:",
    );
    expect([0, 1, 2, 3].map((index) => unlabelledCell(text, index))).toEqual(["Jane Doe", null, null, null]);
  });

  it("lets the name and the title be read from the left column", () => {
    const data = readTrainingDocument(
      "Acme Aero Academy          Certificate No: AB-1234\n          CERTIFICATE\nJane Doe          Date: 14 March 2025\nHuman Factors Initial          Hours: 8",
    );
    expect(data).toMatchObject({ traineeName: "Jane Doe", courseTitle: "Human Factors Initial", hours: 8 });
  });
});
