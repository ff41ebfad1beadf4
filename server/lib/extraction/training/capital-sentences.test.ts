import { describe, expect, it } from "vitest";
import { withSmallSentenceWords } from "./capital-sentences";
import { readTrainingDocument } from "./reader";

describe("a sentence printed in capitals", () => {
  it("has the words sentences are built of written small", () => {
    expect(withSmallSentenceWords("THIS IS TO CERTIFY THAT")).toBe("This is to certify that");
    expect(withSmallSentenceWords("HAS SUCCESSFULLY COMPLETED THE FOLLOWING COURSE:")).toBe(
      "has successfully completed the following course:",
    );
    expect(withSmallSentenceWords("IN ACCORDANCE WITH EASA AMC 20-22")).toBe(
      "In accordance with EASA AMC 20-22",
    );
  });

  it("leaves a title, a name, a short line and a line with small letters as they are", () => {
    for (const line of [
      "HUMAN FACTORS IN AVIATION MAINTENANCE",
      "PRIYA RAMAN",
      "FUEL TANK SAFETY PHASE 1 AND 2",
      "OF THE",
      "This is to certify that",
    ])
      expect(withSmallSentenceWords(line)).toBe(line);
  });

  it("lets a certificate in capitals be read like one in small letters", () => {
    const data = readTrainingDocument(
      [
        "SKYWAY TECHNICAL TRAINING",
        "CERTIFICATE OF TRAINING",
        "THIS IS TO CERTIFY THAT",
        "MARCUS T. WHITFIELD",
        "HAS SUCCESSFULLY COMPLETED THE COURSE",
        "EWIS AWARENESS TRAINING (GROUPS 1-6)",
        "IN ACCORDANCE WITH EASA AMC 20-22",
        "ON 18 SEPTEMBER 2025",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      traineeName: "MARCUS T. WHITFIELD",
      courseTitle: "EWIS AWARENESS TRAINING (GROUPS 1-6)",
      completionDate: "2025-09-18",
      provider: "SKYWAY TECHNICAL TRAINING",
    });
  });
});
