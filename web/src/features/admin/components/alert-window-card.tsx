import { ALERT_WINDOW_MAX_DAYS, ALERT_WINDOW_MIN_DAYS } from "@domain/expiry-alerts";
import { centerAlertSettingsSchema } from "@domain/schemas/alerts";
import { useEffect, useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCenterAlertSettings, useSaveCenterAlertSettings } from "../api/alert-window";

/** The domain's message for a window the server would refuse, or null. */
function windowProblem(value: string): string | null {
  const result = centerAlertSettingsSchema.safeParse({
    warningWindowDays: value === "" ? Number.NaN : Number(value),
  });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Expiry alerts: how many days ahead the daily e-mails look, for the whole center. */
export function AlertWindowCard() {
  const id = useId();
  const settings = useCenterAlertSettings();
  const save = useSaveCenterAlertSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  useEffect(() => {
    if (settings.data && draft === null) setDraft(String(settings.data.warningWindowDays));
  }, [settings.data, draft]);

  const problem = draft === null ? null : windowProblem(draft);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (draft === null || problem) return;
    save.mutate(
      { warningWindowDays: Number(draft) },
      {
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
      },
    );
  };

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
        ) : draft === null ? (
          <Spinner label="Loading alert settings" showLabel className="py-4" />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-days`}>Warning window (days)</Label>
              <Input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={ALERT_WINDOW_MIN_DAYS}
                max={ALERT_WINDOW_MAX_DAYS}
                step={1}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={showProblem && problem ? true : undefined}
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
              className={
                showProblem && problem
                  ? "w-full text-sm text-destructive"
                  : "w-full text-sm text-muted-foreground"
              }
            >
              {showProblem && problem
                ? problem
                : `From ${ALERT_WINDOW_MIN_DAYS} to ${ALERT_WINDOW_MAX_DAYS} days.`}
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
