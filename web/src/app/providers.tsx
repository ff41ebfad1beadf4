import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { AuthProvider } from "@/lib/auth";
import { queryClient as defaultQueryClient } from "@/lib/query-client";

// The toasts' UI (Radix Toast) is its own chunk, fetched with the first page rather than before it:
// `toast()` keeps its messages in a store, so one raised before the chunk arrives shows when it mounts.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

function showLogoutFailed(error: Error) {
  toast({ title: "Logout failed", description: getErrorMessage(error), variant: "destructive" });
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onLogoutError={showLogoutFailed}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
