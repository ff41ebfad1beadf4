import { describe, expect, it } from "vitest";
import { captionedValues } from "./captions";
import { prepareCertificate } from "./certificate-text";
import { readTrainingDocument } from "./reader";

describe("a value over its caption", () => {
  it("reads the name over 'Student', not the instructor's beside it", () => {
    const text = "Priya Natarajan        Brian Cole\n__________     __________\nStudent        Instructor";
    expect(captionedValues(prepareCertificate(text), "traineeName")).toEqual(["Priya Natarajan"]);
    expect(readTrainingDocument(`Certificate of Completion\n${text}\nCourse: EWIS`).traineeName).toBe(
      "Priya Natarajan",
    );
  });

  it("does not read a name over a caption that names only a signature or a role", () => {
    const text = "Course: EWIS\nRobert Lee\n__________\nName\nBrian Cole\nInstructor";
    expect(readTrainingDocument(text).traineeName).toBeNull();
  });

  it("does not take a sentence's words for captions", () => {
    const text = "Course: EWIS\nRobert Lee\nStudent of the year";
    expect(captionedValues(prepareCertificate(text), "traineeName")).toEqual([]);
  });
});
