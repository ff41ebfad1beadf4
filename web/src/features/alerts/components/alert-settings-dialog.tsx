import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettings,
} from "@domain/schemas/notifications";
import { CalendarDays, Copy, RotateCcw } from "lucide-react";
import { type RefObject, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import {
  useAlertSettings,
  useCalendarLink,
  useNotificationSettings,
  useResetCalendarLink,
  useSaveAlertSettings,
  useSaveNotificationSettings,
} from "../api/alert-settings";

/**
 * Alert settings, opened from the user menu (docs/product.md §17.3, §17.3.1, §17.4): the daily e-mail
 * about expiring training on or off, the switches of the e-mails that move work along, and the secret
 * calendar link with Copy and Reset.
 */
export function AlertSettingsDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a menu item that is gone once closed: focus goes back here (the menu button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Alert settings</DialogTitle>
          <DialogDescription>
            A morning e-mail lists your training that has expired or expires soon. Your calendar can show
            every expiry date too.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <>
            <EmailAlertsForm onSaved={() => onOpenChange(false)} />
            <CalendarLinkSection />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The switches in the order the dialog lists them; administrators' last, shown to them only. */
const SWITCHES = NOTIFICATION_KINDS.map((kind) => ({
  kind,
  key: NOTIFICATION_SETTING_KEYS[kind],
  label: NOTIFICATION_LABELS[kind],
}));

function EmailAlertsForm({ onSaved }: { onSaved: () => void }) {
  const id = useId();
  const settings = useAlertSettings();
  const notifications = useNotificationSettings();
  const save = useSaveAlertSettings();
  const saveNotifications = useSaveNotificationSettings();
  const [emailAlerts, setEmailAlerts] = useState<boolean | null>(null);
  const [switches, setSwitches] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (settings.data && emailAlerts === null) setEmailAlerts(settings.data.emailAlerts);
  }, [settings.data, emailAlerts]);
  useEffect(() => {
    if (notifications.data && switches === null) setSwitches(notifications.data);
  }, [notifications.data, switches]);

  const failed = settings.isError ? settings : notifications.isError ? notifications : null;
  if (failed) {
    return (
      <LoadError
        title="Your alert settings could not be loaded"
        error={failed.error}
        onRetry={() => failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (emailAlerts === null || switches === null)
    return <Spinner label="Loading alert settings" showLabel className="py-4" />;

  const pending = save.isPending || saveNotifications.isPending;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({ emailAlerts });
      if (SWITCHES.some(({ key }) => switches[key] !== notifications.data?.[key]))
        await saveNotifications.mutateAsync(switches);
      toast({
        title: "Alert settings saved",
        description: saved.emailAlerts
          ? "You will get an e-mail when training expires soon."
          : "You will not get e-mails about expiring training.",
      });
      onSaved();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: getServerMessage(error) ?? "Your alert settings could not be saved.",
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-email`}
          checked={emailAlerts}
          onCheckedChange={(checked) => setEmailAlerts(checked === true)}
          aria-describedby={`${id}-email-hint`}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-email`}>E-mail me about expiring training</Label>
          <p id={`${id}-email-hint`} className="text-sm text-muted-foreground">
            At most one e-mail a day, only when something needs your attention.
          </p>
        </div>
      </div>
      <fieldset className="grid gap-2 border-t pt-4">
        <legend className="text-sm font-semibold">E-mail me when</legend>
        {SWITCHES.filter(({ key }) => switches[key] !== undefined).map(({ kind, key, label }) => (
          <div key={kind} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-${kind}`}
              checked={switches[key] === true}
              onCheckedChange={(checked) => setSwitches({ ...switches, [key]: checked === true })}
            />
            <Label htmlFor={`${id}-${kind}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </fieldset>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Saving" /> : null}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

function CalendarLinkSection() {
  const id = useId();
  const link = useCalendarLink();
  const reset = useResetCalendarLink();

  const copy = async () => {
    if (!link.data) return;
    try {
      await navigator.clipboard.writeText(link.data.url);
      toast({ title: "Link copied", description: "Paste it into your calendar app as a subscription." });
    } catch {
      toast({
        variant: "destructive",
        title: "Error",
        description: "The link could not be copied. Select it and copy it by hand.",
      });
    }
  };

  const resetLink = () =>
    reset.mutateAsync(undefined, {
      onSuccess: () =>
        toast({
          title: "Calendar link reset",
          description: "The old link no longer works. Subscribe again with the new one.",
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: getServerMessage(error) ?? "The calendar link could not be reset.",
        }),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarDays className="size-4" aria-hidden="true" />
        Calendar feed
      </h3>
      <p className="text-sm text-muted-foreground">
        Subscribe to this link in your calendar app to see your expiry dates. Anyone with the link can read
        them: reset it if it was shared by mistake.
      </p>
      {link.isError ? (
        <LoadError
          title="Your calendar link could not be loaded"
          error={link.error}
          onRetry={() => link.refetch()}
          retrying={link.isFetching}
        />
      ) : link.data ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-link`}>Calendar link</Label>
            <Input
              id={`${id}-link`}
              readOnly
              value={link.data.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <ConfirmDialog
              title="Reset the calendar link?"
              description="The current link stops working at once. Calendars subscribed to it will need the new link."
              confirmLabel="Reset link"
              closeWhen="success"
              pendingLabel="Resetting"
              onConfirm={resetLink}
              trigger={
                <Button type="button" variant="outline" disabled={reset.isPending}>
                  <RotateCcw aria-hidden="true" />
                  Reset link
                </Button>
              }
            />
          </div>
        </>
      ) : (
        <Spinner label="Loading calendar link" showLabel className="py-2" />
      )}
    </section>
  );
}
