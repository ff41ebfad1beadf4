import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATA_CHAPTERS } from "./logbook";
import {
  countersignedCoverage,
  countsInSummary,
  EVIDENCE_LISTED_TASKS,
  requirementEvidence,
  type SummarizedEntry,
  type SummaryGroup,
  summarizeLogbook,
  summarizeLogbookGroups,
  summaryGroupOf,
} from "./logbook-summary";

let next = 0;
function entry(values: Partial<SummarizedEntry & { task: string }> = {}): SummarizedEntry & { task: string } {
  next += 1;
  return {
    id: `e${String(next).padStart(3, "0")}`,
    performedOn: "2026-05-01",
    aircraftMake: "Cessna",
    aircraftModel: "172",
    ataChapter: "32",
    activityKind: "inspection",
    minutes: 60,
    status: "countersigned",
    supersededBy: null,
    task: "Task",
    ...values,
  };
}

describe("summarizeLogbook", () => {
  it("counts tasks and minutes per chapter, aircraft and kind, countersigned versus not", () => {
    const summary = summarizeLogbook([
      entry({ ataChapter: "32", minutes: 90 }),
      entry({ ataChapter: "32", status: "draft", minutes: 30 }),
      entry({ ataChapter: "05", aircraftMake: "cessna ", activityKind: "servicing", status: "declined" }),
      entry({ ataChapter: "71", aircraftMake: "Piper", aircraftModel: "PA-28", status: "submitted" }),
    ]);
    expect(summary.totals).toEqual({
      tasks: 4,
      minutes: 240,
      countersignedTasks: 1,
      countersignedMinutes: 90,
    });
    expect(summary.byChapter).toEqual([
      {
        key: "05",
        label: "ATA 05 Time limits / maintenance checks",
        tasks: 1,
        minutes: 60,
        countersignedTasks: 0,
        countersignedMinutes: 0,
      },
      {
        key: "32",
        label: "ATA 32 Landing gear",
        tasks: 2,
        minutes: 120,
        countersignedTasks: 1,
        countersignedMinutes: 90,
      },
      {
        key: "71",
        label: "ATA 71 Power plant",
        tasks: 1,
        minutes: 60,
        countersignedTasks: 0,
        countersignedMinutes: 0,
      },
    ]);
    // One type whatever the case and spaces, named as first written; most tasks first.
    expect(summary.byAircraft.map((row) => [row.label, row.tasks, row.countersignedTasks])).toEqual([
      ["Cessna 172", 3, 1],
      ["Piper PA-28", 1, 0],
    ]);
    expect(summary.byActivityKind.map((row) => [row.label, row.tasks])).toEqual([
      ["Familiarisation", 0],
      ["Servicing", 1],
      ["Inspection", 3],
      ["Removal / installation", 0],
      ["Troubleshooting", 0],
      ["Repair", 0],
      ["Modification", 0],
      ["Test", 0],
    ]);
  });

  it("leaves out an entry a correction superseded, and counts the correction", () => {
    const summary = summarizeLogbook([
      entry({ ataChapter: "32", supersededBy: "e999" }),
      entry({ ataChapter: "29", status: "countersigned" }),
    ]);
    expect(summary.totals.tasks).toBe(1);
    expect(summary.byChapter.map((row) => row.key)).toEqual(["29"]);
  });

  it("lists every chapter without a countersigned task for the coverage view", () => {
    const summary = summarizeLogbook([
      entry({ ataChapter: "32" }),
      entry({ ataChapter: "24", status: "draft" }),
    ]);
    const uncovered = summary.chaptersWithoutCountersignedTask.map((c) => c.chapter);
    expect(uncovered).toHaveLength(ATA_CHAPTERS.length - 1);
    expect(uncovered).not.toContain("32");
    expect(uncovered).toContain("24");
    expect(countersignedCoverage(summary)).toEqual([
      { chapter: "32", label: "ATA 32 Landing gear", tasks: 1 },
    ]);
  });

  it("answers zeros for an empty logbook", () => {
    const summary = summarizeLogbook([]);
    expect(summary.totals).toEqual({ tasks: 0, minutes: 0, countersignedTasks: 0, countersignedMinutes: 0 });
    expect(summary.byChapter).toEqual([]);
    expect(summary.chaptersWithoutCountersignedTask).toHaveLength(ATA_CHAPTERS.length);
  });
});

describe("requirementEvidence", () => {
  const periods = [
    { from: "2020-01-01", to: "2020-12-31" },
    { from: "2023-01-01", to: "2026-06-30" },
  ];

  it("counts the countersigned tasks within the counted periods, newest first", () => {
    const entries = [
      entry({ performedOn: "2019-12-31" }),
      entry({ performedOn: "2020-03-01", task: "Brake change" }),
      entry({ performedOn: "2021-06-01" }),
      entry({ performedOn: "2024-02-02", task: "Gear swing" }),
      entry({ performedOn: "2024-02-03", status: "draft" }),
      entry({ performedOn: "2024-02-04", supersededBy: "x" }),
    ];
    const evidence = requirementEvidence({ periods, window: null }, entries);
    expect(evidence.countersignedTasks).toBe(2);
    expect(evidence.tasks.map((t) => [t.performedOn, t.task, t.aircraft])).toEqual([
      ["2024-02-02", "Gear swing", "Cessna 172"],
      ["2020-03-01", "Brake change", "Cessna 172"],
    ]);
  });

  it("cuts the periods to the rule's window and lists at most a few tasks", () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry({ performedOn: `2025-0${i + 1}-10` }));
    const evidence = requirementEvidence({ periods, window: { from: "2025-03-01", to: "2026-06-30" } }, [
      ...entries,
      entry({ performedOn: "2020-05-05" }),
    ]);
    expect(evidence.countersignedTasks).toBe(6);
    expect(evidence.tasks).toHaveLength(EVIDENCE_LISTED_TASKS);
    expect(evidence.tasks[0]?.performedOn).toBe("2025-08-10");
  });

  it("has nothing without periods", () => {
    expect(requirementEvidence({ periods: [], window: null }, [entry()])).toEqual({
      countersignedTasks: 0,
      tasks: [],
    });
  });
});

describe("summarizeLogbookGroups", () => {
  const kinds = ["inspection", "servicing", "test"] as const;
  const entryArbitrary = fc.record({
    ataChapter: fc.constantFrom("05", "29", "32", "71"),
    aircraftMake: fc.constantFrom("Cessna", "cessna ", "CESSNA", "Piper"),
    aircraftModel: fc.constantFrom("172", "172S", "PA-28"),
    activityKind: fc.constantFrom(...kinds),
    minutes: fc.integer({ min: 1, max: 1440 }),
    status: fc.constantFrom("draft", "submitted", "countersigned", "declined" as const),
    superseded: fc.boolean(),
  });

  it("gives over groups what summarizeLogbook gives over the entries they hold", () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 60 }), (drawn) => {
        const entries = drawn.map(({ superseded, ...values }) =>
          entry({ ...values, supersededBy: superseded ? "later" : null }),
        );
        // Grouped as the database groups them: by chapter, aircraft as written, kind, countersigned.
        const groups = new Map<string, SummaryGroup>();
        for (const one of entries.filter(countsInSummary).map(summaryGroupOf)) {
          const key = [one.ataChapter, one.aircraft, one.activityKind, one.countersigned].join("|");
          const group = groups.get(key);
          if (group) {
            group.tasks += one.tasks;
            group.minutes += one.minutes;
          } else groups.set(key, { ...one });
        }
        expect(summarizeLogbookGroups([...groups.values()])).toEqual(summarizeLogbook(entries));
      }),
    );
  });
});
