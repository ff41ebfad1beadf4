import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCreateEmploymentEntry, useDeleteEmploymentEntry, useEmploymentEntries } from "../api/employment";
import { useAutosaveSession } from "../autosave/use-autosave";
import { EmploymentEntryCard, employmentRecordKey } from "./employment-entry";
import { AddEntryButton, EmptyEntries, EntryListLoading, nextEntryNumber } from "./entry-list-state";
import { FormSection } from "./form-section";

export const EMPLOYMENT_CREATED = "Employment entry created";
export const EMPLOYMENT_DELETED = "Employment entry deleted";

export function EmploymentSection({ formId, number }: { formId: string; number: number }) {
  const entries = useEmploymentEntries(formId);
  const create = useCreateEmploymentEntry(formId);
  const remove = useDeleteEmploymentEntry(formId);
  const session = useAutosaveSession();
  const [open, setOpen] = useState(false);
  const [addedId, setAddedId] = useState<string | null>(null);

  const add = () => {
    create.mutate(nextEntryNumber(entries.data ?? []), {
      onSuccess: (entry) => {
        setAddedId(entry.id);
        setOpen(true);
        toast({ title: EMPLOYMENT_CREATED });
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: getServerMessage(error) ?? "Failed to add the entry",
          variant: "destructive",
        }),
    });
  };

  const deleteEntry = (id: string) => {
    // The user chose to delete it: whatever is still being typed into it goes too.
    session.discard(employmentRecordKey(id));
    remove.mutate(id, {
      onSuccess: () => toast({ title: EMPLOYMENT_DELETED }),
      onError: (error) =>
        toast({
          title: "Error",
          description: getServerMessage(error) ?? "Failed to delete the entry",
          variant: "destructive",
        }),
    });
  };

  return (
    <FormSection
      number={number}
      title="Employment History"
      count={entries.data?.length}
      open={open}
      onOpenChange={setOpen}
    >
      <div className="grid gap-4">
        {entries.isPending ? (
          <EntryListLoading label="Loading employment entries" />
        ) : entries.isError ? (
          <LoadError
            title="Employment entries could not be loaded"
            error={entries.error}
            onRetry={() => entries.refetch()}
            retrying={entries.isFetching}
          />
        ) : entries.data.length === 0 ? (
          <EmptyEntries>No employment entries yet. Add each employer you have worked for.</EmptyEntries>
        ) : (
          entries.data.map((entry, index) => (
            <EmploymentEntryCard
              key={entry.id}
              entry={entry}
              position={index + 1}
              autoFocus={entry.id === addedId}
              deleting={remove.isPending && remove.variables === entry.id}
              onDelete={() => deleteEntry(entry.id)}
            />
          ))
        )}
        {entries.isSuccess ? (
          <div>
            <AddEntryButton label="Add Employment Entry" pending={create.isPending} onClick={add} />
          </div>
        ) : null}
      </div>
    </FormSection>
  );
}
