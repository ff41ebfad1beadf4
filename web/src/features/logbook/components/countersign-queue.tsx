// A designated supervisor's queue (docs/product.md §22.2): the tasks technicians sent them, each
// countersigned, declined or left for later, with one statement; their name and licence number come
// from their designation. Shown only to a designated supervisor (the queue answers 403 to others).

import type { QueueEntry } from "@domain/schemas/logbook";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { useCountersignQueue, useDecideFromQueue } from "../api/logbook";
import { countersignEntryFacts, DEFAULT_COUNTERSIGN_STATEMENT } from "./countersign-entry-facts";

const CHOICES = ["", "countersigned", "declined"] as const;
const queueFormSchema = z.object({
  statement: z.string().trim().min(1, "Enter a statement"),
  choices: z.record(z.string(), z.enum(CHOICES)),
});
type QueueForm = z.infer<typeof queueFormSchema>;

export function CountersignQueue() {
  const queue = useCountersignQueue();
  const decide = useDecideFromQueue();
  const send = useGuardedMutate(decide);
  const form = useForm<QueueForm>({
    resolver: zodResolver(queueFormSchema),
    defaultValues: { statement: DEFAULT_COUNTERSIGN_STATEMENT, choices: {} },
  });
  const chosen = Object.values(form.watch("choices")).filter(Boolean).length;

  if (!queue.data) return null;

  const submit = ({ statement, choices }: QueueForm) => {
    const decisions = Object.entries(choices).flatMap(([entryId, decision]) =>
      decision ? [{ entryId, decision, remark: null }] : [],
    );
    send(
      { statement, decisions },
      {
        onSuccess: (answer) => {
          form.reset({ statement, choices: {} });
          toast({ title: "Decisions recorded", description: `${answer.decided} tasks decided.` });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: getServerMessage(error) ?? "The decisions could not be recorded",
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Waiting for your countersignature</CardTitle>
        <CardDescription>Tasks technicians sent you as their supervisor.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {queue.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing is waiting.</p>
        ) : (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
              <ul>
                {queue.data.map((entry: QueueEntry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center gap-3 border-b py-2 last:border-b-0"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {entry.technicianName}: {entry.task}
                      </p>
                      <p className="text-sm text-muted-foreground">{countersignEntryFacts(entry)}</p>
                    </div>
                    <NativeSelect
                      aria-label={`Decision on ${entry.task}`}
                      className="w-40"
                      {...form.register(`choices.${entry.id}`)}
                    >
                      <option value="">Later</option>
                      <option value="countersigned">Countersign</option>
                      <option value="declined">Decline</option>
                    </NativeSelect>
                  </li>
                ))}
              </ul>
              <FormField
                control={form.control}
                name="statement"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Statement</FormLabel>
                    <FormControl>
                      <Textarea rows={2} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={chosen === 0 || decide.isPending}>
                {decide.isPending ? <Spinner size="sm" label="Sending" /> : null}
                Record decisions
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
