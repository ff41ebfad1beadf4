// Quick entry of a task on one screen (docs/product.md §22): react-hook-form with the
// domain's schema. What is typed is kept in this browser until it is saved, and the aircraft, chapter,
// kind and time of the last saved task come back for the next one, so a phone in the hangar loses
// nothing and a series of tasks on one aircraft is quick. 'Add task' hands the task and the key the
// form chose for it to the page's offline queue (pending-entries.ts), which keeps it on this device
// until the server has it: the same key for every click on the same typed task, so a double click
// makes one entry.

import { localToday } from "@domain/form-dates";
import {
  type LogbookEntryInput,
  type LogbookEntryValues,
  logbookEntryInputSchema,
} from "@domain/schemas/logbook";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { EntryFields } from "./entry-fields";

/** Per account, so a shared phone never offers one person's values to another. */
const typedKey = (userId: string) => `hangar-log:logbook:typed:${userId}`;
const lastKey = (userId: string) => `hangar-log:logbook:last:${userId}`;
const REMEMBERED = [
  "aircraftMake",
  "aircraftModel",
  "aircraftSeries",
  "aircraftRegistration",
  "ataChapter",
  "activityKind",
  "minutes",
] as const;

function read(key: string): Partial<LogbookEntryInput> {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "{}") as Partial<LogbookEntryInput>;
  } catch {
    return {};
  }
}

function startValues(userId: string): LogbookEntryInput {
  return {
    performedOn: localToday(),
    aircraftMake: "",
    aircraftModel: "",
    aircraftSeries: "",
    aircraftRegistration: "",
    ataChapter: "" as LogbookEntryInput["ataChapter"],
    task: "",
    activityKind: "inspection",
    minutes: 60,
    workOrder: "",
    ...read(lastKey(userId)),
    ...read(typedKey(userId)),
  };
}

export function QuickEntryForm({
  userId,
  onSave,
}: {
  userId: string;
  /** Keeps the task on this device and sends it (the offline queue); `clientKey` names this task. */
  onSave: (values: LogbookEntryValues, clientKey: string) => void;
}) {
  const form = useForm<LogbookEntryInput, unknown, LogbookEntryValues>({
    resolver: zodResolver(logbookEntryInputSchema),
    defaultValues: startValues(userId),
  });
  /** The key of the task being typed; a new one once it is handed over. */
  const clientKey = useRef(crypto.randomUUID());

  useEffect(() => {
    const subscription = form.watch((values) =>
      localStorage.setItem(typedKey(userId), JSON.stringify(values)),
    );
    return () => subscription.unsubscribe();
  }, [form, userId]);

  const submit = (key: string) => (values: LogbookEntryValues) => {
    // A second click that validated before the first was handed over carries the same key, and
    // the queue keeps a key once; a click after the hand-over finds the form emptied.
    onSave(values, key);
    if (clientKey.current !== key) return;
    clientKey.current = crypto.randomUUID();
    const last = Object.fromEntries(REMEMBERED.map((name) => [name, form.getValues(name) ?? ""]));
    localStorage.setItem(lastKey(userId), JSON.stringify(last));
    localStorage.removeItem(typedKey(userId));
    form.reset({
      ...startValues(userId),
      performedOn: form.getValues("performedOn"),
      task: "",
      workOrder: "",
    });
  };

  return (
    <Form {...form}>
      <form
        onSubmit={(event) => form.handleSubmit(submit(clientKey.current))(event)}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
      >
        <EntryFields form={form} />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" className="w-full sm:w-auto">
            Add task
          </Button>
        </div>
      </form>
    </Form>
  );
}
