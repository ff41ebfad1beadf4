import { Check, LoaderCircle } from "lucide-react";
import { useAutosaveStatus } from "../autosave/use-autosave";

export const SAVING_TEXT = "Saving...";
export const SAVED_TEXT = "Saved";

/** 'Saving...' while a save is on the wire, 'Saved' for a moment after, nothing otherwise. */
export function SaveIndicator() {
  const { status } = useAutosaveStatus();
  return (
    <div role="status" aria-live="polite" className="flex h-9 min-w-24 items-center justify-end text-sm">
      {status === "saving" ? (
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
