import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import type { UploadStatus } from "../use-upload-flow";

const STATUS_TEXT: Record<Exclude<UploadStatus, "idle">, string> = {
  uploading: "Uploading",
  success: "Upload complete",
  error: "Upload failed",
};

/** The progress bar and status of the current upload, and the inline alert after a failure. */
export function UploadProgress({
  status,
  progress,
  filename,
  failed,
  failureReason = null,
}: {
  status: UploadStatus;
  progress: number;
  filename: string | null;
  failed: boolean;
  /** Why it failed when trying again cannot help; otherwise the alert says 'Please try again'. */
  failureReason?: string | null;
}) {
  const statusText = status === "idle" ? "" : `${STATUS_TEXT[status]}${filename ? `: ${filename}` : ""}`;
  return (
    <div className="space-y-3">
      {/* Always mounted, so each change of status is announced (the percentages are not). */}
      <p aria-live="polite" className="sr-only">
        {statusText}
      </p>
      {status === "idle" ? null : (
        <div className="space-y-2 rounded-lg border bg-card p-4" data-testid="upload-progress">
          <div className="flex items-center justify-between gap-3 text-sm" aria-hidden="true">
            <span className="flex min-w-0 items-center gap-2">
              {status === "uploading" ? (
                <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" />
              ) : status === "success" ? (
                <CircleCheck className="size-4 shrink-0 text-success" />
              ) : (
                <CircleAlert className="size-4 shrink-0 text-destructive" />
              )}
              <span className="shrink-0 font-medium">{STATUS_TEXT[status]}</span>
              {filename ? <span className="truncate text-muted-foreground">{filename}</span> : null}
            </span>
            <span className="shrink-0 tabular-nums text-muted-foreground">{progress}%</span>
          </div>
          <Progress
            value={progress}
            aria-label="Upload progress"
            indicatorClassName={cn(status === "error" && "bg-destructive")}
          />
        </div>
      )}
      {failed ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            {failureReason
              ? `${filename ? `${filename}: ` : ""}${failureReason}`
              : "Failed to upload document. Please try again."}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
