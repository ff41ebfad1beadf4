import { RETURN_REASON_MAX_LENGTH, returnFormSchema } from "@domain/schemas/form-review";
import { Undo2 } from "lucide-react";
import { ReasonDialog } from "@/components/reason-dialog";
import { Button } from "@/components/ui/button";

/** 'Return' with the reason the technician will read on their form. */
export function ReturnFormDialog({
  ownerName,
  pending,
  onReturn,
}: {
  ownerName: string;
  pending: boolean;
  /** Resolves when returned; rejects (the caller has said why) to keep the dialog open. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" disabled={pending}>
          <Undo2 aria-hidden="true" />
          Return
        </Button>
      }
      title="Return the form?"
      description={`${ownerName} can change the form again and will see your reason on it.`}
      maxLength={RETURN_REASON_MAX_LENGTH}
      schema={returnFormSchema.shape.reason}
      submitLabel="Return form"
      pendingLabel="Returning"
      pending={pending}
      onSubmit={onReturn}
    />
  );
}
