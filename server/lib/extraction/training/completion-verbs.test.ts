import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";

describe("the ways a certificate says a course was done", () => {
  it.each([
    "has received training in",
    "was trained on",
    "has undergone",
    "took part in",
    "successfully finished",
  ])("reads the name, the title and the date around '%s'", (verb) => {
    const data = readTrainingDocument(
      `Acme Aero Academy\nRavi Kumar ${verb} Engine Run-Up and Taxi Procedures on 14 March 2025.`,
    );
    expect(data).toMatchObject({
      traineeName: "Ravi Kumar",
      courseTitle: "Engine Run-Up and Taxi Procedures",
      completionDate: "2025-03-14",
    });
  });

  it("reads a title after a capital 'A' or 'In' whole, not as an article", () => {
    expect(readTrainingDocument("Jane Doe completed Altimeter Testing on 2 May 2025.").courseTitle).toBe(
      "Altimeter Testing",
    );
    expect(
      readTrainingDocument("Jane Doe completed Indoctrination Training on 2 May 2025.").courseTitle,
    ).toBe("Indoctrination Training");
  });

  it("keeps a comma inside a title, and a title's parenthesis on the next line", () => {
    const data = readTrainingDocument(
      "This is to confirm that Kenji Watanabe completed Altimeter, Static System and Transponder Testing\n(14 CFR 91.411 and 91.413) on 2 October 2025, a course of 12 hours.",
    );
    expect(data.courseTitle).toBe(
      "Altimeter, Static System and Transponder Testing (14 CFR 91.411 and 91.413)",
    );
  });

  it("does not read a date, hours or an employer as the title or the name", () => {
    expect(readTrainingDocument("Course: EWIS\nCompleted on September 9, 2025 - 4 hours").courseTitle).toBe(
      "EWIS",
    );
    expect(
      readTrainingDocument("Ravi Kumar has completed 8 hours of training in Human Factors on 03/14/2025")
        .courseTitle,
    ).toBe("Human Factors");
    expect(
      readTrainingDocument("This is to certify that Mr. Ravi Kumar of Delta Air Lines has completed EWIS.")
        .traineeName,
    ).toBe("Ravi Kumar");
    expect(readTrainingDocument("Ravi Kumar completed EWIS in March 2025.").courseTitle).toBe("EWIS");
  });

  it("reads an on-the-job sign-off: the task performed, and the date after a later 'on'", () => {
    const data = readTrainingDocument(
      "I certify that J. R. Alvarez performed a Wheel and Brake Change on a Citation CJ3 under my supervision on 2025-07-22.",
    );
    expect(data).toMatchObject({
      traineeName: "J. R. Alvarez",
      courseTitle: "Wheel and Brake Change",
      completionDate: "2025-07-22",
    });
  });

  it("reads the last day of a dotted range a course was held over", () => {
    expect(
      readTrainingDocument("Course: B1 Type Training\nheld from 03.02.2025 to 14.03.2025 at Hoofddorp.")
        .completionDate,
    ).toBe("2025-03-14");
  });
});
