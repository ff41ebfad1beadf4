import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";
import { compareTraineeName, traineeNameOf } from "./trainee-name";

describe("the trainee's name", () => {
  it("is read from a value or the sentence it opens", () => {
    expect(traineeNameOf("John A. Smith")).toBe("John A. Smith");
    expect(traineeNameOf("Priya Raman for the successful completion of")).toBe("Priya Raman");
    expect(traineeNameOf("Samuel Ortiz attended our seminar.")).toBe("Samuel Ortiz");
    expect(traineeNameOf("Müller, Anna-Lena")).toBe("Müller, Anna-Lena");
    expect(traineeNameOf("Mr. Daniel O'Brien")).toBe("Daniel O'Brien");
  });

  it("is not read from what is not a name", () => {
    expect(traineeNameOf("Smith")).toBeNull();
    expect(traineeNameOf("EMP-00412")).toBeNull();
    expect(traineeNameOf("see attached list of 12 participants")).toBeNull();
  });

  it.each([
    ["John A. Smith", "John Smith"],
    ["JOHN SMITH", "john smith"],
    ["Smith, John A.", "John Smith"],
    ["J. Smith", "John Smith"],
    ["María José González López", "Maria Gonzalez"],
    ["GONZÁLEZ LÓPEZ, MARÍA JOSÉ", "María González"],
    ["Müller, Anna-Lena", "Anna-Lena Muller"],
    ["Daniel O'Brien", "Daniel OBrien"],
  ])("%s is the account %s", (certificate, account) => {
    expect(compareTraineeName(certificate, account)).toBe("matches");
  });

  it.each([
    ["Okafor, Chinedu E.", "John Smith"],
    ["Jane Smith", "John Smith"],
    ["John Smithers", "John Smith"],
    ["K. Smith", "John Smith"],
  ])("%s is someone else than %s", (certificate, account) => {
    expect(compareTraineeName(certificate, account)).toBe("different");
  });

  it("is unknown when there is nothing to compare", () => {
    expect(compareTraineeName(null, "John Smith")).toBe("unknown");
    expect(compareTraineeName("John Smith", "")).toBe("unknown");
    expect(compareTraineeName("John Smith", "Johnny")).toBe("unknown");
  });

  it("ends before a date, a licence or what the person performed", () => {
    expect(traineeNameOf("Priyanka Sharma on 12 March 2025")).toBe("Priyanka Sharma");
    expect(traineeNameOf("Mr. Pieter VAN DER BERG (Licence No. NL.66.40121)")).toBe("Pieter VAN DER BERG");
    expect(traineeNameOf("J. R. Alvarez performed a Wheel and Brake Change")).toBe("J. R. Alvarez");
  });
});
describe("the trainee in a sentence", () => {
  it("drops the words that say who the person is to the writer", () => {
    const data = readTrainingDocument(
      "Eastern Shore Aviation\nThis letter confirms that our technician, Kevin O'Brien, attended the Wheel and Brake Change course on March 18, 2025.\nPatricia Howell\nMaintenance Manager",
    );
    expect(data.traineeName).toBe("Kevin O'Brien");
  });

  it("reads the name before 'successfully completed' ending its line", () => {
    const data = readTrainingDocument(
      "Pinnacle Type Training\n\nSofia Marino successfully completed\nCRJ700 Engine Ground Run & Taxi Procedures\non March 12, 2025.",
    );
    expect(data).toMatchObject({
      traineeName: "Sofia Marino",
      courseTitle: "CRJ700 Engine Ground Run & Taxi Procedures",
    });
    // A sentence, not a name, before the words.
    expect(
      readTrainingDocument("The course was successfully completed\non March 12, 2025.").traineeName,
    ).toBeNull();
  });
});

describe("the trainee from the layout", () => {
  it("is the name under the letterhead when the heading is at the foot", () => {
    const data = readTrainingDocument(
      "Harbourside Aviation Training\nOwen Gallagher\nTool Control and FOD Prevention\n14/03/2025\n\nCertificate of Attendance",
    );
    expect(data).toMatchObject({
      traineeName: "Owen Gallagher",
      courseTitle: "Tool Control and FOD Prevention",
    });
    // A stamp above the letterhead does not move where the letterhead is.
    expect(
      readTrainingDocument(
        "CONFIDENTIAL\nHarbourside Aviation Training\nOwen Gallagher\nTool Control and FOD Prevention\n14/03/2025\n\nCertificate of Attendance",
      ),
    ).toMatchObject({
      traineeName: "Owen Gallagher",
      courseTitle: "Tool Control and FOD Prevention",
      provider: "Harbourside Aviation Training",
    });
    // Far below the letterhead, a name is a signer's.
    expect(
      readTrainingDocument(
        "Harbourside Aviation Training\nTool Control and FOD Prevention\n14/03/2025\nApproved\nOwen Gallagher\nCertificate of Attendance",
      ).traineeName,
    ).toBeNull();
  });

  it("is never read from a heading taken for a column of labels", () => {
    const data = readTrainingDocument(
      "Sunbelt Aviation Academy\nCERTIFICATE\npresented to\nCarla Mendes\nin recognition of completing the\nEngine Run-Up and Taxi Procedures course\nheld March 12-14, 2025 in Miami, Florida",
    );
    expect(data).toMatchObject({
      traineeName: "Carla Mendes",
      completionDate: "2025-03-14",
      certificateNumber: null,
    });
  });
});
