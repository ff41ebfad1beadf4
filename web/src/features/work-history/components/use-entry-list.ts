import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { nextEntryNumber } from "./entry-list-state";

export const ADD_ENTRY_FAILED = "Failed to add the entry";
export const DELETE_ENTRY_FAILED = "Failed to delete the entry";

/**
 * What the employment and experience sections share: adding an entry (numbered after the highest,
 * the section opens and the new entry takes the focus) and deleting one (its unsaved typing goes
 * too), each with its toast.
 */
export function useEntryList<Entry extends { id: string; entryNumber: number }>({
  entries,
  create,
  remove,
  discardUnsaved,
  createdMessage,
  deletedMessage,
}: {
  /** The list as loaded (undefined while loading). */
  entries: readonly Entry[] | undefined;
  /** Creates the entry with the given number. */
  create: UseMutationResult<Entry, Error, number>;
  /** Deletes the entry with the given id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** Drops what is still being typed into the entry (its autosave record) when it is deleted. */
  discardUnsaved: (id: string) => void;
  createdMessage: string;
  deletedMessage: string;
}) {
  const [open, setOpen] = useState(false);
  const [addedId, setAddedId] = useState<string | null>(null);

  const createOnce = useGuardedMutate(create);
  const add = () => {
    createOnce(nextEntryNumber(entries ?? []), {
      onSuccess: (entry) => {
        setAddedId(entry.id);
        setOpen(true);
        toast({ title: createdMessage });
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: getServerMessage(error) ?? ADD_ENTRY_FAILED,
          variant: "destructive",
        }),
    });
  };

  const deleteEntry = (id: string) => {
    // The user chose to delete it: whatever is still being typed into it goes too.
    discardUnsaved(id);
    remove.mutate(id, {
      onSuccess: () => toast({ title: deletedMessage }),
      onError: (error) =>
        toast({
          title: "Error",
          description: getServerMessage(error) ?? DELETE_ENTRY_FAILED,
          variant: "destructive",
        }),
    });
  };

  return {
    /** Whether the section is expanded; adding an entry opens it. */
    open,
    setOpen,
    /** The entry just added, which takes the focus. */
    addedId,
    add,
    adding: create.isPending,
    deleteEntry,
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
  };
}
