import { describe, expect, it } from "vitest";
import { prepareCertificate } from "./certificate-text";
import { datedRows } from "./dated-rows";
import { proposeMappings } from "./mapping";
import { readTrainingDocument } from "./reader";
import { courseTableRows } from "./table";

const SHEET = [
  "High Desert Aviation Maintenance",
  "OJT Sign-off Sheet",
  "Technician: Eli Thompson",
  "",
  "Nitrogen Servicing of Main Gear Tires and Shock Struts - 06/02/2025 - signed R. Diaz",
  "Engine Oil Servicing - PT6A-60A - 06/03/2025 - signed R. Diaz",
].join("\n");

describe("a list of dated lines without a header", () => {
  it("reads each line's title and date, by dashes or by columns", () => {
    expect(datedRows(prepareCertificate(SHEET))).toEqual([
      {
        courseTitle: "Nitrogen Servicing of Main Gear Tires and Shock Struts",
        completionDate: "06/02/2025",
        line: 3,
      },
      { courseTitle: "Engine Oil Servicing - PT6A-60A", completionDate: "06/03/2025", line: 4 },
    ]);
    const columns = prepareCertificate(
      "Shop Safety and PPE      2025-02-11\nTool Control and FOD      2025-02-12",
    );
    expect(datedRows(columns).map((row) => row.courseTitle)).toEqual([
      "Shop Safety and PPE",
      "Tool Control and FOD",
    ]);
  });

  it("makes the first line the document's course and every line a course to map", () => {
    expect(readTrainingDocument(SHEET)).toMatchObject({
      courseTitle: "Nitrogen Servicing of Main Gear Tires and Shock Struts",
      completionDate: "2025-06-02",
      traineeName: "Eli Thompson",
    });
    expect(courseTableRows(prepareCertificate(SHEET))).toHaveLength(2);
  });

  it("needs two lines in a row, a title of two words, and never a label", () => {
    expect(datedRows(prepareCertificate("Human Factors Initial - 2025-03-01"))).toEqual([]);
    expect(datedRows(prepareCertificate("Issued - 2025-03-01\nExpires - 2027-03-01"))).toEqual([]);
    expect(datedRows(prepareCertificate("Issue date - 2025-03-01\nExpiry date - 2027-03-01"))).toEqual([]);
    expect(datedRows(prepareCertificate("Human Factors - 2025-03-01\n\nShop Safety - 2025-03-02"))).toEqual(
      [],
    );
  });
});

describe("a transcript's courses not completed", () => {
  const HISTORY = [
    "Date          Course                                   Hours    Status",
    "02/11/2025    Shop Safety and Fire Extinguisher Use    2        Complete",
    "02/20/2025    Engine Run-up and Taxi - DHC-8-400       16       Incomplete",
  ].join("\n");

  it("are no course of the document's and complete no item", () => {
    expect(courseTableRows(prepareCertificate(HISTORY))).toHaveLength(1);
    const items = [{ id: "run", name: "Engine run-up and taxi", keywords: ["engine run", "taxi"] }];
    expect(
      proposeMappings({ courseTitle: "Shop Safety and Fire Extinguisher Use", text: HISTORY }, items),
    ).toEqual([]);
  });

  it("leave the first completed course as the document's", () => {
    const text = HISTORY.split("\n");
    const reordered = [text[0], text[2], text[1]].join("\n");
    expect(readTrainingDocument(reordered).courseTitle).toBe("Shop Safety and Fire Extinguisher Use");
  });
});
