import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/**
 * Queries never refetch by themselves, never go stale and are never retried (docs/product.md §7.1);
 * polling screens opt in with their own `refetchInterval`. Mutations are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
