import { describe, expect, it } from "vitest";
import {
  ATA_CHAPTERS,
  ataChapterLabel,
  isLockedEntry,
  LOGBOOK_ACTIONS,
  LOGBOOK_ACTIVITY_KIND_LABELS,
  LOGBOOK_ACTIVITY_KINDS,
  type LOGBOOK_STATUSES,
  logbookTransition,
} from "./logbook";
import { logbookEntryInputSchema } from "./schemas/logbook";

describe("ATA chapters", () => {
  it("lists the aircraft chapters once each, in order, with the standard titles", () => {
    const numbers = ATA_CHAPTERS.map((c) => c.chapter);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);
    expect(numbers.every((n) => /^\d\d$/.test(n))).toBe(true);
    expect(ataChapterLabel("21")).toBe("ATA 21 Air conditioning");
    expect(ataChapterLabel("24")).toBe("ATA 24 Electrical power");
    expect(ataChapterLabel("27")).toBe("ATA 27 Flight controls");
    expect(ataChapterLabel("32")).toBe("ATA 32 Landing gear");
    for (let n = 71; n <= 80; n++) expect(numbers).toContain(String(n));
    expect(ataChapterLabel("99")).toBe("ATA 99");
  });

  it("labels every activity kind", () => {
    expect(LOGBOOK_ACTIVITY_KINDS.map((kind) => LOGBOOK_ACTIVITY_KIND_LABELS[kind])).toEqual([
      "Familiarisation",
      "Servicing",
      "Inspection",
      "Removal / installation",
      "Troubleshooting",
      "Repair",
      "Modification",
      "Test",
    ]);
  });
});

describe("the entry status rule", () => {
  const open = (status: (typeof LOGBOOK_STATUSES)[number]) => ({ status, supersededBy: null });

  it("lets a draft be edited, deleted and submitted, nothing else", () => {
    const allowed = LOGBOOK_ACTIONS.filter((action) => logbookTransition(open("draft"), action));
    expect(allowed).toEqual(["edit", "delete", "submit"]);
    expect(logbookTransition(open("draft"), "submit")).toBe("submitted");
  });

  it("lets a submitted entry be countersigned, declined or withdrawn, never edited", () => {
    expect(logbookTransition(open("submitted"), "countersign")).toBe("countersigned");
    expect(logbookTransition(open("submitted"), "decline")).toBe("declined");
    expect(logbookTransition(open("submitted"), "withdraw")).toBe("draft");
    expect(logbookTransition(open("submitted"), "edit")).toBeNull();
  });

  it("locks a decided entry: only a correction, once", () => {
    for (const status of ["countersigned", "declined"] as const) {
      const allowed = LOGBOOK_ACTIONS.filter((action) => logbookTransition(open(status), action));
      expect(allowed).toEqual(["correct"]);
      expect(logbookTransition({ status, supersededBy: "a-correction" }, "correct")).toBeNull();
      expect(isLockedEntry(status)).toBe(true);
    }
    expect(isLockedEntry("draft")).toBe(false);
  });
});

describe("the entry schema", () => {
  const valid = {
    performedOn: "2025-03-04",
    aircraftMake: " Cessna ",
    aircraftModel: "172S",
    aircraftRegistration: "n12345",
    ataChapter: "32",
    task: "Replaced tire",
    activityKind: "removal_installation",
    minutes: 60,
    workOrder: "",
  };

  it("trims texts, upper-cases the registration and stores blanks as null", () => {
    expect(logbookEntryInputSchema.parse(valid)).toMatchObject({
      aircraftMake: "Cessna",
      aircraftRegistration: "N12345",
      workOrder: null,
      employmentId: null,
      aircraftSeries: null,
    });
  });

  it("refuses an unknown chapter, an empty task and a time outside 1-1440 minutes", () => {
    expect(logbookEntryInputSchema.safeParse({ ...valid, ataChapter: "99" }).success).toBe(false);
    expect(logbookEntryInputSchema.safeParse({ ...valid, task: "  " }).success).toBe(false);
    expect(logbookEntryInputSchema.safeParse({ ...valid, minutes: 0 }).success).toBe(false);
    expect(logbookEntryInputSchema.safeParse({ ...valid, minutes: 1441 }).success).toBe(false);
  });
});
