import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

/** A delete button that asks first. */
export function DeleteEntryButton({
  accessibleLabel,
  title,
  description,
  pending,
  onConfirm,
}: {
  /** e.g. 'Delete employment entry 2'. */
  accessibleLabel: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={accessibleLabel}
          disabled={pending}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
