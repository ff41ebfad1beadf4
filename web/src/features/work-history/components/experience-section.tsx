import { calendarDateOf } from "@domain/calendar-date";
import { formatDuration } from "@domain/duration";
import type { ExperienceDiscipline } from "@domain/enums";
import type { ExperienceSummary, WorkHistoryForm } from "@domain/schemas/work-history";
import { useAutosaveSession } from "@/components/autosave/use-autosave";
import { LoadError } from "@/components/load-error";
import { useEmploymentEntries } from "../api/employment";
import { useCreateExperienceEntry, useDeleteExperienceEntry, useExperienceEntries } from "../api/experience";
import { useExperienceSummary } from "../api/experience-summary";
import { DISCIPLINES } from "../disciplines";
import type { EmployerOption } from "./duration-editor";
import { employerName } from "./employment-entry";
import { AddEntryButton, EmptyEntries, EntryListLoading } from "./entry-list-state";
import { ExperienceEntryCard, experienceRecordKey } from "./experience-entry";
import { FormSection } from "./form-section";
import { useEntryList } from "./use-entry-list";

const SUMMARY_FIELD: Record<ExperienceDiscipline, keyof ExperienceSummary> = {
  airframe: "airframeTotalMonths",
  powerplant: "powerplantTotalMonths",
  avionics: "avionicsTotalMonths",
};

/** The discipline's total from GET /api/experience-summary, which covers the user's active form only. */
function DisciplineTotal({ discipline }: { discipline: ExperienceDiscipline }) {
  const summary = useExperienceSummary();
  if (!summary.data) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Total {DISCIPLINES[discipline].label.toLowerCase()} experience:{" "}
      <span className="font-medium text-foreground">
        {formatDuration(summary.data[SUMMARY_FIELD[discipline]])}
      </span>
    </p>
  );
}

export function ExperienceSection({
  discipline,
  number,
  form,
}: {
  discipline: ExperienceDiscipline;
  number: number;
  form: WorkHistoryForm;
}) {
  const config = DISCIPLINES[discipline];
  const entries = useExperienceEntries(discipline, form.id);
  const employment = useEmploymentEntries(form.id);
  const create = useCreateExperienceEntry(discipline, form.id);
  const remove = useDeleteExperienceEntry(discipline, form.id);
  const session = useAutosaveSession();
  const list = useEntryList({
    entries: entries.data,
    create,
    remove,
    discardUnsaved: (id) => session.discard(experienceRecordKey(discipline, id)),
    createdMessage: config.createdMessage,
    deletedMessage: config.deletedMessage,
  });
  const today = calendarDateOf(new Date());
  const employers: EmployerOption[] = (employment.data ?? []).map((entry, index) => ({
    id: entry.id,
    name: employerName(entry, index + 1),
    startDate: entry.startDate,
    endDate: entry.endDate,
  }));

  return (
    <FormSection
      number={number}
      title={`${config.label} Experience`}
      count={entries.data?.length}
      open={list.open}
      onOpenChange={list.setOpen}
    >
      <div className="grid gap-4">
        {form.isActive ? <DisciplineTotal discipline={discipline} /> : null}
        {entries.isPending ? (
          <EntryListLoading label={`Loading ${config.label.toLowerCase()} entries`} />
        ) : entries.isError ? (
          <LoadError
            title={`${config.label} entries could not be loaded`}
            error={entries.error}
            onRetry={() => entries.refetch()}
            retrying={entries.isFetching}
          />
        ) : entries.data.length === 0 ? (
          <EmptyEntries>No {config.label.toLowerCase()} entries yet.</EmptyEntries>
        ) : (
          entries.data.map((entry, index) => (
            <ExperienceEntryCard
              key={entry.id}
              config={config}
              entry={entry}
              position={index + 1}
              employers={employers}
              dateOfHire={form.dateOfHire}
              today={today}
              autoFocus={entry.id === list.addedId}
              deleting={list.isDeleting(entry.id)}
              onDelete={() => list.deleteEntry(entry.id)}
            />
          ))
        )}
        {entries.isSuccess ? (
          <div>
            <AddEntryButton label={`Add ${config.label} Entry`} pending={list.adding} onClick={list.add} />
          </div>
        ) : null}
      </div>
    </FormSection>
  );
}
