import type {
  CreateWorkHistoryFormInput,
  WorkHistoryForm,
  WorkHistoryFormPatchInput,
} from "@domain/schemas/work-history";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { formQueryKey, formsQueryKey } from "@/lib/query-keys";
import { refreshActiveForm, refreshExperienceDurations, refreshFormWhenLocked } from "./cache";

const formUrl = (id: string) => `/api/forms/${encodeURIComponent(id)}`;

// --- GET /api/forms --------------------------------------------------------------------------------

export const fetchForms = () => apiJson<WorkHistoryForm[]>("GET", "/api/forms");

export const formsQueryOptions = () => queryOptions({ queryKey: formsQueryKey, queryFn: fetchForms });

export function useForms() {
  return useQuery(formsQueryOptions());
}

// --- GET /api/forms/{id} ---------------------------------------------------------------------------

export const fetchForm = (id: string) => apiJson<WorkHistoryForm>("GET", formUrl(id));

export const formQueryOptions = (id: string) =>
  queryOptions({ queryKey: formQueryKey(id), queryFn: () => fetchForm(id) });

export function useWorkHistoryForm(id: string) {
  return useQuery(formQueryOptions(id));
}

// --- POST /api/forms -------------------------------------------------------------------------------

export const createForm = (input: CreateWorkHistoryFormInput) =>
  apiJson<WorkHistoryForm>("POST", "/api/forms", input);

/** Creates a form and caches it, so opening it needs no second request. */
export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: (form) => {
      queryClient.setQueryData(formQueryKey(form.id), form);
      queryClient.setQueryData<WorkHistoryForm[]>(formsQueryKey, (forms) => [...(forms ?? []), form]);
      refreshActiveForm(queryClient);
    },
  });
}

// --- PATCH /api/forms/{id} -------------------------------------------------------------------------

export async function patchForm(
  id: string,
  patch: WorkHistoryFormPatchInput,
  options: { keepalive?: boolean } = {},
): Promise<WorkHistoryForm> {
  return apiJson<WorkHistoryForm>("PATCH", formUrl(id), patch, options);
}

/** PATCH, then the cache: a new date of hire moves every "current employment" duration. */
export async function saveForm(
  queryClient: QueryClient,
  id: string,
  patch: WorkHistoryFormPatchInput,
  options: { keepalive: boolean },
): Promise<WorkHistoryForm> {
  let saved: WorkHistoryForm;
  try {
    saved = await patchForm(id, patch, options);
  } catch (error) {
    refreshFormWhenLocked(queryClient, id, error);
    throw error;
  }
  queryClient.setQueryData(formQueryKey(id), saved);
  if ("dateOfHire" in patch) refreshExperienceDurations(queryClient, id);
  if ("firstName" in patch || "lastName" in patch || "dateOfHire" in patch) refreshActiveForm(queryClient);
  return saved;
}
