// Airframe, powerplant and avionics entries: one set of calls, the discipline picks the path.

import type { ExperienceDiscipline } from "@domain/enums";
import type { ExperienceEntry } from "@domain/schemas/work-history";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import { experiencePath, experienceQueryKey } from "@/lib/query-keys";
import { refreshExperienceTotals, refreshFormWhenLocked, replaceEntry } from "./cache";

/** The fields every discipline shares; make/model/series and the flags are named per discipline. */
export type ExperienceRecord = {
  id: string;
  formId: string;
  entryNumber: number;
  selectedEmploymentIds: string[];
  includeCurrentEmployment: boolean;
  useManualDuration: boolean;
  manualYears: number;
  manualMonths: number;
  calculatedDurationMonths: number;
  yearsExperience: number;
  monthsExperience: number;
  createdAt: string;
  updatedAt: string;
} & Record<string, unknown>;

// Every discipline's entry has the shared fields.
const asRecords = (entries: ExperienceEntry[]) => entries as ExperienceRecord[];

const entryUrl = (discipline: ExperienceDiscipline, id: string) =>
  `${experiencePath(discipline)}/${encodeURIComponent(id)}`;

// --- GET /api/{discipline}-experience/{formId} -------------------------------------------------------

export const fetchExperienceEntries = async (discipline: ExperienceDiscipline, formId: string) =>
  asRecords(await apiJson<ExperienceEntry[]>("GET", entryUrl(discipline, formId)));

export const experienceQueryOptions = (discipline: ExperienceDiscipline, formId: string) =>
  queryOptions({
    queryKey: experienceQueryKey(discipline, formId),
    queryFn: () => fetchExperienceEntries(discipline, formId),
  });

export function useExperienceEntries(discipline: ExperienceDiscipline, formId: string) {
  return useQuery(experienceQueryOptions(discipline, formId));
}

// --- POST /api/{discipline}-experience ---------------------------------------------------------------

export const createExperienceEntry = async (
  discipline: ExperienceDiscipline,
  input: { formId: string; entryNumber: number },
) => (await apiJson<ExperienceEntry>("POST", experiencePath(discipline), input)) as ExperienceRecord;

export function useCreateExperienceEntry(discipline: ExperienceDiscipline, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryNumber: number) => createExperienceEntry(discipline, { formId, entryNumber }),
    onError: (error) => refreshFormWhenLocked(queryClient, formId, error),
    onSuccess: (entry) => {
      queryClient.setQueryData<ExperienceRecord[]>(experienceQueryKey(discipline, formId), (entries) => [
        ...(entries ?? []),
        entry,
      ]);
      refreshExperienceTotals(queryClient);
    },
  });
}

// --- PATCH /api/{discipline}-experience/{id} ---------------------------------------------------------

/** The changed fields plus formId (docs/product.md §7.3). */
export async function patchExperienceEntry(
  discipline: ExperienceDiscipline,
  entry: { id: string; formId: string },
  patch: Record<string, unknown>,
  options: { keepalive?: boolean } = {},
): Promise<ExperienceRecord> {
  return apiJson<ExperienceRecord>(
    "PATCH",
    entryUrl(discipline, entry.id),
    { ...patch, formId: entry.formId },
    options,
  );
}

export async function saveExperienceEntry(
  queryClient: QueryClient,
  discipline: ExperienceDiscipline,
  entry: { id: string; formId: string },
  patch: Record<string, unknown>,
  options: { keepalive: boolean },
): Promise<ExperienceRecord> {
  let saved: ExperienceRecord;
  try {
    saved = await patchExperienceEntry(discipline, entry, patch, options);
  } catch (error) {
    refreshFormWhenLocked(queryClient, entry.formId, error);
    throw error;
  }
  replaceEntry(queryClient, experienceQueryKey(discipline, entry.formId), saved);
  refreshExperienceTotals(queryClient);
  return saved;
}

// --- DELETE /api/{discipline}-experience/{id} --------------------------------------------------------

export const deleteExperienceEntry = (discipline: ExperienceDiscipline, id: string) =>
  apiSend("DELETE", entryUrl(discipline, id));

export function useDeleteExperienceEntry(discipline: ExperienceDiscipline, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteExperienceEntry(discipline, id),
    onError: (error) => refreshFormWhenLocked(queryClient, formId, error),
    onSuccess: (_res, id) => {
      queryClient.setQueryData<ExperienceRecord[]>(experienceQueryKey(discipline, formId), (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      refreshExperienceTotals(queryClient);
    },
  });
}
