import { describe, expect, it } from "vitest";
import { joinNarrowColumnWraps } from "./narrow-column";
import { prepareDocument } from "./text";

function joined(lines: string[]): string[] {
  return joinNarrowColumnWraps(prepareDocument(lines.join("\n")).lines)
    .filter((line) => !line.blank)
    .map((line) => line.text);
}

describe("headings wrapped by a narrow column", () => {
  it("joins a title and a company name that the column wrapped, across the PDF's blank line", () => {
    expect(
      joined([
        "Aircraft Maintenance",
        "Technician",
        "Aerovia Paulista Linhas",
        "",
        "Aéreas — Campinas, Brazil",
        "2019 – present",
        "Scheduled airline. Line",
        "and hangar maintenance on",
        "regional jets, with engine",
        "runs and borescopes.",
        "",
        "Structures Technician",
        "TecnoAero Manutenção",
        "Ltda. (ANAC RBAC 145 /",
        "FAA Part 145) — São José",
        "dos Campos, Brazil",
        "2014 – 2019",
      ]),
    ).toEqual([
      "Aircraft Maintenance Technician",
      "Aerovia Paulista Linhas Aéreas – Campinas, Brazil",
      "2019 – present",
      "Scheduled airline. Line and hangar maintenance on regional jets, with engine runs and borescopes.",
      "Structures Technician",
      "TecnoAero Manutenção Ltda. (ANAC RBAC 145 / FAA Part 145) – São José dos Campos, Brazil",
      "2014 – 2019",
    ]);
  });

  it("leaves table cells and full-width lines alone", () => {
    const cells = ["Sierra Nevada Air Charter, Reno, NV", "Chief Inspector", "2019-04-01", "present"];
    expect(joined(cells)).toEqual(cells);
    const wide = [
      "Lead Avionics Technician, Desert Sky Avionics (FAA Repair Station, Part 145), Mesa, AZ",
      "Senior Technician",
    ];
    expect(joined(wide)).toEqual(wide);
  });
});
