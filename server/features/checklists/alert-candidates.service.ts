// What the expiry alerts and the calendar feed read of the training records (docs/product.md §17.3,
// §17.4): every completed item with what the status rule needs, whatever the team's size in two reads.

import type { AlertCandidate } from "@domain/expiry-alerts";
import type { ServiceContext } from "../service-context";
import { readEveryonesCompletions, readLiveTree } from "./checklists.repo";
import { orderedLiveItems } from "./training-record";

/** Each user's completed live items, by user id, in checklist order; users without any are absent. */
export async function getEveryonesAlertCandidates(
  ctx: Pick<ServiceContext, "db">,
): Promise<Map<string, AlertCandidate[]>> {
  const [tree, completions] = await Promise.all([readLiveTree(ctx.db), readEveryonesCompletions(ctx.db)]);
  const items = orderedLiveItems(tree);
  const order = new Map(items.map((item, index) => [item.id, index]));
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const byUser = new Map<string, AlertCandidate[]>();
  const live = completions
    .filter((completion) => completion.completed && itemsById.has(completion.itemId))
    .sort((a, b) => (order.get(a.itemId) ?? 0) - (order.get(b.itemId) ?? 0));
  for (const completion of live) {
    const item = itemsById.get(completion.itemId)!;
    const candidate: AlertCandidate = {
      name: item.name,
      recurrenceMonths: item.recurrenceMonths,
      requiresSignOff: item.requiresSignOff,
      completion: {
        completed: completion.completed,
        completedOn: completion.completedOn,
        signedOff: completion.signedOff,
      },
    };
    const list = byUser.get(completion.userId);
    if (list) list.push(candidate);
    else byUser.set(completion.userId, [candidate]);
  }
  return byUser;
}
