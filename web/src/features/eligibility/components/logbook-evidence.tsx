// Beside a requirement: the countersigned logbook tasks within the periods it counted, and on the
// EASA 66.A.30 estimates the chapters they cover (docs/product.md §22.4). Evidence, never the rule.

import { ataChapterLabel } from "@domain/logbook";
import type { RuleEvidence } from "@domain/schemas/eligibility";
import { Link } from "wouter";
import { formatCalendarDay } from "@/lib/format";
import { paths } from "@/lib/paths";

export function LogbookEvidence({ evidence }: { evidence: RuleEvidence }) {
  const { countersignedTasks, tasks, coverage } = evidence;
  return (
    <section aria-label="Logbook evidence" className="space-y-1 text-sm">
      <p className="font-medium">
        Logbook evidence: {countersignedTasks} countersigned {countersignedTasks === 1 ? "task" : "tasks"} in
        these periods
      </p>
      {tasks.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {tasks.map((task) => (
            <li key={task.id}>
              {formatCalendarDay(task.performedOn)} · {task.aircraft} · {ataChapterLabel(task.ataChapter)} ·{" "}
              {task.task}
            </li>
          ))}
        </ul>
      ) : null}
      {coverage !== null ? (
        <p>
          Logbook coverage:{" "}
          {coverage.length === 0
            ? "no chapter has a countersigned task yet"
            : coverage.map((chapter) => `${chapter.label} (${chapter.tasks})`).join(", ")}
        </p>
      ) : null}
      <Link href={paths.logbook} className="underline">
        Open the logbook
      </Link>
    </section>
  );
}
