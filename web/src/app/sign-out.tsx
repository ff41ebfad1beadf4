import { type RefObject, useState } from "react";
import { discardUnsavedEdits, saveUnsavedEdits } from "@/components/autosave/sign-out";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useAuth } from "@/lib/auth";

/** How long Logout waits for the edits still pending to be saved. */
export const SIGN_OUT_SAVE_TIMEOUT_MS = 5_000;

export const UNSAVED_CHANGES_TITLE = "Some changes are not saved";

/**
 * Logout on a shared computer (decision 0013): the edits still pending are saved first; when some
 * cannot be, the user decides between staying signed in and discarding them, so this user's personal
 * data is not left in this browser for the next person. An expired session (decision 0011) is not a
 * sign out: its kept edits stay until they are saved.
 */
export function useSignOut(userId: string) {
  const { logoutMutation } = useAuth();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const logout = async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      return; // useAuth shows 'Logout failed'; the user is still signed in
    }
    // Whatever the open form kept while the request was on its way goes too.
    discardUnsavedEdits(userId);
  };

  const signOut = async () => {
    if (saving || logoutMutation.isPending) return;
    setSaving(true);
    let saved = false;
    try {
      saved = await saveUnsavedEdits(userId, SIGN_OUT_SAVE_TIMEOUT_MS);
    } finally {
      setSaving(false);
    }
    if (saved) await logout();
    else setConfirming(true);
  };

  const discardAndSignOut = async () => {
    setConfirming(false);
    discardUnsavedEdits(userId);
    await logout();
  };

  return {
    signOut,
    /** Saving the pending edits or signing out. */
    pending: saving || logoutMutation.isPending,
    confirming,
    stay: () => setConfirming(false),
    discardAndSignOut,
  };
}

/** Asks before a sign out that would remove edits the server does not have. "Stay signed in" has the focus. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onDiscard,
  returnFocusTo,
}: {
  open: boolean;
  onStay: () => void;
  onDiscard: () => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
      title={UNSAVED_CHANGES_TITLE}
      description="We could not save your latest changes to the work history form. If you sign out now, they will be removed from this device."
      cancelLabel="Stay signed in"
      confirmLabel="Sign out and discard"
      onConfirm={onDiscard}
    />
  );
}
