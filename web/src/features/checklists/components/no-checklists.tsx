import { ClipboardList } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

export function NoChecklists() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <ClipboardList className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">No checklist data available</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Training checklists will appear here once an administrator sets up the training structure
        </p>
      </CardContent>
    </Card>
  );
}
