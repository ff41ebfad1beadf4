import { calendarDateParts, isCalendarDate } from "@domain/calendar-date";
import type { TrainingItemView } from "@domain/schemas/checklists";
import { NOT_APPLICABLE_REASON_MAX_LENGTH, notApplicableInputSchema } from "@domain/schemas/positions";
import { TRAINING_STATUS_LABELS } from "@domain/training-status";
import { X } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import {
  evidenceFileUrl,
  useCorrectCompletion,
  useNotApplicable,
  useTrainingEventsOf,
  useTrainingRecordOf,
} from "../api/training-record";
import { changeLines, eventKindWords, instantWords } from "../record-words";
import { MarkDoneDialog } from "./mark-done-dialog";

/** 'Mar 5, 2026' for a calendar date, read as that day wherever the browser is. */
function formatDay(value: string | null | undefined): string {
  if (!isCalendarDate(value)) return "";
  const { year, month, day } = calendarDateParts(value);
  return formatDate(new Date(year, month - 1, day));
}

const STATUS_VARIANT: Record<TrainingItemView["status"], BadgeProps["variant"]> = {
  not_started: "outline",
  overdue: "destructive",
  not_required: "outline",
  not_applicable: "outline",
  pending_sign_off: "info",
  current: "success",
  expiring: "warning",
  expired: "destructive",
};

function statusWords(item: TrainingItemView): string {
  if (item.status === "expiring" && item.completion?.expiresOn)
    return `Expiring on ${formatDay(item.completion.expiresOn)}`;
  return TRAINING_STATUS_LABELS[item.status];
}

function ItemLine({
  item,
  userId,
  technicianName,
}: {
  item: TrainingItemView;
  userId: string;
  technicianName: string;
}) {
  const correct = useCorrectCompletion();
  const notApplicable = useNotApplicable();
  const done = item.completion?.completed === true;

  const decideApplicable = async (reason: string | null, confirmation: string) => {
    try {
      await notApplicable.mutateAsync({ userId, itemId: item.id, reason });
      toast({ title: "Training record updated", description: confirmation });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
      throw error;
    }
  };

  const save = async (body: { completed: boolean; completedOn?: string }, confirmation: string) => {
    try {
      await correct.mutateAsync({ userId, itemId: item.id, body });
      toast({ title: "Training record updated", description: confirmation });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
      throw error;
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium">{item.name}</span>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={STATUS_VARIANT[item.status]}>{statusWords(item)}</Badge>
          {done && item.completion?.completedOn ? (
            <span>{`Completed on ${formatDay(item.completion.completedOn)}`}</span>
          ) : null}
          {item.completion?.signedOffByName ? (
            <span>{`Signed off by ${item.completion.signedOffByName}`}</span>
          ) : null}
          {!done && item.dueOn ? <span>{`Due on ${formatDay(item.dueOn)}`}</span> : null}
          {item.notApplicableReason ? <span>{`Reason: ${item.notApplicableReason}`}</span> : null}
        </div>
        {item.completion?.evidence ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>{`Evidence: ${item.completion.evidence.filename}`}</span>
            <DownloadButton
              url={evidenceFileUrl(userId, item.id)}
              label={
                <>
                  Download <span className="sr-only">{`the evidence of ${item.name}`}</span>
                </>
              }
              fallbackFilename={item.completion.evidence.filename}
              failureTitle="The evidence could not be downloaded"
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.status === "not_applicable" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={notApplicable.isPending}
            aria-label={`Require ${item.name} again`}
            onClick={() => void decideApplicable(null, `${item.name} is required again.`).catch(() => {})}
          >
            Require again
          </Button>
        ) : (
          <ReasonDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Mark ${item.name} not applicable`}>
                Not applicable
              </Button>
            }
            title={`Mark ${item.name} not applicable?`}
            description={`It stops counting for ${technicianName}. The reason is kept in the record.`}
            maxLength={NOT_APPLICABLE_REASON_MAX_LENGTH}
            schema={notApplicableInputSchema.shape.reason}
            submitLabel="Mark not applicable"
            pendingLabel="Saving"
            onSubmit={(reason) =>
              decideApplicable(reason, `${item.name} is not applicable to ${technicianName}.`)
            }
          />
        )}
        {done ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Mark ${item.name} not done`}>
                <X aria-hidden="true" />
                Mark not done
              </Button>
            }
            title={`Mark ${item.name} not done?`}
            description={`A sign-off it has is withdrawn. ${technicianName}'s record keeps every change.`}
            confirmLabel="Mark not done"
            pendingLabel="Saving"
            closeWhen="success"
            onConfirm={() => save({ completed: false }, `${item.name} is marked not done.`)}
          />
        ) : (
          <MarkDoneDialog
            itemName={item.name}
            technicianName={technicianName}
            onMarkDone={(completedOn) =>
              save(
                { completed: true, completedOn },
                `${item.name} is marked done on ${formatDay(completedOn)}.`,
              )
            }
          />
        )}
      </div>
    </li>
  );
}

function RecordEvents({ userId }: { userId: string }) {
  const events = useTrainingEventsOf(userId);
  if (events.isError)
    return (
      <LoadError
        title="The changes could not be loaded"
        error={events.error}
        onRetry={() => events.refetch()}
        retrying={events.isFetching}
      />
    );
  if (!events.data) return <Spinner label="Loading the changes" showLabel />;
  if (events.data.events.length === 0)
    return <p className="text-sm text-muted-foreground">No changes yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Changes to the training record">
      {events.data.events.map((event, index) => (
        // Events are append-only and read oldest first: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <li key={index} className="rounded-md border p-2 text-sm">
          <p>
            <span className="font-medium">{eventKindWords(event.kind)}</span>
            {` · ${event.itemName} · ${instantWords(event.at)} · by ${event.actorName ?? "someone no longer here"}`}
          </p>
          {changeLines(event.before, event.after, events.data.names).map((line) => (
            <p key={line} className="text-muted-foreground">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

/**
 * /admin/users/{id}: the technician's training record as they see it, with 'Mark done' /
 * 'Mark not done' per item (recorded with the administrator as actor), and every change below.
 */
export function TrainingRecordCard({ userId, technicianName }: { userId: string; technicianName: string }) {
  const record = useTrainingRecordOf(userId);
  const progress = record.data?.progress;

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Training record</CardTitle>
        <CardDescription>
          {progress
            ? `${progress.current} of ${progress.total} items current (${progress.percent} %)`
            : "Each item with its status; every change is kept."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {record.data ? (
          record.data.tabs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No training program yet.</p>
          ) : (
            record.data.tabs.map((tab) => (
              <section key={tab.id} className="grid gap-3" aria-labelledby={`record-tab-${tab.id}`}>
                <h3 id={`record-tab-${tab.id}`} className="text-lg font-semibold">
                  {tab.name}
                </h3>
                {tab.sections.map((section) => (
                  <div key={section.id} className="grid gap-2">
                    <h4 className="font-medium">{`${section.name} (${section.completedItems}/${section.totalItems})`}</h4>
                    <ul className="grid gap-2">
                      {section.items.map((item) => (
                        <ItemLine key={item.id} item={item} userId={userId} technicianName={technicianName} />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))
          )
        ) : record.isError ? (
          <LoadError
            title="The training record could not be loaded"
            error={record.error}
            onRetry={() => record.refetch()}
            retrying={record.isFetching}
          />
        ) : (
          <Spinner label="Loading the training record" showLabel className="py-6" />
        )}
        <h3 className="text-lg font-semibold">Changes</h3>
        <RecordEvents userId={userId} />
      </CardContent>
    </Card>
  );
}
