import type { AdminUser } from "@domain/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

export const adminUsersQueryKey = ["/api/admin/users"] as const;

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
