import { useQueryClient } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { currentUserQueryKey } from "@/lib/query-keys";
import { useAutosaveSession, useAutosaveStatus } from "./use-autosave";

/**
 * A save answered 401: the edits stay on screen and on this device, and the user signs in again.
 * "Sign in again" drops the signed-in state so the route guard opens /auth; the kept edits are saved
 * when the form is opened again. "Try again" is for a user who signed in again in another tab.
 */
export function SessionExpiredDialog() {
  const session = useAutosaveSession();
  const { sessionExpired } = useAutosaveStatus();
  const queryClient = useQueryClient();
  return (
    <AlertDialog open={sessionExpired}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Your session has expired</AlertDialogTitle>
          <AlertDialogDescription>
            Your latest changes could not be saved because you were signed out. They are kept on this device:
            sign in again and open this form, and they will be saved.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => session.resume()}>Try again</AlertDialogCancel>
          <AlertDialogAction onClick={() => queryClient.setQueryData(currentUserQueryKey, null)}>
            Sign in again
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
