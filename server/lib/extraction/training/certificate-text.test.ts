import { describe, expect, it } from "vitest";
import { isWrappedLine, prepareCertificate, unwrappedLines } from "./certificate-text";
import { readTrainingDocument } from "./reader";

describe("a certificate's lines", () => {
  it("take one blank line as a gap in a document that is not double spaced", () => {
    expect(prepareCertificate("A\nB\n\nC\nD").gapBefore).toEqual([false, false, true, false]);
  });

  it("take only a wider gap as one when a blank line follows every line", () => {
    expect(prepareCertificate("A\n\nB\n\nC\n\n\nD").gapBefore).toEqual([false, false, false, true]);
  });

  it("read a title over two lines of a double-spaced document, and not the date below it", () => {
    const data = readTrainingDocument(
      "Course: Fuel Tank Safety Phase 1 and Phase 2 with Critical Design\n\nConfiguration Control Limitations (CDCCL)\n\nDate of Completion: 08/28/2025",
    );
    expect(data.courseTitle).toBe(
      "Fuel Tank Safety Phase 1 and Phase 2 with Critical Design Configuration Control Limitations (CDCCL)",
    );
    expect(data.completionDate).toBe("2025-08-28");
  });

  it("read numbered form fields and dot leaders as labels", () => {
    expect(prepareCertificate("2. Name: Karol Nowak").lines).toEqual(["Name: Karol Nowak"]);
    expect(prepareCertificate("12. March 2025").lines).toEqual(["12. March 2025"]);
    expect(prepareCertificate("NAME ....... Jane Doe").cells).toEqual([["NAME", "Jane Doe"]]);
  });

  it("drops the blank a form's value was written into, not a signature line", () => {
    const text = prepareCertificate(
      "Name of Student: __Owen Gallagher__   Student ID: 200481\nSignature: ________",
    );
    expect(text.cells[0]).toEqual(["Name of Student: Owen Gallagher", "Student ID: 200481"]);
    expect(text.lines[1]).toBe("Signature: ________");
  });

  it("joins back the lines of a paragraph the page wrapped, not short lines", () => {
    const long =
      "Under the exposition approved by the CAA, we certify that Stefan Novak attended a session of 4";
    expect(unwrappedLines(prepareCertificate(`${long}\nhours.\nQuality Manager`))).toEqual([
      `${long} hours.`,
      "Quality Manager",
    ]);
    expect(unwrappedLines(prepareCertificate("Duration: 4\nhours"))).toEqual(["Duration: 4", "hours"]);
  });

  it("takes a line nearly as long as a narrow page's longest as wrapped, unless it ends a sentence", () => {
    const text = prepareCertificate(
      [
        "The course reviewed changes to 14 CFR Parts 43 and 145 and to",
        "the Repair Station Manual during the past year, for all staff",
        "members.",
        "Short line",
      ].join("\n"),
    );
    expect([0, 1, 2, 3].map((index) => isWrappedLine(text, index))).toEqual([true, true, false, false]);
  });
});

describe("marks that say nothing of the certificate", () => {
  it("drops a page's number on a line of its own", () => {
    expect(prepareCertificate("Course: EWIS\nPage 1 of 2\n- 2 -\n1 of 2\nPage 3").lines).toEqual([
      "Course: EWIS",
    ]);
    // A number inside a line, or a value of a column, stays.
    expect(prepareCertificate("Hours: 1 of 2 days\n12/25").lines).toEqual(["Hours: 1 of 2 days", "12/25"]);
  });

  it("never takes a stamp above the letterhead for the provider", () => {
    const data = readTrainingDocument(
      "CONFIDENTIAL\nGulf Coast Aviation Academy\nCertificate of Training\nCourse: Shop Safety\nName: Marcus Lee",
    );
    expect(data.provider).toBe("Gulf Coast Aviation Academy");
    expect(readTrainingDocument("Certified True Copy\nAcme Aero\nCourse: Shop Safety").provider).toBe(
      "Acme Aero",
    );
  });
});
