import type { CalendarDate } from "@domain/calendar-date";
import { SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useAutosaveRecord } from "@/components/autosave/use-autosave";
import { FromResumeBadge } from "@/components/from-resume-badge";
import { getServerMessage } from "@/lib/api";
import { patchProblem } from "@/lib/form-validation";
import { type ExperienceRecord, saveExperienceEntry } from "../api/experience";
import type { DisciplineConfig } from "../disciplines";
import { AutosaveCheckbox, AutosaveTextField } from "./autosave-fields";
import { DeleteEntryButton } from "./delete-entry-button";
import { type DurationChoice, DurationEditor, type EmployerOption } from "./duration-editor";
import { ENTRY_SAVE_ERROR } from "./employment-entry";

export const experienceRecordKey = (discipline: string, id: string) => `${discipline}:${id}`;

/** One airframe, powerplant or avionics entry; `config` names its fields and flags. */
export function ExperienceEntryCard({
  config,
  entry,
  position,
  employers,
  dateOfHire,
  today,
  autoFocus,
  deleting,
  onDelete,
}: {
  config: DisciplineConfig;
  entry: ExperienceRecord;
  position: number;
  employers: readonly EmployerOption[];
  dateOfHire: CalendarDate | null;
  today: CalendarDate;
  autoFocus: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const record = useAutosaveRecord<ExperienceRecord>(
    {
      key: experienceRecordKey(config.discipline, entry.id),
      oneFieldPerRequest: false,
      send: (patch, options) => saveExperienceEntry(queryClient, config.discipline, entry, patch, options),
      validate: (field, value) => patchProblem(config.patchSchema, { formId: entry.formId, [field]: value }),
      describeError: (error) => getServerMessage(error) ?? ENTRY_SAVE_ERROR,
    },
    entry,
  );
  const id = (field: string) => `${config.discipline}-${entry.id}-${field}`;
  const headingId = id("heading");
  const { make, model, series } = config.fieldNames;
  const lower = config.label.toLowerCase();
  const equipment = [record.value(make), record.value(model), record.value(series)]
    .map((part) => (typeof part === "string" ? part.trim() : ""))
    .filter(Boolean)
    .join(" ");
  const duration: DurationChoice = {
    selectedEmploymentIds: record.value("selectedEmploymentIds"),
    includeCurrentEmployment: record.value("includeCurrentEmployment"),
    useManualDuration: record.value("useManualDuration"),
    manualYears: record.value("manualYears"),
    manualMonths: record.value("manualMonths"),
  };

  return (
    <article
      aria-labelledby={headingId}
      data-entry-id={entry.id}
      className="rounded-md border bg-background p-4 sm:p-5"
    >
      <div className="mb-4 flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 pt-1.5 font-medium">
            {config.label} {position}
            {equipment ? <span className="text-muted-foreground">: {equipment}</span> : null}
          </h3>
          {entry.fromResume ? <FromResumeBadge entryName={`${config.label} ${position}`} /> : null}
        </div>
        <DeleteEntryButton
          accessibleLabel={`Delete ${lower} entry ${position}`}
          title={`Delete ${lower} entry?`}
          description={`${equipment || `${config.label} entry ${position}`} will be removed from your work history. This cannot be undone.`}
          pending={deleting}
          onConfirm={onDelete}
        />
      </div>
      <div className="grid gap-5">
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-3">
          <AutosaveTextField
            record={record}
            field={make}
            id={id("make")}
            label="Make"
            autoFocus={autoFocus}
            maxLength={SHORT_TEXT_MAX_LENGTH}
          />
          <AutosaveTextField
            record={record}
            field={model}
            id={id("model")}
            label="Model"
            maxLength={SHORT_TEXT_MAX_LENGTH}
          />
          <AutosaveTextField
            record={record}
            field={series}
            id={id("series")}
            label="Series"
            maxLength={SHORT_TEXT_MAX_LENGTH}
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Applicable experience</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {config.flags.map((flag) => (
              <AutosaveCheckbox
                key={flag.name}
                record={record}
                field={flag.name}
                id={id(flag.name)}
                label={flag.label}
              />
            ))}
          </div>
        </fieldset>
        <DurationEditor
          idPrefix={id("duration")}
          value={duration}
          employers={employers}
          dateOfHire={dateOfHire}
          today={today}
          // A manual value typed as text is kept as a draft the patch schema refuses (never sent).
          onChange={(changes) => record.setMany(changes as Partial<ExperienceRecord>)}
        />
      </div>
    </article>
  );
}
