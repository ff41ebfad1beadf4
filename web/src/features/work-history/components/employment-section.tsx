import { useAutosaveSession } from "@/components/autosave/use-autosave";
import { LoadError } from "@/components/load-error";
import { useCreateEmploymentEntry, useDeleteEmploymentEntry, useEmploymentEntries } from "../api/employment";
import { EmploymentEntryCard, employmentRecordKey } from "./employment-entry";
import { AddEntryButton, EmptyEntries, EntryListLoading } from "./entry-list-state";
import { FormSection } from "./form-section";
import { useEntryList } from "./use-entry-list";

/** The section element, for links that open it (the failed submit's list). */
export const EMPLOYMENT_SECTION_ID = "form-section-employment";

export const EMPLOYMENT_CREATED = "Employment entry created";
export const EMPLOYMENT_DELETED = "Employment entry deleted";

export function EmploymentSection({ formId, number }: { formId: string; number: number }) {
  const entries = useEmploymentEntries(formId);
  const create = useCreateEmploymentEntry(formId);
  const remove = useDeleteEmploymentEntry(formId);
  const session = useAutosaveSession();
  const list = useEntryList({
    entries: entries.data,
    create,
    remove,
    discardUnsaved: (id) => session.discard(employmentRecordKey(id)),
    createdMessage: EMPLOYMENT_CREATED,
    deletedMessage: EMPLOYMENT_DELETED,
  });

  return (
    <FormSection
      number={number}
      title="Employment History"
      count={entries.data?.length}
      open={list.open}
      onOpenChange={list.setOpen}
      revealAs="employment"
      sectionId={EMPLOYMENT_SECTION_ID}
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
              autoFocus={entry.id === list.addedId}
              deleting={list.isDeleting(entry.id)}
              onDelete={() => list.deleteEntry(entry.id)}
            />
          ))
        )}
        {entries.isSuccess ? (
          <div>
            <AddEntryButton label="Add Employment Entry" pending={list.adding} onClick={list.add} />
          </div>
        ) : null}
      </div>
    </FormSection>
  );
}
