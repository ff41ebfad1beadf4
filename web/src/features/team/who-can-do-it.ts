// 'Who can do it?' over the skills matrix (docs/product.md §17.2): the members trained (current or
// expiring) on every chosen item, and those one item away, with what they lack.

import type { TeamMatrix } from "@domain/schemas/team";
import { countsAsTrained, type TrainingStatus } from "@domain/training-status";

type Member = TeamMatrix["members"][number];

export interface Qualification {
  qualified: Member[];
  /** Trained on all but one chosen item; `missing` says which and why. */
  oneAway: { member: Member; missing: { itemId: string; name: string; status: TrainingStatus } }[];
}

export function whoCanDoIt(
  members: readonly Member[],
  items: readonly { id: string; name: string }[],
  chosenItemIds: ReadonlySet<string>,
): Qualification {
  const chosen = items.flatMap((item, index) => (chosenItemIds.has(item.id) ? [{ ...item, index }] : []));
  const result: Qualification = { qualified: [], oneAway: [] };
  if (chosen.length === 0) return result;
  for (const member of members) {
    const lacking = chosen.filter((item) => !countsAsTrained(member.statuses[item.index] ?? "not_started"));
    if (lacking.length === 0) result.qualified.push(member);
    else if (lacking.length === 1) {
      const [item] = lacking;
      result.oneAway.push({
        member,
        missing: {
          itemId: item!.id,
          name: item!.name,
          status: member.statuses[item!.index] ?? "not_started",
        },
      });
    }
  }
  return result;
}
