// 'Request countersignature' for the selected drafts (docs/product.md §22): a supervisor
// the center designated (their queue), or someone outside by e-mail (a single-use link for 14 days).

import { emailAddress } from "@domain/schemas/fields";
import type { Countersigner, CountersignRequestInput } from "@domain/schemas/logbook";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";

const OUTSIDE = "outside";

const requestFormSchema = z
  .object({ supervisor: z.string(), supervisorName: z.string().trim(), supervisorEmail: z.string() })
  .superRefine((values, context) => {
    if (values.supervisor !== OUTSIDE) return;
    if (values.supervisorName === "")
      context.addIssue({ code: "custom", path: ["supervisorName"], message: "Enter the supervisor's name" });
    if (!emailAddress().safeParse(values.supervisorEmail).success)
      context.addIssue({ code: "custom", path: ["supervisorEmail"], message: "Invalid email address" });
  });
type RequestForm = z.infer<typeof requestFormSchema>;

export function RequestCountersignDialog({
  entryIds,
  countersigners,
  onRequest,
  pending,
}: {
  entryIds: string[];
  countersigners: Countersigner[];
  onRequest: (input: CountersignRequestInput) => Promise<unknown>;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<RequestForm>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { supervisor: OUTSIDE, supervisorName: "", supervisorEmail: "" },
  });
  const supervisor = form.watch("supervisor");

  const onSubmit = async (values: RequestForm) => {
    const input: CountersignRequestInput =
      values.supervisor === OUTSIDE
        ? {
            kind: "email",
            entryIds,
            supervisorName: values.supervisorName,
            supervisorEmail: values.supervisorEmail,
          }
        : { kind: "account", entryIds, supervisorId: values.supervisor };
    try {
      await onRequest(input);
    } catch {
      return;
    }
    setOpen(false);
    form.reset();
  };

  const count = entryIds.length;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={count === 0}>Request countersignature{count > 0 ? ` (${count})` : ""}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request countersignature</DialogTitle>
          <DialogDescription>
            {count === 1 ? "1 task" : `${count} tasks`} go to the supervisor who saw the work. They are locked
            until decided.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="supervisor"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Supervisor</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value={OUTSIDE}>Someone outside Hangar Log, by e-mail</option>
                      {countersigners.map((person) => (
                        <option key={person.id} value={person.id}>
                          {person.fullName}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {supervisor === OUTSIDE ? (
              <>
                <FormField
                  control={form.control}
                  name="supervisorName"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Supervisor's name</FormLabel>
                      <FormControl>
                        <Input {...field} autoComplete="off" />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="supervisorEmail"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Supervisor's email</FormLabel>
                      <FormControl>
                        <Input type="email" {...field} autoComplete="off" />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner size="sm" label="Sending" /> : null}
                Send request
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
