import type { DashboardStats } from "@domain/schemas/dashboard";
import { nextUpHint } from "@domain/training-status";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/lib/paths";

/** The checklists screen's numbers (domain/training-status.ts); null while they load. */
export function TrainingProgressCard({
  percent,
  nextUp,
  overdue = 0,
}: {
  percent: number | null;
  nextUp: DashboardStats["trainingNextUp"];
  /** Items past their due date (docs/product.md §15.8). */
  overdue?: number;
}) {
  const shown = percent ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="training-progress-title">
          Training Progress
        </CardTitle>
        <CardDescription>Checklist items you have completed</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between text-sm">
            <span id="overall-training-label">Overall</span>
            <span className="font-semibold tabular-nums">{percent === null ? "–" : `${shown}%`}</span>
          </div>
          <Progress value={shown} aria-labelledby="overall-training-label" aria-valuetext={`${shown}%`} />
        </div>
        {overdue > 0 ? (
          <p className="text-sm font-medium text-destructive">
            {overdue === 1 ? "1 item is overdue" : `${overdue} items are overdue`}
          </p>
        ) : null}
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Next up:</span> {nextUpHint({ percent: shown, nextUp })}{" "}
          <Link
            href={paths.checklists}
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Open checklists
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
