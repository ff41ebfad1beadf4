import { type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";

export type ConfirmDialogProps = {
  title: ReactNode;
  /** Shown before the title, e.g. a warning icon. */
  icon?: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons (e.g. what will be replaced). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button, for actions that cannot be undone (the default). */
  destructive?: boolean;
  /**
   * The confirm action. With `closeWhen: "success"` the dialog stays open, busy, until the promise it
   * returns settles: it closes when it resolves and stays open when it rejects (the caller has told
   * the user why).
   */
  onConfirm: () => unknown;
  /** "confirm" (default): closes as soon as the user confirms. "success": waits for `onConfirm`'s promise. */
  closeWhen?: "confirm" | "success";
  /** Spoken label of the spinner in the confirm button while busy. */
  pendingLabel?: string;
  /** Busy from outside (e.g. a mutation started elsewhere): both buttons are disabled and the dialog stays open. */
  pending?: boolean;
  /** The element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  /** Controlled use (no trigger): open while true; `onOpenChange(false)` on Cancel, Escape and confirm. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes when it closes, when that is not the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The one confirmation dialog of the app (docs/conventions.md): a title, a sentence, Cancel and
 * a confirm button. Focus is trapped, Escape cancels, clicking outside does nothing.
 */
export function ConfirmDialog({
  title,
  icon,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  closeWhen = "confirm",
  pendingLabel,
  pending = false,
  trigger,
  open: controlledOpen,
  onOpenChange,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const busy = pending || waiting;
  const open = controlledOpen ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (!next && busy) return; // the answer is on its way: Cancel and Escape wait for it
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async (event: { preventDefault: () => void }) => {
    if (closeWhen === "confirm") {
      void onConfirm();
      return; // the dialog's own Action closes it
    }
    event.preventDefault();
    setWaiting(true);
    try {
      await onConfirm();
    } catch {
      setWaiting(false);
      return; // stays open: the caller has said what went wrong
    }
    setWaiting(false);
    if (controlledOpen === undefined) setUncontrolledOpen(false);
    onOpenChange?.(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle className={icon ? "flex items-center gap-2" : undefined}>
            {icon}
            {title}
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={busy}
            onClick={(event) => void confirm(event)}
          >
            {busy && pendingLabel ? <Spinner size="sm" label={pendingLabel} /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
