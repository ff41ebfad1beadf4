import { RETURN_REASON_MAX_LENGTH, returnSignOffSchema } from "@domain/schemas/checklists";
import { Undo2 } from "lucide-react";
import { ReasonDialog } from "@/components/reason-dialog";
import { Button } from "@/components/ui/button";

/** One completion, or the selected ones: the dialog's words for each. */
export type ReturnSubject = { itemName: string; technicianName: string } | { count: number };

function wordsFor(subject: ReturnSubject) {
  if ("count" in subject) {
    const items = subject.count === 1 ? "1 selected item" : `${subject.count} selected items`;
    return {
      trigger: "Return selected",
      triggerLabel: `Return ${items}`,
      title: `Return ${items}?`,
      description: `Each goes back to not done for its technician; their notes and evidence stay. Your reason is kept in each training record.`,
    };
  }
  return {
    trigger: "Return",
    triggerLabel: `Return ${subject.itemName} of ${subject.technicianName}`,
    title: `Return ${subject.itemName}?`,
    description: `It goes back to not done for ${subject.technicianName}; their notes and evidence stay. Your reason is kept in the training record.`,
  };
}

/** 'Return' a sign-off (or the selected ones) with the reason, which the training record keeps. */
export function ReturnSignOffDialog({
  subject,
  disabled,
  onReturn,
}: {
  subject: ReturnSubject;
  disabled: boolean;
  /** Resolves when returned; rejects (the caller has said why) to keep the dialog open. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  const words = wordsFor(subject);
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled} aria-label={words.triggerLabel}>
          <Undo2 aria-hidden="true" />
          {words.trigger}
        </Button>
      }
      title={words.title}
      description={words.description}
      maxLength={RETURN_REASON_MAX_LENGTH}
      schema={returnSignOffSchema.shape.reason}
      submitLabel="Return item"
      pendingLabel="Returning"
      onSubmit={onReturn}
    />
  );
}
