import type { EmploymentEntry, EmploymentEntryPatchInput } from "@domain/schemas/work-history";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import { employmentQueryKey } from "@/lib/query-keys";
import { refreshExperienceDurations, refreshFormWhenLocked, replaceEntry } from "./cache";

const entryUrl = (id: string) => `/api/employment-entries/${encodeURIComponent(id)}`;

// --- GET /api/employment-entries/{formId} ------------------------------------------------------------

export const fetchEmploymentEntries = (formId: string) =>
  apiJson<EmploymentEntry[]>("GET", `/api/employment-entries/${encodeURIComponent(formId)}`);

export const employmentQueryOptions = (formId: string) =>
  queryOptions({ queryKey: employmentQueryKey(formId), queryFn: () => fetchEmploymentEntries(formId) });

export function useEmploymentEntries(formId: string) {
  return useQuery(employmentQueryOptions(formId));
}

// --- POST /api/employment-entries --------------------------------------------------------------------

export const createEmploymentEntry = (input: { formId: string; entryNumber: number }) =>
  apiJson<EmploymentEntry>("POST", "/api/employment-entries", input);

export function useCreateEmploymentEntry(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryNumber: number) => createEmploymentEntry({ formId, entryNumber }),
    onError: (error) => refreshFormWhenLocked(queryClient, formId, error),
    onSuccess: (entry) => {
      queryClient.setQueryData<EmploymentEntry[]>(employmentQueryKey(formId), (entries) => [
        ...(entries ?? []),
        entry,
      ]);
    },
  });
}

// --- PATCH /api/employment-entries/{id} --------------------------------------------------------------

export async function patchEmploymentEntry(
  id: string,
  patch: EmploymentEntryPatchInput,
  options: { keepalive?: boolean } = {},
): Promise<EmploymentEntry> {
  return apiJson<EmploymentEntry>("PATCH", entryUrl(id), patch, options);
}

/** PATCH, then the cache: new dates move the durations of the experience entries that use them. */
export async function saveEmploymentEntry(
  queryClient: QueryClient,
  entry: { id: string; formId: string },
  patch: EmploymentEntryPatchInput,
  options: { keepalive: boolean },
): Promise<EmploymentEntry> {
  let saved: EmploymentEntry;
  try {
    saved = await patchEmploymentEntry(entry.id, patch, options);
  } catch (error) {
    refreshFormWhenLocked(queryClient, entry.formId, error);
    throw error;
  }
  replaceEntry(queryClient, employmentQueryKey(entry.formId), saved);
  if ("startDate" in patch || "endDate" in patch) refreshExperienceDurations(queryClient, entry.formId);
  return saved;
}

// --- DELETE /api/employment-entries/{id} -------------------------------------------------------------

export const deleteEmploymentEntry = (id: string) => apiSend("DELETE", entryUrl(id));

export function useDeleteEmploymentEntry(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmploymentEntry,
    onError: (error) => refreshFormWhenLocked(queryClient, formId, error),
    onSuccess: (_res, id) => {
      queryClient.setQueryData<EmploymentEntry[]>(employmentQueryKey(formId), (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      // The server unselects the employer from every experience entry and recomputes them.
      refreshExperienceDurations(queryClient, formId);
    },
  });
}
