import type { CountersignEntry } from "@domain/schemas/logbook";
import { describe, expect, it } from "vitest";
import { countersignEntryFacts } from "./countersign-entry-facts";

const entry: CountersignEntry = {
  id: "00000000-0000-4000-8000-000000000001",
  performedOn: "2026-03-04",
  employerName: "Skyline MRO",
  aircraftMake: "Boeing",
  aircraftModel: "737",
  aircraftSeries: "800",
  aircraftRegistration: "N123SK",
  ataChapter: "32",
  task: "Replaced the left main wheel",
  activityKind: "removal_installation",
  minutes: 90,
  workOrder: "WO-881",
  evidenceFilename: null,
};

describe("countersignEntryFacts", () => {
  it("names every fact a supervisor decides on, in one line", () => {
    expect(countersignEntryFacts(entry)).toBe(
      "2026-03-04 · Boeing 737 800 (N123SK) · ATA 32 Landing gear · Removal / installation · 90 min · WO-881 · Skyline MRO",
    );
  });

  it("names the evidence by its file name only", () => {
    expect(countersignEntryFacts({ ...entry, evidenceFilename: "wo-881-scan.pdf" })).toBe(
      "2026-03-04 · Boeing 737 800 (N123SK) · ATA 32 Landing gear · Removal / installation · 90 min · WO-881 · Skyline MRO · Evidence: wo-881-scan.pdf",
    );
  });

  it("leaves out what the technician did not give, without empty separators", () => {
    expect(
      countersignEntryFacts({
        ...entry,
        aircraftSeries: null,
        aircraftRegistration: null,
        workOrder: null,
        employerName: null,
      }),
    ).toBe("2026-03-04 · Boeing 737 · ATA 32 Landing gear · Removal / installation · 90 min");
  });
});
