import { Check, CircleAlert, LoaderCircle, RefreshCw } from "lucide-react";
import { cn } from "@/lib/utils";
import { useAutosaveStatus } from "./use-autosave";

export const SAVING_TEXT = "Saving...";
export const SAVED_TEXT = "Saved";
export const RETRYING_TEXT = "Not saved — retrying";
export const INVALID_TEXT = "Some changes are not saved";

/**
 * 'Saving...' while a save is on the wire, 'Saved' for a moment once everything is saved,
 * 'Not saved — retrying' while failed saves wait for the connection, 'Some changes are not saved'
 * while a field holds a value that cannot be saved; nothing otherwise.
 */
export function SaveIndicator() {
  const { status } = useAutosaveStatus();
  return (
    <div
      role="status"
      aria-live="polite"
      // Empty, it takes no room on a phone, where the page header wraps it onto a row of its own.
      className={cn(
        "flex items-center justify-end text-sm sm:h-9 sm:min-w-24",
        status === "idle" ? "h-0" : "h-9 min-w-24",
      )}
    >
      {status === "invalid" ? (
        <span className="flex items-center gap-1.5 font-medium text-destructive">
          <CircleAlert className="size-4" aria-hidden="true" />
          {INVALID_TEXT}
        </span>
      ) : status === "retrying" ? (
        <span className="flex items-center gap-1.5 font-medium text-destructive">
          <RefreshCw className="size-4" aria-hidden="true" />
          {RETRYING_TEXT}
        </span>
      ) : status === "saving" ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {SAVING_TEXT}
        </span>
      ) : status === "saved" ? (
        <span className="flex items-center gap-1.5 text-success">
          <Check className="size-4" aria-hidden="true" />
          {SAVED_TEXT}
        </span>
      ) : null}
    </div>
  );
}
