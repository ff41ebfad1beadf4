import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { LoadError } from "@/components/load-error";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";
import { currentUserQueryKey } from "@/lib/query-keys";
import { afterSignInPath, signInPathReturningTo } from "@/lib/return-path";

export const CHECKING_PERMISSIONS = "Checking permissions...";

// The signed-in layout (header, menus) is its own chunk: signed-out visitors never load it, and
// guarded routes start fetching it while the current user is still loading.
const loadLayout = () => import("./layout");
const AppLayout = lazy(async () => ({ default: (await loadLayout()).AppLayout }));

/**
 * Starts downloading a chunk as soon as the route matches, in parallel with the current-user request,
 * instead of after it answers (one round trip less before the page can render). A failed download
 * shows when the page itself is rendered.
 */
function usePreload(load: (() => Promise<unknown>) | undefined) {
  useEffect(() => {
    load?.().catch(() => {});
  }, [load]);
}

/** What a guard takes: the page and, to start fetching its chunk early, the page's loader. */
interface GuardProps {
  children: ReactNode;
  preload?: () => Promise<unknown>;
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
      <LoadError
        className="max-w-md"
        title="Unable to reach Hangar Log"
        error={error}
        fallback="The server did not answer."
        onRetry={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
      />
    </div>
  );
}

/**
 * Where a signed-out visitor of this page goes: /auth, remembering the page so that signing in comes
 * back to it (a deep link, an expired session). After Logout the next person starts at Home.
 */
function useSignInRedirect(): string {
  const [path] = useLocation();
  const search = useSearch();
  const { logoutMutation } = useAuth();
  if (logoutMutation.isSuccess) return paths.auth;
  return signInPathReturningTo(search ? `${path}?${search}` : path);
}

/** Signed-in users only: a centred spinner while the user loads, signed-out visitors go to /auth. */
export function ProtectedRoute({ children, preload }: GuardProps) {
  const { user, isLoading, error } = useAuth();
  const signIn = useSignInRedirect();
  usePreload(loadLayout);
  usePreload(preload);
  if (isLoading) return <CenteredSpinner label="Loading" />;
  if (error) return <SessionCheckFailed error={error} />;
  if (!user) return <Redirect to={signIn} replace />;
  return <SignedInShell>{children}</SignedInShell>;
}

/** Administrators only: anyone else sees 'Checking permissions...' and is sent to /. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useAuth();
  const [, navigate] = useLocation();
  const signIn = useSignInRedirect();
  const isAdmin = user?.role === "admin";
  const mustLeave = !!user && !isAdmin;
  // The admin page's chunk is not preloaded: non-administrators never download it.
  usePreload(loadLayout);

  useEffect(() => {
    if (mustLeave) navigate(paths.home, { replace: true });
  }, [mustLeave, navigate]);

  if (isLoading || mustLeave) return <CenteredSpinner label={CHECKING_PERMISSIONS} showLabel />;
  if (error) return <SessionCheckFailed error={error} />;
  if (!user) return <Redirect to={signIn} replace />;
  return <SignedInShell>{children}</SignedInShell>;
}

/**
 * Pages for signed-out visitors (/auth): a signed-in user goes to the page remembered in `?next=`
 * when it is a path of this site, else to /.
 */
export function GuestRoute({ children, preload }: GuardProps) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  usePreload(preload);
  if (isLoading) return <CenteredSpinner label="Loading" />;
  if (user) return <Redirect to={afterSignInPath(search)} replace />;
  return <>{children}</>;
}
