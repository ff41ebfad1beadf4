import {
  CENTER_NAME_MAX_LENGTH,
  centerSettingsSchema,
  DEFAULT_CENTER_NAME,
} from "@domain/schemas/invitations";
import { useEffect, useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useCenterSettings, useSaveCenterSettings } from "../api/invitations";

/** The center's name, which invitations give as who created the account (docs/product.md §21). */
export function CenterNameCard() {
  const id = useId();
  const settings = useCenterSettings();
  const save = useSaveCenterSettings();
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) {
      const name = settings.data.centerName;
      setDraft(name === DEFAULT_CENTER_NAME ? "" : name);
    }
  }, [settings.data, draft]);

  const parsed = draft === null ? null : centerSettingsSchema.safeParse({ centerName: draft });
  const problem = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed?.success || save.isPending) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(saved.centerName === DEFAULT_CENTER_NAME ? "" : saved.centerName);
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
        ) : draft === null ? (
          <Spinner label="Loading the center's name" showLabel className="py-4" />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-64 flex-1 gap-2">
              <Label htmlFor={`${id}-name`}>Center name</Label>
              <Input
                id={`${id}-name`}
                value={draft}
                maxLength={CENTER_NAME_MAX_LENGTH + 20}
                placeholder={DEFAULT_CENTER_NAME}
                onChange={(event) => setDraft(event.target.value)}
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
        )}
      </CardContent>
    </Card>
  );
}
