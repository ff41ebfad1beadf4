import { describe, expect, it } from "vitest";
import { prepareCertificate } from "./certificate-text";
import { readTrainingDocument } from "./reader";
import { signatureBlockDate } from "./signature-date";

const read = (text: string) => signatureBlockDate(prepareCertificate(text), "day-first");

describe("the date of the signature block", () => {
  it("reads the date on the signature line or beside the line drawn for it", () => {
    expect(read("Place and date: Toulouse, 23/05/2025     Signature: ________")).toBe("2025-05-23");
    expect(read("______________\n14 March 2025\nHead of Training")).toBe("2025-03-14");
    expect(read("Signed: __________   Date: 28.04.2025")).toBe("2025-04-28");
  });

  it("reads a place and a day, and 'given this … day of'", () => {
    expect(read("Zurich, 14.07.2025")).toBe("2025-07-14");
    expect(read("Given this 14th day of March 2025")).toBe("2025-03-14");
    expect(read("Signed at Derby on 3 May 2025")).toBe("2025-05-03");
  });

  it("reads nothing when two signers date differently, or from a sentence far from a signature", () => {
    expect(read("Date: 01.03.2025  Signature: ____\nDate: 05.03.2025  Signature: ____")).toBeNull();
    expect(read("The course ran in Hamburg, with 12 students, from 3 to 7 March 2025.")).toBeNull();
    expect(read("Miami, Florida")).toBeNull();
  });

  it("dates the course only when nothing else does", () => {
    const data = readTrainingDocument(
      "Course: EWIS\nCompleted: 2 March 2025\n____________\nDate: 10 March 2025\nQuality Manager",
    );
    expect(data.completionDate).toBe("2025-03-02");
    expect(
      readTrainingDocument("Course: EWIS\nPlace and date: Toulouse, 23/05/2025   Signature: ____")
        .completionDate,
    ).toBe("2025-05-23");
  });
});
