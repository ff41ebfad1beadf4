import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/lib/paths";

/** What to do next, from the overall training percentage. */
export function nextUpHint(percent: number): string {
  if (percent >= 100) return "All training checklist items are complete. Keep your documents up to date.";
  if (percent === 0) return "Start your training checklists.";
  return "Finish the remaining items of your training checklists.";
}

export function TrainingProgressCard({ percent }: { percent: number | null }) {
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
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Next up:</span> {nextUpHint(shown)}{" "}
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
