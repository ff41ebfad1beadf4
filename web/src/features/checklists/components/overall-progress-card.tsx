import type { TrainingRecord } from "@domain/schemas/checklists";
import { nextUpHint } from "@domain/training-status";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

type TrainingProgress = TrainingRecord["progress"];

/** The overall percent of items that count (current or expiring) and what to do next: the dashboard's numbers. */
export function OverallProgressCard({
  progress,
}: {
  progress: Pick<TrainingProgress, "percent" | "nextUp">;
}) {
  const { percent } = progress;
  return (
    <Card className="py-5">
      <CardContent className="space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="overall-progress-label" className="text-sm font-medium">
            Overall Progress
          </h2>
          <span className="text-2xl font-semibold tabular-nums">{`${percent}%`}</span>
        </div>
        <Progress value={percent} aria-labelledby="overall-progress-label" aria-valuetext={`${percent}%`} />
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Next up:</span> {nextUpHint(progress)}
        </p>
      </CardContent>
    </Card>
  );
}
