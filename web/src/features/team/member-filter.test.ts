import type { TeamMemberView } from "@domain/schemas/team";
import { describe, expect, it } from "vitest";
import { buildTeamMember } from "@/test/team";
import { DEFAULT_CRITERIA, filterMembers } from "./member-filter";

const member = buildTeamMember;

const TEAM = [
  member({ id: "a", fullName: "Zoë Ángel", email: "zoe@north.example", experience: 12, expiredItems: 1 }),
  member({ id: "b", fullName: "Alex Chief", role: "admin", experience: 3.5, pendingSignOffs: 2 }),
  member({ id: "c", fullName: "Mia Ortiz", experience: 7, expiringItems: 1, trainingCompletion: 80 }),
];
const names = (list: TeamMemberView[]) => list.map((value) => value.fullName);

describe("filterMembers", () => {
  it("sorts by name by default and searches names and e-mails without case or accents", () => {
    expect(names(filterMembers(TEAM, DEFAULT_CRITERIA))).toEqual(["Alex Chief", "Mia Ortiz", "Zoë Ángel"]);
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, search: "zoe ang" }))).toEqual(["Zoë Ángel"]);
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, search: "NORTH" }))).toEqual(["Zoë Ángel"]);
    expect(filterMembers(TEAM, { ...DEFAULT_CRITERIA, search: "nobody" })).toEqual([]);
  });

  it("filters by role and by what needs attention", () => {
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, role: "admin" }))).toEqual(["Alex Chief"]);
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, training: "expired" }))).toEqual(["Zoë Ángel"]);
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, training: "expiring" }))).toEqual(["Mia Ortiz"]);
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, training: "pending" }))).toEqual(["Alex Chief"]);
  });

  it("filters by a position its holders hold", () => {
    const shop = { id: "p1", name: "Avionics shop" };
    const team = [member({ id: "d", fullName: "Dana Holder", positions: [shop] }), ...TEAM];
    expect(names(filterMembers(team, { ...DEFAULT_CRITERIA, positionId: "p1" }))).toEqual(["Dana Holder"]);
    expect(filterMembers(team, { ...DEFAULT_CRITERIA, positionId: "p2" })).toEqual([]);
  });

  it("sorts by any column, either way", () => {
    expect(names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, sort: "experience", descending: true }))).toEqual(
      ["Zoë Ángel", "Mia Ortiz", "Alex Chief"],
    );
    expect(
      names(filterMembers(TEAM, { ...DEFAULT_CRITERIA, sort: "trainingCompletion", descending: true }))[0],
    ).toBe("Mia Ortiz");
  });
});
