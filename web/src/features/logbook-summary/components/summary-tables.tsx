// The summaries of a logbook (docs/product.md §22.4): tasks and hours per ATA chapter, aircraft and
// kind of activity, countersigned versus not, and the chapters no countersigned task covers.

import { hoursOf, type LogbookSummary, type SummaryRow } from "@domain/logbook-summary";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

function FiguresTable({
  caption,
  column,
  rows,
}: {
  caption: string;
  column: string;
  rows: readonly SummaryRow[];
}) {
  return (
    <section aria-label={caption} className="space-y-2">
      <h3 className="text-sm font-medium">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks yet.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{column}</TableHead>
              <TableHead className="text-right">Tasks</TableHead>
              <TableHead className="text-right">Countersigned</TableHead>
              <TableHead className="text-right">Hours</TableHead>
              <TableHead className="text-right">Countersigned hours</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.label}</TableCell>
                <TableCell className="text-right">{row.tasks}</TableCell>
                <TableCell className="text-right">{row.countersignedTasks}</TableCell>
                <TableCell className="text-right">{hoursOf(row.minutes)}</TableCell>
                <TableCell className="text-right">{hoursOf(row.countersignedMinutes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function SummaryTables({ summary }: { summary: LogbookSummary }) {
  const { totals } = summary;
  const uncovered = summary.chaptersWithoutCountersignedTask;
  return (
    <div className="space-y-6">
      <p data-testid="logbook-summary-totals">
        {totals.tasks} tasks, {hoursOf(totals.minutes)} hours; {totals.countersignedTasks} countersigned (
        {hoursOf(totals.countersignedMinutes)} hours)
      </p>
      <FiguresTable caption="By ATA chapter" column="ATA chapter" rows={summary.byChapter} />
      <FiguresTable caption="By aircraft" column="Aircraft" rows={summary.byAircraft} />
      <FiguresTable
        caption="By kind of activity"
        column="Kind of activity"
        rows={summary.byActivityKind.filter((row) => row.tasks > 0)}
      />
      <section aria-label="Coverage" className="space-y-2">
        <h3 className="text-sm font-medium">Chapters without a countersigned task ({uncovered.length})</h3>
        {uncovered.length === 0 ? (
          <p className="text-sm">Every chapter has a countersigned task.</p>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {uncovered.map((chapter) => (
              <li key={chapter.chapter}>
                <Badge variant="outline">{chapter.label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
