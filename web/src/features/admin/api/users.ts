import type { AdminUser } from "@domain/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminUsersQueryKey } from "@/lib/query-keys";

export function getAdminUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>("GET", "/api/admin/users");
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: adminUsersQueryKey, queryFn: getAdminUsers });
}

/** Every account, for the Users tab. */
export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
