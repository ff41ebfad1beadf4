import type { DocumentType } from "@domain/enums";
import { DOCUMENT_TYPE_LABELS } from "@domain/enums";
import { MAX_IMPORT_FILES } from "@domain/schemas/bulk-import";
import { RotateCcw, Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { FILE_INPUT_ACCEPT } from "@/lib/check-file";
import { cn } from "@/lib/utils";
import { type BulkFile, TOO_MANY_FILES, useBulkUpload } from "../use-bulk-upload";

const STATUS_LABELS: Record<BulkFile["status"], string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  uploaded: "Uploaded",
  failed: "Failed",
};

/** Resume or Training Document ('Training Document' as on /upload, 'Resume' for short). */
const TYPE_CHOICES: { value: DocumentType; label: string }[] = [
  { value: "resume", label: "Resume" },
  { value: "training", label: DOCUMENT_TYPE_LABELS.training },
];

/** Admin → Fuzzy Matches: many files at once, each straight to storage (docs/product.md §18.1). */
export function BulkUpload({ onUploaded }: { onUploaded: () => void }) {
  const [documentType, setDocumentType] = useState<DocumentType>("resume");
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { files, add, retry, clearUploaded } = useBulkUpload({
    onUploaded,
    onTooMany: () => toast({ variant: "destructive", ...TOO_MANY_FILES }),
  });
  const uploaded = files.filter((row) => row.status === "uploaded").length;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files], documentType);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div>
        <h3 id={headingId} className="font-medium">
          Bulk import
        </h3>
        <p className="text-sm text-muted-foreground">
          Up to {MAX_IMPORT_FILES} resumes or training documents at once (PDF, DOCX or TXT, 10 MB each). Each
          is read and matched to its person; exact matches are assigned automatically.
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Document type</legend>
        {TYPE_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="bulk-document-type"
              value={choice.value}
              checked={documentType === choice.value}
              onChange={() => setDocumentType(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard way */}
      <div
        data-testid="bulk-drop-zone"
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center",
          dragging && "border-primary bg-primary/5",
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">Drop files here, or</p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={FILE_INPUT_ACCEPT}
          className="sr-only"
          aria-label="Files to import"
          tabIndex={-1}
          onChange={(event) => {
            add([...(event.target.files ?? [])], documentType);
            event.target.value = "";
          }}
        />
      </div>
      {files.length > 0 && (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <p aria-live="polite">
              {uploaded} of {files.length} uploaded
            </p>
            {uploaded > 0 && (
              <Button type="button" variant="ghost" size="sm" onClick={clearUploaded}>
                Clear uploaded
              </Button>
            )}
          </div>
          <section
            className="max-h-80 overflow-y-auto"
            aria-label="Files being imported"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <ul className="grid gap-2">
              {files.map((row) => (
                <li key={row.key} className="grid gap-1 rounded-md border px-3 py-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-sm" title={row.file.name}>
                      {row.file.name}
                    </span>
                    <span
                      className={cn("shrink-0 text-xs", row.status === "failed" && "text-destructive")}
                      data-testid="bulk-file-status"
                    >
                      {STATUS_LABELS[row.status]}
                    </span>
                  </div>
                  <Progress value={row.progress} aria-label={`Upload progress for ${row.file.name}`} />
                  {row.status === "failed" && (
                    <div className="flex items-center justify-between gap-2">
                      <p className="text-xs text-destructive">{row.error}</p>
                      {row.retryable && (
                        <Button type="button" size="sm" variant="outline" onClick={() => retry(row)}>
                          <RotateCcw aria-hidden="true" />
                          Retry <span className="sr-only">{row.file.name}</span>
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </section>
  );
}
