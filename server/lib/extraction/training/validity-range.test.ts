import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";

describe("a validity written as two dates", () => {
  it("reads the first as the day the certificate took effect and the second as its expiry", () => {
    expect(readTrainingDocument("Course: EWIS\nValid from 14/03/2025 to 14/03/2027")).toMatchObject({
      completionDate: "2025-03-14",
      expiryDate: "2027-03-14",
    });
    expect(readTrainingDocument("Course: EWIS\nValidity: 14.03.2025 - 14.03.2027")).toMatchObject({
      completionDate: "2025-03-14",
      expiryDate: "2027-03-14",
    });
  });

  it("never overrides a stated completion, and reads no range from one date", () => {
    expect(
      readTrainingDocument("Course: EWIS\nCompleted: 10 March 2025\nValid from 14/03/2025 to 14/03/2027"),
    ).toMatchObject({ completionDate: "2025-03-10", expiryDate: "2027-03-14" });
    expect(readTrainingDocument("Course: EWIS\nValid from 14/03/2025")).toMatchObject({
      completionDate: null,
      expiryDate: null,
    });
  });
});
