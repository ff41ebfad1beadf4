// 'Who can do it?' (docs/product.md §17.2): the members who meet every chosen requirement (training
// items current or expiring, experience on a make and model), and those one requirement away, with
// what they lack.

import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { countsAsTrained, MATRIX_STATUS_LABELS } from "@domain/training-status";

export interface TeamPerson {
  id: string;
  fullName: string;
}

export interface Requirement {
  key: string;
  name: string;
  /** Why the member does not meet it ('Expired', 'No experience'), or null when they do. */
  shortfall(memberId: string): string | null;
}

export interface Qualification {
  qualified: TeamPerson[];
  oneAway: { member: TeamPerson; lacks: string; why: string }[];
}

export function whoCanDoIt(
  members: readonly TeamPerson[],
  requirements: readonly Requirement[],
): Qualification {
  const result: Qualification = { qualified: [], oneAway: [] };
  if (requirements.length === 0) return result;
  for (const member of members) {
    const unmet = requirements.flatMap((requirement) => {
      const why = requirement.shortfall(member.id);
      return why === null ? [] : [{ name: requirement.name, why }];
    });
    if (unmet.length === 0) result.qualified.push(member);
    else if (unmet.length === 1) result.oneAway.push({ member, lacks: unmet[0]!.name, why: unmet[0]!.why });
  }
  return result;
}

/** A training item of the matrix as a requirement: trained means current or expiring. */
export function trainingRequirement(matrix: TeamMatrix, itemId: string): Requirement | null {
  const items = matrix.tab?.sections.flatMap((section) => section.items) ?? [];
  const index = items.findIndex((item) => item.id === itemId);
  if (index < 0) return null;
  const statuses = new Map(
    matrix.members.map((member) => [member.id, member.statuses[index] ?? "not_started"]),
  );
  return {
    key: `item:${itemId}`,
    name: items[index]!.name,
    shortfall: (memberId) => {
      const status = statuses.get(memberId) ?? "not_started";
      return countsAsTrained(status) ? null : MATRIX_STATUS_LABELS[status];
    },
  };
}

/** A make and model as a requirement: any months of experience on it. */
export function equipmentRequirement(equipment: TeamEquipment, key: string): Requirement | null {
  const index = equipment.equipment.findIndex((column) => column.key === key);
  if (index < 0) return null;
  const months = new Map(equipment.members.map((member) => [member.id, member.months[index] ?? 0]));
  return {
    key: `equipment:${key}`,
    name: equipment.equipment[index]!.label,
    shortfall: (memberId) => ((months.get(memberId) ?? 0) > 0 ? null : "No experience"),
  };
}
