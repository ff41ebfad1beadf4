import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { type StructureKind, useRemoveFromStructure } from "../api/edit-structure";

const WHAT: Record<StructureKind, string> = {
  tab: "the tab, its sections and their items",
  section: "the section and its items",
  item: "the item",
};

/**
 * Delete asks first. Something nobody has a record of is deleted; something with records is
 * archived (hidden everywhere, its records kept), and the toast says which happened.
 */
export function DeleteNodeButton({ kind, id, name }: { kind: StructureKind; id: string; name: string }) {
  const remove = useRemoveFromStructure();
  const trigger = useRef<HTMLButtonElement>(null);
  // Where the focus goes when this row is gone: the heading of the branch it was in, else 'Add tab'.
  const fallback = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    const parentBranch = trigger.current?.closest("li")?.parentElement?.closest("li");
    fallback.current =
      parentBranch?.querySelector<HTMLElement>("[aria-expanded]") ??
      document.querySelector<HTMLElement>("[data-add-tab]");
    try {
      const { outcome } = await remove.mutateAsync({ kind, id });
      if (outcome === "archived")
        toast({
          title: "Archived",
          description: `"${name}" has training records, so it was archived: it is hidden and its records are kept.`,
        });
      else toast({ title: "Deleted", description: `"${name}" was deleted.` });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
      throw error;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button ref={trigger} variant="ghost" size="icon" aria-label={`Delete ${name}`} title="Delete">
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`Delete "${name}"?`}
      description={`This removes ${WHAT[kind]}. Anything a technician has a record of is archived instead of deleted: it disappears from every screen and its records are kept.`}
      confirmLabel="Delete"
      pendingLabel="Deleting"
      closeWhen="success"
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        if (trigger.current?.isConnected) return; // still there (cancelled or refused): back to it
        event.preventDefault();
        fallback.current?.focus();
      }}
    />
  );
}
