import type { TeamMatrix } from "@domain/schemas/team";
import { describe, expect, it } from "vitest";
import { whoCanDoIt } from "./who-can-do-it";

const ITEMS = [
  { id: "run-up", name: "Engine run-up" },
  { id: "borescope", name: "Borescope" },
  { id: "ndt", name: "NDT" },
];
const member = (fullName: string, statuses: TeamMatrix["members"][number]["statuses"]) => ({
  id: fullName,
  fullName,
  email: `${fullName}@example.com`,
  role: "user" as const,
  statuses,
});
const MEMBERS = [
  member("Ann", ["current", "expiring", "not_started"]),
  member("Ben", ["current", "expired", "current"]),
  member("Cy", ["pending_sign_off", "not_started", "current"]),
];

describe("whoCanDoIt", () => {
  it("counts current and expiring as trained, and names what the one-away members lack", () => {
    const result = whoCanDoIt(MEMBERS, ITEMS, new Set(["run-up", "borescope"]));
    expect(result.qualified.map((value) => value.fullName)).toEqual(["Ann"]);
    expect(
      result.oneAway.map(({ member: value, missing }) => [value.fullName, missing.name, missing.status]),
    ).toEqual([["Ben", "Borescope", "expired"]]);
  });

  it("finds nobody for nothing chosen, and nobody qualified when all lack the item", () => {
    expect(whoCanDoIt(MEMBERS, ITEMS, new Set())).toEqual({ qualified: [], oneAway: [] });
    const ndt = whoCanDoIt(MEMBERS, ITEMS, new Set(["ndt", "run-up"]));
    expect(ndt.qualified.map((value) => value.fullName)).toEqual(["Ben"]);
    expect(ndt.oneAway.map(({ member: value }) => value.fullName)).toEqual(["Ann", "Cy"]);
  });
});
