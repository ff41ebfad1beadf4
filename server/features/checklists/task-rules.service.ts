// Training items completed by on-the-job tasks (docs/product.md §22.4; docs/decisions/0078). An
// administrator sets, on an item, the ATA chapters and the number of countersigned logbook tasks it
// needs. The logbook calls `completeItemsByTasks` in the transaction that records a countersignature,
// handing over the technician's countersigned tasks (this feature never reads the logbook's tables);
// an item the tasks complete gets an ordinary completion, so its status is the one rule of
// domain/training-status.ts everywhere (record, dashboard, team, matrix, alerts, exports), and the
// event names the tasks.

import type { TaskRule, TaskRuleInput } from "@domain/schemas/task-rules";
import { type CompletingTask, taskCompletion, taskCompletionApplies } from "@domain/task-completion";
import { expiresOnFor } from "@domain/training-status";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  type CompletionChange,
  findLiveItem,
  insertEvents,
  lockCompletion,
  type NewChecklistEvent,
  readLiveTree,
  updateCompletion,
} from "./checklists.repo";
import * as repo from "./task-rules.repo";
import { completedAtFor, completedOnOf } from "./training-record";

type Actor = Pick<SessionUser, "id">;

/** GET /api/admin/checklists/task-rules: every item's rule. */
export async function listTaskRules(ctx: Pick<ServiceContext, "db">): Promise<TaskRule[]> {
  return repo.readTaskRules(ctx.db);
}

/**
 * PUT /api/admin/checklists/items/{id}/task-rule: the item's chapters and count (a live item, else 404).
 * A change of the program like any other: an `item_edited` event with the rule before and after.
 */
export async function setTaskRule(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
  input: { itemId: string; rule: TaskRuleInput & { ataChapters: string[] } },
): Promise<TaskRule> {
  const now = ctx.clock();
  const after = { ataChapters: input.rule.ataChapters, tasksRequired: input.rule.tasksRequired };
  await ctx.db.transaction(async (tx) => {
    if (!(await findLiveItem(tx, input.itemId))) throw notFound("Checklist item not found.");
    const before = await repo.lockTaskRule(tx, input.itemId);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await repo.upsertTaskRule(tx, { itemId: input.itemId, ...after, updatedBy: actor.id, updatedAt: now });
    await insertEvents(tx, [ruleEvent(input.itemId, actor, before, after, now)]);
  });
  return { itemId: input.itemId, ...after };
}

/** DELETE /api/admin/checklists/items/{id}/task-rule: the item is trained as any other again. */
export async function clearTaskRule(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Actor,
  input: { itemId: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockTaskRule(tx, input.itemId);
    if (!before || !(await repo.deleteTaskRule(tx, input.itemId)))
      throw notFound("This item is not completed by tasks.");
    await insertEvents(tx, [ruleEvent(input.itemId, actor, before, null, ctx.clock())]);
  });
}

type RuleValues = { ataChapters: string[]; tasksRequired: number } | null;

/** A rule set, changed or cleared: an `item_edited` event with the rule before and after. */
export function ruleEvent(itemId: string, actor: Actor, before: RuleValues, after: RuleValues, now: Date) {
  return {
    kind: "item_edited" as const,
    itemId,
    actorId: actor.id,
    before: { taskRule: before },
    after: { taskRule: after },
    createdAt: now,
  };
}

/**
 * Completes, in the caller's transaction, each live item whose rule the technician's countersigned
 * tasks meet and whose record holds no completion as recent (taskCompletionApplies): done on the day
 * of the last task it needed, with an event naming the tasks. A renewal of a signed-off item withdraws
 * the sign-off, as any new completion date does (docs/decisions/0056). `actor`: the supervisor's
 * account, or null for an outside supervisor's link.
 */
export async function completeItemsByTasks(
  ctx: { db: ServiceContext["db"]; clock: () => Date },
  input: { userId: string; actor: Actor | null; tasks: readonly CompletingTask[] },
): Promise<string[]> {
  const now = ctx.clock();
  const rules = await repo.readTaskRules(ctx.db);
  if (rules.length === 0 || input.tasks.length === 0) return [];
  const live = new Map((await readLiveTree(ctx.db)).items.map((item) => [item.id, item]));
  const completedItems: string[] = [];
  for (const rule of rules) {
    const item = live.get(rule.itemId);
    const completion = item ? taskCompletion(rule, input.tasks) : null;
    if (!item || !completion) continue;
    // A new row is never left empty: an item not done yet is always completed here.
    const { row } = await lockCompletion(ctx.db, input.userId, item.id);
    const current = {
      completed: row.completed,
      completedOn: row.completed ? completedOnOf(row.completedAt) : null,
    };
    if (!taskCompletionApplies(current, completion)) {
      continue;
    }
    const base = {
      itemId: item.id,
      completionId: row.id,
      userId: input.userId,
      actorId: input.actor?.id ?? null,
      createdAt: now,
    };
    const events: NewChecklistEvent[] = [];
    const change: CompletionChange = {
      completed: true,
      completedAt: completedAtFor(completion.completedOn),
      expiresOn: expiresOnFor(completion.completedOn, item.recurrenceMonths),
      returnedReason: null,
    };
    if (row.signedOffAt !== null) {
      events.push({
        ...base,
        kind: "sign_off_withdrawn",
        before: { signedOffBy: row.signedOffBy, signedOffAt: row.signedOffAt },
        after: { why: "completed_by_tasks" },
      });
      change.signedOffBy = null;
      change.signedOffAt = null;
    }
    events.push(
      current.completed
        ? {
            ...base,
            kind: "completed_on_changed",
            before: { completedOn: current.completedOn },
            after: { completedOn: completion.completedOn, byTasks: completion.taskIds },
          }
        : {
            ...base,
            kind: "completed",
            before: { completed: false },
            after: { completed: true, completedOn: completion.completedOn, byTasks: completion.taskIds },
          },
    );
    await insertEvents(ctx.db, events);
    await updateCompletion(ctx.db, row.id, change);
    completedItems.push(item.id);
  }
  return completedItems;
}
