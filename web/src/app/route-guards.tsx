import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Redirect, useLocation } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CenteredSpinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { currentUserQueryKey, useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";

export const CHECKING_PERMISSIONS = "Checking permissions...";

// The signed-in layout (header, menus) is its own chunk: signed-out visitors never load it, and
// guarded routes start fetching it while the current user is still loading.
const loadLayout = () => import("./layout");
const AppLayout = lazy(async () => ({ default: (await loadLayout()).AppLayout }));

function usePreloadLayout() {
  useEffect(() => {
    void loadLayout();
  }, []);
}

/** A signed-in page: the layout around the (lazily loaded) page. */
function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<CenteredSpinner label="Loading" />}>
      <AppLayout>
        <Suspense fallback={<CenteredSpinner fullScreen={false} label="Loading page" />}>{children}</Suspense>
      </AppLayout>
    </Suspense>
  );
}

/** The current-user lookup failed for another reason than "signed out" (server down, network). */
function SessionCheckFailed({ error }: { error: Error }) {
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <Alert variant="destructive" className="max-w-md">
        <AlertTitle>Unable to reach Hangar Log</AlertTitle>
        <AlertDescription>
          <p>{getErrorMessage(error, "The server did not answer.")}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
          >
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}

/** Signed-in users only: a centred spinner while the user loads, signed-out visitors go to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useAuth();
  usePreloadLayout();
  if (isLoading) return <CenteredSpinner label="Loading" />;
  if (error) return <SessionCheckFailed error={error} />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <SignedInShell>{children}</SignedInShell>;
}

/** Administrators only: anyone else sees 'Checking permissions...' and is sent to /. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useAuth();
  const [, navigate] = useLocation();
  const isAdmin = user?.role === "admin";
  const mustLeave = !!user && !isAdmin;
  usePreloadLayout();

  useEffect(() => {
    if (mustLeave) navigate(paths.home, { replace: true });
  }, [mustLeave, navigate]);

  if (isLoading || mustLeave) return <CenteredSpinner label={CHECKING_PERMISSIONS} showLabel />;
  if (error) return <SessionCheckFailed error={error} />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <SignedInShell>{children}</SignedInShell>;
}

/** Pages for signed-out visitors (/auth): a signed-in user goes to /. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <CenteredSpinner label="Loading" />;
  if (user) return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
