// The IA activity log: what the user did toward renewal, newest first, with add, edit and delete.

import { IA_ACTIVITY_KIND_LABELS } from "@domain/enums";
import type { IaActivity } from "@domain/schemas/ia-activities";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { formatCalendarDay } from "@/lib/format";
import { useIaActivities, useIaActivityMutations } from "../api/ia-activities";
import { IaActivityDialog } from "./ia-activity-dialog";
import { IA_ACTIVITY_LOG_ID } from "./missing-link";

function describe(activity: IaActivity): string {
  const kind = IA_ACTIVITY_KIND_LABELS[activity.kind];
  return activity.hours === null ? kind : `${kind} (${activity.hours} hours)`;
}

function aircraft(activity: IaActivity): string {
  return [activity.aircraftMake, activity.aircraftModel, activity.aircraftRegistration]
    .filter(Boolean)
    .join(" ");
}

export function IaActivityLog() {
  const activities = useIaActivities();
  const { save, remove } = useIaActivityMutations();
  // The dialog's activity: undefined while closed, null when adding.
  const [editing, setEditing] = useState<IaActivity | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<IaActivity | null>(null);

  return (
    <Card
      id={IA_ACTIVITY_LOG_ID}
      role="region"
      aria-labelledby="ia-activity-log-heading"
      className="scroll-mt-6"
    >
      <CardHeader>
        <CardTitle as="h2" id="ia-activity-log-heading">
          IA activity log
        </CardTitle>
        <CardDescription>
          Annual and progressive inspections, major repairs and alterations, refresher courses and oral tests.
        </CardDescription>
        <CardAction>
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add activity
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {activities.isError ? (
          <LoadError
            title="Could not load your IA activity log"
            error={activities.error}
            onRetry={() => void activities.refetch()}
            retrying={activities.isFetching}
          />
        ) : activities.isPending ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Loading activities...
          </p>
        ) : activities.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activities logged yet.</p>
        ) : (
          <Table aria-label="IA activities">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Activity</TableHead>
                <TableHead>Aircraft</TableHead>
                <TableHead>Notes</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {activities.data.map((activity) => {
                const name = `${describe(activity)} of ${formatCalendarDay(activity.performedOn)}`;
                return (
                  <TableRow key={activity.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatCalendarDay(activity.performedOn)}
                    </TableCell>
                    <TableCell>{describe(activity)}</TableCell>
                    <TableCell>{aircraft(activity)}</TableCell>
                    <TableCell className="max-w-64 truncate">{activity.notes}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(activity)}>
                        <Pencil aria-hidden="true" />
                        Edit <span className="sr-only">{name}</span>
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(activity)}>
                        <Trash2 aria-hidden="true" />
                        Delete <span className="sr-only">{name}</span>
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing !== undefined ? (
        <IaActivityDialog
          key={editing?.id ?? "new"}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
          activity={editing}
          onSave={(values) => save.mutateAsync({ id: editing?.id ?? null, values })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this activity?"
        description={
          deleting
            ? `The ${describe(deleting).toLowerCase()} of ${formatCalendarDay(deleting.performedOn)} is removed from your IA activity log. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        closeWhen="success"
        pendingLabel="Deleting"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            toast({ variant: "destructive", title: "Delete failed", description: getErrorMessage(error) });
            throw error;
          }
        }}
      />
    </Card>
  );
}
