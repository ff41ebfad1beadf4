import { describe, expect, it } from "vitest";
import { buildSignOff } from "@/test/fake-training-admin-api";
import { ALL_SIGN_OFFS, choicesOf, daysWaiting, matchesSignOff } from "./sign-off-filter";

const TODAY = new Date(2026, 4, 31, 9, 0);

describe("sign-off filter", () => {
  it("counts whole calendar days waited, whatever the hour", () => {
    expect(daysWaiting("2026-05-24", TODAY)).toBe(7);
    expect(daysWaiting("2026-05-31", new Date(2026, 4, 31, 23, 59))).toBe(0);
    expect(daysWaiting(null, TODAY)).toBeNull();
  });

  it("keeps rows by technician, tab and more than N days waited", () => {
    const old = buildSignOff({ userId: "a", tabId: "t1", completedOn: "2026-04-30" });
    const week = buildSignOff({ userId: "b", tabId: "t2", completedOn: "2026-05-24" });
    const fresh = buildSignOff({ userId: "a", tabId: "t2", completedOn: "2026-05-30" });
    const rows = [old, week, fresh];
    const kept = (criteria: Partial<typeof ALL_SIGN_OFFS>) =>
      rows.filter((row) => matchesSignOff(row, { ...ALL_SIGN_OFFS, ...criteria }, TODAY));
    expect(kept({})).toEqual(rows);
    expect(kept({ userId: "a" })).toEqual([old, fresh]);
    expect(kept({ tabId: "t2" })).toEqual([week, fresh]);
    // Exactly seven days is not more than seven.
    expect(kept({ age: "7" })).toEqual([old]);
    expect(kept({ age: "30" })).toEqual([old]);
    expect(kept({ userId: "b", age: "30" })).toEqual([]);
  });

  it("offers each person and tab once, by name", () => {
    const rows = [
      buildSignOff({ userId: "z", technicianName: "Zoe", tabId: "t1", tabName: "Recurrent" }),
      buildSignOff({ userId: "a", technicianName: "Al", tabId: "t1", tabName: "Recurrent" }),
      buildSignOff({ userId: "z", technicianName: "Zoe", tabId: "t2", tabName: "Initial" }),
    ];
    expect(choicesOf(rows)).toEqual({
      positions: [],
      people: [
        { id: "a", name: "Al" },
        { id: "z", name: "Zoe" },
      ],
      tabs: [
        { id: "t2", name: "Initial" },
        { id: "t1", name: "Recurrent" },
      ],
    });
  });

  it("keeps the rows of people in a position, and offers each position once", () => {
    const avionics = { id: "p1", name: "Avionics shop" };
    const line = { id: "p2", name: "Line technician" };
    const inBoth = buildSignOff({ userId: "a", positions: [line, avionics] });
    const inLine = buildSignOff({ userId: "b", positions: [line] });
    const none = buildSignOff({ userId: "c" });
    const rows = [inBoth, inLine, none];
    expect(rows.filter((row) => matchesSignOff(row, { ...ALL_SIGN_OFFS, positionId: "p1" }, TODAY))).toEqual([
      inBoth,
    ]);
    expect(rows.filter((row) => matchesSignOff(row, { ...ALL_SIGN_OFFS, positionId: "all" }, TODAY))).toEqual(
      rows,
    );
    expect(choicesOf(rows).positions).toEqual([avionics, line]);
  });
});
