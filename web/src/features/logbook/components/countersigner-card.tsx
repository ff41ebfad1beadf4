// 'Can countersign' (docs/product.md §22.2): an administrator designates the account as a supervisor
// who countersigns logbook tasks, with the certificate or licence number their countersignature records.

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCountersignerDesignation, useSetCountersignerDesignation } from "../api/countersigner";

const designationFormSchema = z
  .object({ canCountersign: z.boolean(), licenceNumber: z.string().trim().max(200) })
  .superRefine((values, context) => {
    if (values.canCountersign && values.licenceNumber === "")
      context.addIssue({
        code: "custom",
        path: ["licenceNumber"],
        message: "Enter the certificate or licence number",
      });
  });
type DesignationForm = z.infer<typeof designationFormSchema>;

export function CountersignerCard({ userId }: { userId: string }) {
  const designation = useCountersignerDesignation(userId);
  const save = useSetCountersignerDesignation(userId);
  const form = useForm<DesignationForm>({
    resolver: zodResolver(designationFormSchema),
    defaultValues: { canCountersign: false, licenceNumber: "" },
  });
  useEffect(() => {
    if (designation.data)
      form.reset({
        canCountersign: designation.data.canCountersign,
        licenceNumber: designation.data.licenceNumber ?? "",
      });
  }, [designation.data, form]);

  const onSubmit = (values: DesignationForm) =>
    save.mutate(
      values.canCountersign
        ? { canCountersign: true, licenceNumber: values.licenceNumber }
        : { canCountersign: false },
      {
        onSuccess: () => toast({ title: "Countersigning saved" }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: getServerMessage(error) ?? "Countersigning could not be saved",
          }),
      },
    );

  // Shown once the designation is known: the member page's other cards are the record, read-only.
  if (!designation.data) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Logbook supervisor</CardTitle>
        <CardDescription>
          A designated supervisor countersigns technicians' logbook tasks from their queue.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3 sm:max-w-md">
            <FormField
              control={form.control}
              name="canCountersign"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox
                      checked={field.value}
                      onCheckedChange={(value) => field.onChange(value === true)}
                    />
                  </FormControl>
                  <FormLabel>Can countersign</FormLabel>
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
                    <Input {...field} disabled={!form.watch("canCountersign")} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" disabled={save.isPending} className="w-fit">
              {save.isPending ? <Spinner size="sm" label="Saving" /> : null}
              Save
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
