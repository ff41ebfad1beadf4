// What can be done with one entry of the list (docs/product.md §22.3): a draft is edited or
// deleted (after a confirmation); a countersigned or declined entry that no correction replaced yet
// is corrected (the correction is a new draft, the entry is kept as superseded).

import type { LogbookEntry } from "@domain/schemas/logbook";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { useLogbookMutations } from "../api/logbook";
import { EntryDialog } from "./entry-dialog";

/** A decided entry that no correction replaced yet (docs/product.md §22.1). */
export function canCorrect(entry: LogbookEntry): boolean {
  return (entry.status === "countersigned" || entry.status === "declined") && !entry.supersededBy;
}

export function EntryActions({ entry }: { entry: LogbookEntry }) {
  const { update, correct, remove } = useLogbookMutations();

  if (entry.status === "draft")
    return (
      <div className="flex flex-col gap-2 sm:flex-row">
        <EntryDialog
          mode="edit"
          entry={entry}
          onSave={async (values) => {
            await update.mutateAsync({ id: entry.id, values });
            toast({ title: "Task saved" });
          }}
        />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete ${entry.task}`}>
              Delete
            </Button>
          }
          title="Delete this task?"
          description={`'${entry.task}' is deleted from your logbook. This cannot be undone.`}
          confirmLabel="Delete"
          closeWhen="success"
          pendingLabel="Deleting"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(entry.id);
              toast({ title: "Task deleted" });
            } catch (error) {
              toast({
                variant: "destructive",
                title: getErrorMessage(error, "The task could not be deleted"),
              });
              throw error;
            }
          }}
        />
      </div>
    );

  if (canCorrect(entry))
    return (
      <EntryDialog
        mode="correct"
        entry={entry}
        onSave={async (values) => {
          await correct.mutateAsync({ id: entry.id, values });
          toast({ title: "Correction saved" });
        }}
      />
    );

  return null;
}
