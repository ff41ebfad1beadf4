import { DOCUMENT_TYPE_LABELS, type DocumentType } from "@domain/enums";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { ChevronDown, FilePenLine, FileText } from "lucide-react";
import { Fragment, useState } from "react";
import { Link } from "wouter";
import { ProcessButton } from "@/components/process-button";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate, formatFileSize } from "@/lib/format";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { canProcess, displayedStatus, draftSourceId, failedTaskMessage } from "../document-status";
import { DeleteDocumentButton } from "./delete-document-button";
import { DocumentStatusBadge } from "./document-status-badge";
import { TaskErrorLabel } from "./task-error-label";
import { TrainingReadingPanel } from "./training-reading-panel";
import { TrainingReviewHint } from "./training-review-hint";

// Below the sm breakpoint each row becomes a small card (the file; type, size and date on one line;
// the status, with the actions at its right) instead of a table scrolled sideways to reach them.
const MOBILE_ROW = "max-sm:relative max-sm:block max-sm:py-3";
const MOBILE_FILE_CELL = "max-sm:block max-sm:max-w-none max-sm:p-0";
const MOBILE_META_CELL = "max-sm:inline max-sm:p-0 max-sm:pr-3 max-sm:text-xs max-sm:text-muted-foreground";
const MOBILE_STATUS_CELL =
  "max-sm:mt-1 max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:p-0 max-sm:pr-44";
const MOBILE_ACTIONS_CELL = "max-sm:absolute max-sm:right-0 max-sm:bottom-3 max-sm:p-0";

function typeLabel(type: string): string {
  return Object.hasOwn(DOCUMENT_TYPE_LABELS, type) ? DOCUMENT_TYPE_LABELS[type as DocumentType] : type;
}

/** The uploaded documents with their status, Process and delete actions. */
export function DocumentsTable({
  documents,
  onProcess,
  onDelete,
  processingId,
  deletingId,
}: {
  documents: readonly UploadedDocument[];
  onProcess: (document: UploadedDocument) => void;
  onDelete: (document: UploadedDocument) => void;
  /** The document whose Process call is under way. */
  processingId?: string | null;
  deletingId?: string | null;
}) {
  // The work history form holds the last processed resume only, so only its row offers the review.
  const reviewableId = draftSourceId(documents);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  if (documents.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
        <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">No documents uploaded yet</p>
      </div>
    );
  }
  return (
    <Table className="max-sm:table-fixed">
      <TableCaption className="sr-only">Uploaded documents</TableCaption>
      <TableHeader className="max-sm:sr-only">
        <TableRow className="hover:bg-transparent">
          <TableHead>File</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Uploaded</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => {
          const status = displayedStatus(document);
          const errorMessage = failedTaskMessage(document);
          const processing = processingId === document.id;
          const reading = document.training ?? null;
          const expanded = reading !== null && expandedId === document.id;
          const panelId = `training-reading-${document.id}`;
          return (
            <Fragment key={`${document.documentType}-${document.id}`}>
              <TableRow className={MOBILE_ROW}>
                <TableCell className={cn("max-w-64 font-medium", MOBILE_FILE_CELL)}>
                  <span className="flex min-w-0 items-center gap-2">
                    <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="truncate" title={document.filename}>
                      {document.filename}
                    </span>
                  </span>
                </TableCell>
                <TableCell className={cn("whitespace-nowrap", MOBILE_META_CELL)}>
                  {typeLabel(document.documentType)}
                </TableCell>
                <TableCell className={cn("whitespace-nowrap tabular-nums", MOBILE_META_CELL)}>
                  {formatFileSize(document.fileSize)}
                </TableCell>
                <TableCell className={cn("whitespace-nowrap", MOBILE_META_CELL)}>
                  {formatDate(document.uploadedAt)}
                </TableCell>
                <TableCell className={MOBILE_STATUS_CELL}>
                  <span className="flex flex-wrap items-center gap-2">
                    <DocumentStatusBadge status={status} />
                    {errorMessage ? <TaskErrorLabel message={errorMessage} /> : null}
                    {reading ? <TrainingReviewHint reading={reading} /> : null}
                  </span>
                </TableCell>
                <TableCell className={cn("text-right", MOBILE_ACTIONS_CELL)}>
                  <span className="inline-flex items-center justify-end gap-1">
                    {reading ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={expanded}
                        aria-controls={expanded ? panelId : undefined}
                        aria-label={`Certificate details for ${document.filename}`}
                        onClick={() => setExpandedId(expanded ? null : document.id)}
                      >
                        <ChevronDown
                          aria-hidden="true"
                          className={cn("transition-transform", expanded && "rotate-180")}
                        />
                        Details
                      </Button>
                    ) : null}
                    {document.id === reviewableId ? (
                      <Button asChild size="sm" variant="outline">
                        <Link href={paths.forms} aria-label={`Review draft from ${document.filename}`}>
                          <FilePenLine aria-hidden="true" />
                          Review draft
                        </Link>
                      </Button>
                    ) : null}
                    {canProcess(document) ? (
                      <ProcessButton
                        filename={document.filename}
                        starting={processing}
                        onProcess={() => onProcess(document)}
                      />
                    ) : null}
                    <DeleteDocumentButton
                      document={document}
                      pending={deletingId === document.id}
                      onDelete={() => onDelete(document)}
                    />
                  </span>
                </TableCell>
              </TableRow>
              {expanded ? (
                <TableRow className="hover:bg-transparent max-sm:block">
                  <TableCell colSpan={6} className="max-sm:block max-sm:p-0 max-sm:pb-3">
                    <TrainingReadingPanel id={panelId} documentId={document.id} reading={reading} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
