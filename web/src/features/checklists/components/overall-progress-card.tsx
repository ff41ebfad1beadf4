import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

export function OverallProgressCard({ percent }: { percent: number }) {
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
      </CardContent>
    </Card>
  );
}
