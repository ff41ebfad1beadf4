import type { UploadedDocument } from "@domain/schemas/uploads";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The delete action of a row, behind the confirmation of docs/product.md §5.5. */
export function DeleteDocumentButton({
  document,
  onDelete,
  pending,
}: {
  document: Pick<UploadedDocument, "filename">;
  onDelete: () => void;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${document.filename}`}
          disabled={pending}
        >
          {pending ? <Spinner size="sm" label="Deleting" /> : <Trash2 aria-hidden="true" />}
        </Button>
      }
      title="Delete Document"
      description={<>Are you sure you want to delete "{document.filename}"? This action cannot be undone.</>}
      confirmLabel="Delete"
      onConfirm={onDelete}
    />
  );
}
