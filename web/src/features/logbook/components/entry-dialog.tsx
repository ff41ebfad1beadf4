// 'Edit' of a draft and 'Correct' of a decided entry (docs/product.md §22.1, §22.3): the quick
// entry's fields, prefilled from the entry, react-hook-form with the domain's schema. The dialog is
// busy while the save runs (one request for any number of clicks), shows the server's refusal under
// the form and closes when the save succeeds.

import {
  type LogbookEntry,
  type LogbookEntryInput,
  type LogbookEntryValues,
  logbookEntryInputSchema,
} from "@domain/schemas/logbook";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { EntryFields } from "./entry-fields";

export type EntryDialogMode = "edit" | "correct";

const WORDS = {
  edit: {
    trigger: "Edit",
    title: "Edit task",
    description: "Change this draft before it is sent for countersignature.",
    submit: "Save changes",
    failed: "The task could not be saved",
  },
  correct: {
    trigger: "Correct",
    title: "Correct task",
    description:
      "The decided task stays in the logbook, marked superseded; the correction is a new draft to send for countersignature.",
    submit: "Save correction",
    failed: "The correction could not be saved",
  },
} as const;

/** The entry as the form's values: what the server stores as null is an empty field. */
export function entryFormValues(entry: LogbookEntry): LogbookEntryInput {
  return {
    performedOn: entry.performedOn,
    employmentId: entry.employmentId,
    aircraftMake: entry.aircraftMake,
    aircraftModel: entry.aircraftModel,
    aircraftSeries: entry.aircraftSeries ?? "",
    aircraftRegistration: entry.aircraftRegistration ?? "",
    ataChapter: entry.ataChapter as LogbookEntryInput["ataChapter"],
    task: entry.task,
    activityKind: entry.activityKind,
    minutes: entry.minutes,
    workOrder: entry.workOrder ?? "",
  };
}

export function EntryDialog({
  mode,
  entry,
  onSave,
}: {
  mode: EntryDialogMode;
  entry: LogbookEntry;
  /** PUT (edit) or POST …/corrections (correct); rejects with the API's error. */
  onSave: (values: LogbookEntryValues) => Promise<unknown>;
}) {
  const words = WORDS[mode];
  const [open, setOpen] = useState(false);
  const form = useForm<LogbookEntryInput, unknown, LogbookEntryValues>({
    resolver: zodResolver(logbookEntryInputSchema),
    defaultValues: entryFormValues(entry),
  });
  const busy = form.formState.isSubmitting;
  const serverProblem = form.formState.errors.root?.server?.message;

  const save = async (values: LogbookEntryValues) => {
    try {
      await onSave(values);
      setOpen(false);
    } catch (error) {
      form.setError("root.server", { message: getErrorMessage(error, words.failed) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return; // the answer is on its way
        if (next) form.reset(entryFormValues(entry));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${words.trigger} ${entry.task}`}>
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            onSubmit={(event) => void form.handleSubmit(save)(event)}
            noValidate
            className="grid gap-3 sm:grid-cols-2"
          >
            <EntryFields form={form} />
            {serverProblem ? (
              <Alert variant="destructive" className="sm:col-span-2">
                <AlertDescription>{serverProblem}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner size="sm" label="Saving" /> : null}
                {words.submit}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
