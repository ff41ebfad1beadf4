// The fields of one logbook entry (docs/product.md §22.1), shared by the quick entry and the
// edit and correction dialogs: the caller owns the form (react-hook-form with the domain's schema)
// and its buttons.

import { ATA_CHAPTERS, LOGBOOK_ACTIVITY_KIND_LABELS, LOGBOOK_ACTIVITY_KINDS } from "@domain/logbook";
import type { LogbookEntryInput, LogbookEntryValues } from "@domain/schemas/logbook";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

export type EntryForm = UseFormReturn<LogbookEntryInput, unknown, LogbookEntryValues>;

type TextName = "aircraftMake" | "aircraftModel" | "aircraftSeries" | "aircraftRegistration" | "workOrder";

/** The fields in the quick entry's order; `employer` (when given) goes after the date. */
export function EntryFields({ form, employer }: { form: EntryForm; employer?: ReactNode }) {
  const text = (name: TextName, label: string, list?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} value={field.value ?? ""} autoComplete="off" list={list} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <>
      <FormField
        control={form.control}
        name="performedOn"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Date</FormLabel>
            <FormControl>
              <Input type="date" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="ataChapter"
        render={({ field }) => (
          <FormItem>
            <FormLabel>ATA chapter</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                <option value="">Choose…</option>
                {ATA_CHAPTERS.map((c) => (
                  <option key={c.chapter} value={c.chapter}>
                    {c.chapter} {c.title}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {employer}
      {text("aircraftMake", "Aircraft make")}
      {text("aircraftModel", "Model")}
      {text("aircraftSeries", "Series")}
      {text("aircraftRegistration", "Registration or serial")}
      <FormField
        control={form.control}
        name="task"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Task</FormLabel>
            <FormControl>
              <Textarea rows={3} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="activityKind"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Activity</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                {LOGBOOK_ACTIVITY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LOGBOOK_ACTIVITY_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="minutes"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Time spent (minutes)</FormLabel>
            <FormControl>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={Number.isFinite(field.value) ? field.value : ""}
                onChange={(event) =>
                  field.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))
                }
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {text("workOrder", "Work order or task card")}
    </>
  );
}
