import { DOCUMENT_TYPE_LABELS, type DocumentType } from "@domain/enums";
import type { ProcessingQueueItem } from "@domain/schemas/processing";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { ProcessButton } from "@/components/process-button";
import { Progress } from "@/components/ui/progress";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "@/lib/format";

function typeLabel(type: string): string {
  return Object.hasOwn(DOCUMENT_TYPE_LABELS, type) ? DOCUMENT_TYPE_LABELS[type as DocumentType] : type;
}

export const EMPTY_QUEUE_MESSAGE = "No documents in the processing queue";

/** Runs started for the document, over all its Process presses and retries. */
export function attemptsLabel(attempts: number): string {
  return attempts === 1 ? "1 attempt" : `${attempts} attempts`;
}

/**
 * One row per document (its latest task) with its owner, status, attempts so far, progress and, for a
 * queued one, Process.
 */
export function ProcessingQueueTable({
  items,
  renderStatus,
  onProcess,
  startingId,
}: {
  items: readonly ProcessingQueueItem[];
  /** The status badge, as the upload screen shows it. */
  renderStatus: (status: string) => ReactNode;
  onProcess: (item: ProcessingQueueItem) => void;
  /** The task whose Process call is under way. */
  startingId?: string | null;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{EMPTY_QUEUE_MESSAGE}</p>
      </div>
    );
  }
  return (
    <Table scrollLabel="Processing queue table">
      <TableCaption className="sr-only">Processing queue</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Document</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Progress</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const starting = startingId === item.id;
          return (
            <TableRow key={item.id}>
              <TableCell className="max-w-56 font-medium">
                <span className="block truncate" title={item.filename}>
                  {item.filename}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{typeLabel(item.documentType)}</TableCell>
              <TableCell className="max-w-56">
                <span className="block truncate" title={item.userName}>
                  {item.userName}
                </span>
                <span className="block truncate text-xs text-muted-foreground" title={item.userEmail}>
                  {item.userEmail}
                </span>
              </TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-1">
                  {renderStatus(item.status)}
                  {item.attempts > 0 ? (
                    <span className="text-xs tabular-nums text-muted-foreground">
                      {attemptsLabel(item.attempts)}
                    </span>
                  ) : null}
                  {item.status === "failed" && item.errorMessage ? (
                    <span className="max-w-56 text-xs text-destructive">{item.errorMessage}</span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>
                <span className="flex min-w-28 items-center gap-2">
                  <Progress
                    value={item.progress}
                    aria-label={`Progress of ${item.filename}`}
                    className="w-20"
                  />
                  <span className="text-xs tabular-nums text-muted-foreground">{item.progress}%</span>
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(item.createdAt)}</TableCell>
              <TableCell className="text-right">
                {item.status === "queued" ? (
                  <ProcessButton
                    filename={item.filename}
                    starting={starting}
                    onProcess={() => onProcess(item)}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
