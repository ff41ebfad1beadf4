import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { describe, expect, it } from "vitest";
import { equipmentRequirement, trainingRequirement, whoCanDoIt } from "./who-can-do-it";

const person = (fullName: string) => ({
  id: fullName,
  fullName,
  email: `${fullName}@example.com`,
  role: "user" as const,
});
const MATRIX: TeamMatrix = {
  tabs: [{ id: "00000000-0000-4000-8000-000000000001", name: "Specialized" }],
  tab: {
    id: "00000000-0000-4000-8000-000000000001",
    name: "Specialized",
    sections: [
      {
        id: "00000000-0000-4000-8000-000000000002",
        name: "Engines",
        items: [
          { id: "00000000-0000-4000-8000-0000000000a1", name: "Engine run-up" },
          { id: "00000000-0000-4000-8000-0000000000a2", name: "Borescope" },
        ],
      },
    ],
  },
  members: [
    { ...person("Ann"), statuses: ["current", "expiring"] },
    { ...person("Ben"), statuses: ["current", "expired"] },
    { ...person("Cy"), statuses: ["pending_sign_off", "not_started"] },
  ],
};
const EQUIPMENT: TeamEquipment = {
  equipment: [{ key: "airframe:boeing 737", discipline: "airframe", label: "Boeing 737", members: 2 }],
  members: [
    { ...person("Ann"), months: [0] },
    { ...person("Ben"), months: [36] },
    { ...person("Cy"), months: [12] },
  ],
};
const names = (list: { fullName: string }[]) => list.map((value) => value.fullName);

describe("whoCanDoIt", () => {
  it("counts current and expiring as trained, and says what a one-away member lacks and why", () => {
    const requirements = [
      trainingRequirement(MATRIX, "00000000-0000-4000-8000-0000000000a1")!,
      trainingRequirement(MATRIX, "00000000-0000-4000-8000-0000000000a2")!,
    ];
    const result = whoCanDoIt(MATRIX.members, requirements);
    expect(names(result.qualified)).toEqual(["Ann"]);
    expect(result.oneAway.map(({ member, lacks, why }) => [member.fullName, lacks, why])).toEqual([
      ["Ben", "Borescope", "Expired"],
    ]);
  });

  it("combines training with experience on a make and model ('B737 + engine run-up, current')", () => {
    const requirements = [
      equipmentRequirement(EQUIPMENT, "airframe:boeing 737")!,
      trainingRequirement(MATRIX, "00000000-0000-4000-8000-0000000000a1")!,
    ];
    const result = whoCanDoIt(MATRIX.members, requirements);
    expect(names(result.qualified)).toEqual(["Ben"]);
    expect(result.oneAway.map(({ member, lacks, why }) => [member.fullName, lacks, why])).toEqual([
      ["Ann", "Boeing 737", "No experience"],
      ["Cy", "Engine run-up", "Awaiting sign-off"],
    ]);
  });

  it("finds nobody when nothing is chosen", () => {
    expect(whoCanDoIt(MATRIX.members, [])).toEqual({ qualified: [], oneAway: [] });
  });
});
