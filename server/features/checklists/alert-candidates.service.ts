// What the expiry alerts and the calendar feed read of the training records (docs/product.md §17.3,
// §17.4): every completed item, and every item with a due date (§15.8), with what the status rule
// needs, whatever the team's size in three reads.

import type { AlertCandidate } from "@domain/expiry-alerts";
import type { ServiceContext } from "../service-context";
import { readEveryonesCompletions, readLiveTree } from "./checklists.repo";
import { readPositionRules } from "./positions.repo";
import { orderedLiveItems, requirementOf, rulesOf, tabsOfSections } from "./training-record";

/**
 * Each user's completed live items and the live items their positions date, by user id, in checklist
 * order, each with what their positions require of it; users without any are absent.
 */
export async function getEveryonesAlertCandidates(
  ctx: Pick<ServiceContext, "db">,
): Promise<Map<string, AlertCandidate[]>> {
  const [tree, completions, rules] = await Promise.all([
    readLiveTree(ctx.db),
    readEveryonesCompletions(ctx.db),
    readPositionRules(ctx.db),
  ]);
  const items = orderedLiveItems(tree);
  const tabOfSection = tabsOfSections(tree);
  const completionsByUser = new Map<string, Map<string, (typeof completions)[number]>>();
  for (const completion of completions) {
    let list = completionsByUser.get(completion.userId);
    if (!list) {
      list = new Map();
      completionsByUser.set(completion.userId, list);
    }
    list.set(completion.itemId, completion);
  }
  const byUser = new Map<string, AlertCandidate[]>();
  for (const userId of new Set([...completionsByUser.keys(), ...rules.people.keys()])) {
    const own = completionsByUser.get(userId);
    const personRules = rulesOf(rules, userId);
    const candidates: AlertCandidate[] = [];
    for (const item of items) {
      const completion = own?.get(item.id);
      const requirement = requirementOf(item, tabOfSection, personRules);
      if (!completion?.completed && requirement.dueOn === null) continue;
      candidates.push({
        name: item.name,
        recurrenceMonths: item.recurrenceMonths,
        requiresSignOff: item.requiresSignOff,
        requirement,
        completion: completion
          ? {
              completed: completion.completed,
              completedOn: completion.completedOn,
              signedOff: completion.signedOff,
            }
          : null,
      });
    }
    if (candidates.length > 0) byUser.set(userId, candidates);
  }
  return byUser;
}
