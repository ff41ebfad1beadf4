// /countersign/:token (docs/product.md §22): an outside supervisor's page. It shows the
// technician's name and exactly the tasks of the link, and takes one decision per task with the
// supervisor's name, certificate or licence number and statement. Nothing else of the account.

import {
  type CountersignDecisionInput,
  type CountersignPage as CountersignView,
  countersignDecisionSchema,
} from "@domain/schemas/logbook";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useParams } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCountersignLink, useDecideByLink } from "@/features/logbook/api/logbook";
import {
  countersignEntryFacts,
  DEFAULT_COUNTERSIGN_STATEMENT,
} from "@/features/logbook/components/countersign-entry-facts";
import { getErrorMessage, getServerMessage } from "@/lib/api";

export function CountersignPage() {
  const { token = "" } = useParams<{ token: string }>();
  const link = useCountersignLink(token);
  const [done, setDone] = useState<number | null>(null);

  let body: React.ReactNode;
  if (link.isPending) body = <Spinner label="Loading the tasks" showLabel className="py-8" />;
  else if (link.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle>Link not available</AlertTitle>
        <AlertDescription>{getServerMessage(link.error) ?? getErrorMessage(link.error)}</AlertDescription>
      </Alert>
    );
  else if (done !== null)
    body = (
      <Alert>
        <AlertTitle>Thank you</AlertTitle>
        <AlertDescription>
          Your decision on {done === 1 ? "1 task" : `${done} tasks`} is recorded in {link.data.technicianName}
          's logbook.
        </AlertDescription>
      </Alert>
    );
  else body = <DecisionForm token={token} page={link.data} onDone={setDone} />;

  return (
    <main className="mx-auto max-w-3xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold">Countersign logbook tasks</h1>
      {body}
    </main>
  );
}

function DecisionForm({
  token,
  page,
  onDone,
}: {
  token: string;
  page: CountersignView;
  onDone: (decided: number) => void;
}) {
  const decide = useDecideByLink(token);
  const form = useForm<CountersignDecisionInput>({
    resolver: zodResolver(countersignDecisionSchema),
    defaultValues: {
      name: page.supervisorName,
      licenceNumber: "",
      statement: DEFAULT_COUNTERSIGN_STATEMENT,
      decisions: page.entries.map((entry) => ({ entryId: entry.id, decision: "countersigned", remark: "" })),
    },
  });
  const onSubmit = (values: CountersignDecisionInput) =>
    decide.mutate(values, {
      onSuccess: (answer) => onDone(answer.decided),
      onError: (error) => form.setError("root.server", { message: getErrorMessage(error) }),
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <p className="text-sm text-muted-foreground">
          {page.technicianName} asks you to countersign these tasks. Countersign or decline each one.
        </p>
        {page.entries.map((entry, index) => (
          <Card key={entry.id} data-testid="countersign-entry">
            <CardHeader>
              <CardTitle className="text-base">{entry.task}</CardTitle>
              <CardDescription>{countersignEntryFacts(entry)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3 sm:grid-cols-2">
              <FormField
                control={form.control}
                name={`decisions.${index}.decision`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Decision</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="countersigned">Countersign</option>
                        <option value="declined">Decline</option>
                      </NativeSelect>
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name={`decisions.${index}.remark`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Remark (optional)</FormLabel>
                    <FormControl>
                      <Input {...field} value={field.value ?? ""} />
                    </FormControl>
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>
        ))}
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Your name</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="licenceNumber"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Certificate or licence number</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
            {form.formState.errors.root?.server ? (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.root.server.message}
              </p>
            ) : null}
            <Button type="submit" disabled={decide.isPending}>
              {decide.isPending ? <Spinner size="sm" label="Sending" /> : null}
              Send my decisions
            </Button>
          </CardContent>
        </Card>
      </form>
    </Form>
  );
}
