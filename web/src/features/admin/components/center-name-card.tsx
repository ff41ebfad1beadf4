import {
  CENTER_NAME_MAX_LENGTH,
  type CenterSettings,
  centerSettingsSchema,
  DEFAULT_CENTER_NAME,
} from "@domain/schemas/invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCenterSettings, useSaveCenterSettings } from "../api/invitations";

/** The name as the field shows it: blank for the default wording. */
const shownName = (centerName: string) => (centerName === DEFAULT_CENTER_NAME ? "" : centerName);

/** The center's name, which invitations give as who created the account (docs/product.md §21). */
export function CenterNameCard() {
  const settings = useCenterSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Training center</CardTitle>
        <CardDescription>
          The name invitations give as the center that created the account. Left blank, they say '
          {DEFAULT_CENTER_NAME}'.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <LoadError
            title="The center's name could not be loaded"
            error={settings.error}
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : settings.data === undefined ? (
          <Spinner label="Loading the center's name" showLabel className="py-4" />
        ) : (
          <CenterNameForm initialName={shownName(settings.data.centerName)} />
        )}
      </CardContent>
    </Card>
  );
}

/** The name checked as it is typed: Save waits for a name the server takes. */
function CenterNameForm({ initialName }: { initialName: string }) {
  const id = useId();
  const save = useSaveCenterSettings();
  const form = useForm<CenterSettings>({
    resolver: zodResolver(centerSettingsSchema),
    defaultValues: { centerName: initialName },
    mode: "onChange",
  });
  const problem = form.formState.errors.centerName?.message ?? null;

  const submit = (values: CenterSettings) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ centerName: shownName(saved.centerName) });
        toast({ title: "Success", description: `Invitations now name ${saved.centerName}.` });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: getServerMessage(error) ?? "The center's name could not be saved.",
        }),
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-2">
        <Label htmlFor={`${id}-name`}>Center name</Label>
        <Input
          id={`${id}-name`}
          maxLength={CENTER_NAME_MAX_LENGTH + 20}
          placeholder={DEFAULT_CENTER_NAME}
          {...form.register("centerName")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <Button type="submit" disabled={save.isPending || problem !== null} aria-label="Save center name">
        {save.isPending ? <Spinner label="Saving" /> : null}
        Save
      </Button>
      <p
        id={`${id}-hint`}
        className={problem ? "w-full text-sm text-destructive" : "w-full text-sm text-muted-foreground"}
      >
        {problem ?? `At most ${CENTER_NAME_MAX_LENGTH} characters.`}
      </p>
    </form>
  );
}
