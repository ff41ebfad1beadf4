import { QueryClient } from "@tanstack/react-query";

/**
 * Queries never refetch by themselves, never go stale and are never retried (docs/product.md §7.1);
 * polling screens opt in with their own `refetchInterval`. Mutations are not retried. There is no
 * default `queryFn`: each query's options name theirs (docs/conventions.md).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
