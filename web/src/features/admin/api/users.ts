import type { AdminUser } from "@domain/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminUserSearchQueryKey, adminUsersQueryKey } from "@/lib/query-keys";

/** Every account, or those whose name or e-mail contains `search` (the server searches). */
export function getAdminUsers(search = ""): Promise<AdminUser[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return apiJson<AdminUser[]>("GET", `/api/admin/users${query}`);
}

/** Without a search, the key every change to users invalidates (its prefix covers the searches too). */
export function adminUsersQueryOptions(search = "") {
  return queryOptions({
    queryKey: search ? adminUserSearchQueryKey(search) : adminUsersQueryKey,
    queryFn: () => getAdminUsers(search),
  });
}

/** The Users tab's accounts; the previous list stays on screen while a new search loads. */
export function useAdminUsers(search = "") {
  return useQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
}
