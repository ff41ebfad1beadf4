// The team's logbooks for administrators (docs/product.md §22.4): each member's totals and the
// summaries of every logbook taken together, with the chapters no one has a countersigned task in.

import { hoursOf } from "@domain/logbook-summary";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CenteredSpinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTeamLogbookSummary } from "../api/logbook-summary";
import { SummaryTables } from "./summary-tables";

export function TeamLogbookSummary() {
  const summary = useTeamLogbookSummary();
  return (
    <Card role="region" aria-labelledby="team-logbook-title">
      <CardHeader>
        <CardTitle as="h2" id="team-logbook-title">
          Team logbook
        </CardTitle>
        <CardDescription>
          Tasks and hours of every member's logbook, and the chapters no one covers.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {summary.isPending ? (
          <CenteredSpinner fullScreen={false} label="Loading team logbook" />
        ) : summary.isError ? (
          <LoadError
            title="The team logbook could not be loaded"
            error={summary.error}
            onRetry={() => summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : (
          <>
            <section aria-label="By member" className="space-y-2">
              <h3 className="text-sm font-medium">By member</h3>
              {summary.data.members.length === 0 ? (
                <p className="text-sm text-muted-foreground">No member has logged a task yet.</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Member</TableHead>
                      <TableHead className="text-right">Tasks</TableHead>
                      <TableHead className="text-right">Countersigned</TableHead>
                      <TableHead className="text-right">Hours</TableHead>
                      <TableHead className="text-right">Chapters covered</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {summary.data.members.map((member) => (
                      <TableRow key={member.userId}>
                        <TableCell>{member.fullName}</TableCell>
                        <TableCell className="text-right">{member.tasks}</TableCell>
                        <TableCell className="text-right">{member.countersignedTasks}</TableCell>
                        <TableCell className="text-right">{hoursOf(member.minutes)}</TableCell>
                        <TableCell className="text-right">{member.chaptersCovered}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
            <SummaryTables summary={summary.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
