// The details of one training item: when it was done (editable: training is often recorded late),
// notes (autosaved like the work history form) and the evidence document.

import {
  CHECKLIST_NOTES_MAX_LENGTH,
  completionPatchSchema,
  type TrainingItemView,
} from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { AutosaveTextarea, FieldError, fieldErrorProps } from "@/components/autosave/autosave-text-fields";
import { useAutosaveRecord } from "@/components/autosave/use-autosave";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage } from "@/lib/api";
import { formDateInputRange, patchProblem, storedDateProblem } from "@/lib/form-validation";
import { saveCompletion } from "../api/training-record";
import { EvidenceField } from "./evidence-field";

export const NOTES_SAVE_ERROR = "Your notes could not be saved.";
/** A sign-off attests the notes and evidence it saw (docs/decisions/0056). */
export const WITHDRAWS_SIGN_OFF_HINT =
  "Changing the notes or the evidence withdraws the sign-off, so the item is signed off again.";

type Notes = { notes: string | null };

function NotesField({ item }: { item: TrainingItemView }) {
  const queryClient = useQueryClient();
  const notes = item.completion?.notes ?? null;
  const server = useMemo<Notes>(() => ({ notes }), [notes]);
  const record = useAutosaveRecord<Notes>(
    {
      key: `training-notes:${item.id}`,
      oneFieldPerRequest: true,
      send: async (patch, options) => {
        const saved = await saveCompletion(queryClient, item.id, { notes: patch.notes ?? "" }, options);
        return { notes: saved.completion?.notes ?? null };
      },
      validate: (_field, value) => patchProblem(completionPatchSchema, { notes: value ?? "" }),
      describeError: () => NOTES_SAVE_ERROR,
    },
    server,
  );
  return (
    <AutosaveTextarea
      record={record}
      field="notes"
      id={`notes-${item.id}`}
      label="Notes"
      rows={3}
      maxLength={CHECKLIST_NOTES_MAX_LENGTH}
    />
  );
}

/** The day the training happened: a real date, not after today; saved as soon as it is one. */
function CompletionDateField({ item, completedOn }: { item: TrainingItemView; completedOn: string }) {
  const queryClient = useQueryClient();
  const id = `completed-on-${item.id}`;
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => saveCompletion(queryClient, item.id, { completedOn: value }),
    onSuccess: () => setDraft(null),
  });
  const value = draft ?? completedOn;
  const problem =
    draft === ""
      ? "Enter the date the training was completed"
      : draft
        ? storedDateProblem(draft, "end")
        : save.isError
          ? getErrorMessage(save.error)
          : null;
  const { min, max } = formDateInputRange("end");

  function change(next: string) {
    setDraft(next);
    save.reset();
    if (next !== "" && next !== completedOn && storedDateProblem(next, "end") === null) save.mutate(next);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Completed on</Label>
      <Input
        id={id}
        type="date"
        min={min}
        max={max}
        value={value}
        onChange={(event) => change(event.target.value)}
        className="w-fit"
        {...fieldErrorProps(id, problem)}
      />
      <FieldError id={id} error={problem} />
      {item.requiresSignOff && item.completion?.signedOffAt ? (
        <p className="text-xs text-muted-foreground">Changing the date withdraws the sign-off.</p>
      ) : null}
    </div>
  );
}

export function ItemDetails({ id, item }: { id: string; item: TrainingItemView }) {
  const completedOn = item.completion?.completed ? item.completion.completedOn : null;
  return (
    <section
      id={id}
      aria-label={`Details of ${item.name}`}
      className="mt-3 grid gap-4 rounded-md border bg-muted/30 p-4 sm:ml-7"
    >
      {completedOn ? <CompletionDateField item={item} completedOn={completedOn} /> : null}
      <NotesField item={item} />
      <EvidenceField item={item} />
      {item.requiresSignOff && item.completion?.signedOffAt ? (
        <p className="text-xs text-muted-foreground">{WITHDRAWS_SIGN_OFF_HINT}</p>
      ) : null}
    </section>
  );
}
