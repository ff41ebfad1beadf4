import { describe, expect, it } from "vitest";
import { type CompletingTask, taskCompletion, taskCompletionApplies } from "./task-completion";

const task = (id: string, performedOn: string, ataChapter = "32"): CompletingTask => ({
  id,
  performedOn,
  ataChapter,
});

describe("taskCompletion", () => {
  const rule = { ataChapters: ["32", "29"], tasksRequired: 3 };

  it("is null while the logbook has fewer tasks in the chapters than the item needs", () => {
    expect(
      taskCompletion(rule, [task("a", "2026-01-01"), task("b", "2026-01-02"), task("c", "2026-01-03", "71")]),
    ).toBeNull();
    expect(taskCompletion(rule, [])).toBeNull();
  });

  it("completes the item on the day of the N-th task, naming the tasks in the order performed", () => {
    const tasks = [
      task("c", "2026-03-01", "29"),
      task("a", "2026-01-01"),
      task("x", "2026-02-01", "05"),
      task("b", "2026-02-01"),
    ];
    expect(taskCompletion(rule, tasks)).toEqual({ completedOn: "2026-03-01", taskIds: ["a", "b", "c"] });
  });

  it("renews with N more tasks: the last whole group counts", () => {
    const tasks = ["01", "02", "03", "04", "05", "06", "07"].map((m) => task(`t${m}`, `2026-${m}-15`));
    expect(taskCompletion(rule, tasks)).toEqual({
      completedOn: "2026-06-15",
      taskIds: ["t04", "t05", "t06"],
    });
  });

  it("gives the same answer whatever order the tasks come in", () => {
    const tasks = [task("b", "2026-01-01"), task("a", "2026-01-01"), task("c", "2026-01-01")];
    expect(taskCompletion(rule, tasks)).toEqual(taskCompletion(rule, [...tasks].reverse()));
    expect(taskCompletion(rule, tasks)?.taskIds).toEqual(["a", "b", "c"]);
  });
});

describe("taskCompletionApplies", () => {
  const completion = { completedOn: "2026-03-01", taskIds: ["a"] };
  it("applies to an item not done, or done on an earlier day", () => {
    expect(taskCompletionApplies(null, completion)).toBe(true);
    expect(taskCompletionApplies({ completed: false, completedOn: null }, completion)).toBe(true);
    expect(taskCompletionApplies({ completed: true, completedOn: "2026-02-28" }, completion)).toBe(true);
  });
  it("leaves a completion on the same or a later day alone", () => {
    expect(taskCompletionApplies({ completed: true, completedOn: "2026-03-01" }, completion)).toBe(false);
    expect(taskCompletionApplies({ completed: true, completedOn: "2026-04-01" }, completion)).toBe(false);
  });
});
