import { describe, expect, it } from "vitest";
import { readTrainingDocument } from "./reader";
import { columnsByKind, splitHeaderCell, splitRowCells } from "./table-cells";

describe("a table whose gaps a PDF narrowed", () => {
  it("splits a header's labels run together, with a course column and the fewest labels", () => {
    expect(splitHeaderCell("Course Date Completed Hours")).toEqual(["Course", "Date Completed", "Hours"]);
    expect(splitHeaderCell("Date Course")).toEqual(["Date", "Course"]);
  });

  it("does not split words that are not all labels", () => {
    expect(splitHeaderCell("Human Factors Training")).toBeNull();
    expect(splitHeaderCell("Course")).toBeNull();
  });

  it("splits a date off the text it touches, never a date inside words", () => {
    expect(splitRowCells(["03/11/2025 Altimeter Testing", "8"])).toEqual([
      "03/11/2025",
      "Altimeter Testing",
      "8",
    ]);
    expect(splitRowCells(["Human Factors 02/10/2025", "4"])).toEqual(["Human Factors", "02/10/2025", "4"]);
    expect(splitRowCells(["Held on 02/10/2025 at Miami"])).toEqual(["Held on 02/10/2025 at Miami"]);
  });

  it("places a short row's cells by what they are", () => {
    const fields = ["completionDate", "courseTitle", "other", "hours"] as const;
    expect(columnsByKind([...fields], ["03/20/2025", "RVSM Airworthiness", "Recurrent"])).toEqual([0, 1, 2]);
    expect(
      columnsByKind(
        ["courseTitle", "completionDate", "hours", "expiryDate"],
        ["Tool Control", "02/12/2025", "1"],
      ),
    ).toEqual([0, 1, 2]);
  });

  it("reads the first course of a transcript whose columns a PDF ran together", () => {
    const data = readTrainingDocument(
      [
        "Horizon Regional Airlines",
        "Employee: Ramirez, Jorge",
        "Course Date Completed Hours   Next Due",
        "Human Factors Recurrent 02/10/2025   4   02/2027",
        "Tool Control and FOD Prevention 02/12/2025   1",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      courseTitle: "Human Factors Recurrent",
      completionDate: "2025-02-10",
      hours: 4,
      expiryDate: "2027-02",
    });
  });

  it("never takes a heading of one cell for a table header", () => {
    const data = readTrainingDocument(
      "Course Completion Certificate\nJane Doe   Brian Cole\nCourse: EWIS Awareness",
    );
    expect(data.courseTitle).toBe("EWIS Awareness");
  });
});
