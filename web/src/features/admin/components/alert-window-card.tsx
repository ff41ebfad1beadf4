import { ALERT_WINDOW_MAX_DAYS, ALERT_WINDOW_MIN_DAYS } from "@domain/expiry-alerts";
import { type CenterAlertSettings, centerAlertSettingsSchema } from "@domain/schemas/alerts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCenterAlertSettings, useSaveCenterAlertSettings } from "../api/alert-window";

/** The window as typed, checked by the domain's rule (blank is no number). */
const windowFormSchema = z.object({
  warningWindowDays: z
    .string()
    .transform((value) => (value === "" ? Number.NaN : Number(value)))
    .pipe(centerAlertSettingsSchema.shape.warningWindowDays),
});
type WindowFormInput = z.input<typeof windowFormSchema>;

/** Expiry alerts: how many days ahead the daily e-mails look, for the whole center. */
export function AlertWindowCard() {
  const settings = useCenterAlertSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Expiry alerts</CardTitle>
        <CardDescription>
          Every morning each person gets an e-mail listing their training that has expired or expires within
          this many days, and administrators get a team digest. Item statuses do not change.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <LoadError
            title="The alert settings could not be loaded"
            error={settings.error}
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : settings.data === undefined ? (
          <Spinner label="Loading alert settings" showLabel className="py-4" />
        ) : (
          <AlertWindowForm initialDays={settings.data.warningWindowDays} />
        )}
      </CardContent>
    </Card>
  );
}

/** The window, checked from the first Save on as it is typed. */
function AlertWindowForm({ initialDays }: { initialDays: number }) {
  const id = useId();
  const save = useSaveCenterAlertSettings();
  const form = useForm<WindowFormInput, unknown, CenterAlertSettings>({
    resolver: zodResolver(windowFormSchema),
    defaultValues: { warningWindowDays: String(initialDays) },
  });
  const problem = form.formState.errors.warningWindowDays?.message ?? null;

  const submit = (values: CenterAlertSettings) =>
    save.mutate(values, {
      onSuccess: (saved) =>
        toast({
          title: "Success",
          description: `Expiry alerts now look ${saved.warningWindowDays} days ahead.`,
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: getServerMessage(error) ?? "The warning window could not be saved.",
        }),
    });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-days`}>Warning window (days)</Label>
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={ALERT_WINDOW_MIN_DAYS}
          max={ALERT_WINDOW_MAX_DAYS}
          step={1}
          {...form.register("warningWindowDays")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="w-32"
        />
      </div>
      <Button type="submit" disabled={save.isPending} aria-label="Save warning window">
        {save.isPending ? <Spinner label="Saving" /> : null}
        Save
      </Button>
      <p
        id={`${id}-hint`}
        className={problem ? "w-full text-sm text-destructive" : "w-full text-sm text-muted-foreground"}
      >
        {problem ?? `From ${ALERT_WINDOW_MIN_DAYS} to ${ALERT_WINDOW_MAX_DAYS} days.`}
      </p>
    </form>
  );
}
