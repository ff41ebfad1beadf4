import { Grid3x3 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A placeholder: the matrix of skills per member comes with the team data. */
export function SkillsMatrix() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skills Matrix</CardTitle>
        <CardDescription>Aircraft, powerplant and avionics skills across the team</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed py-10 text-center text-sm text-muted-foreground">
          <Grid3x3 className="size-8" aria-hidden="true" />
          <p>The skills matrix will appear here once team data is available.</p>
        </div>
      </CardContent>
    </Card>
  );
}
