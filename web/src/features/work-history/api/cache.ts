// Keeping cached answers in step after a change: what the change touched on the server is refetched
// (also where no screen shows it now, so the next screen to show it does not read old numbers).

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import { FORM_LOCKED_CODE } from "@domain/form-review";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { hasErrorCode } from "@/lib/api-error";
import {
  activeFormQueryKey,
  dashboardStatsQueryKey,
  experienceQueryKey,
  experienceSummaryQueryKey,
  formQueryKey,
} from "@/lib/query-keys";

/** Puts the server's answer for one entry in its cached list. */
export function replaceEntry<T extends { id: string }>(
  queryClient: QueryClient,
  key: QueryKey,
  saved: T,
): void {
  queryClient.setQueryData<T[]>(key, (entries) =>
    entries?.map((entry) => (entry.id === saved.id ? saved : entry)),
  );
}

/** Experience totals changed: the summary (and the dashboard built on it). */
export function refreshExperienceTotals(queryClient: QueryClient): void {
  for (const queryKey of [experienceSummaryQueryKey, dashboardStatsQueryKey])
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "all" });
}

/** An employer's dates or the date of hire changed: the server recomputed the experience entries. */
export function refreshExperienceDurations(queryClient: QueryClient, formId: string): void {
  for (const discipline of EXPERIENCE_DISCIPLINES)
    void queryClient.invalidateQueries({ queryKey: experienceQueryKey(discipline, formId), exact: true });
  refreshExperienceTotals(queryClient);
}

/** The active form's name or date of hire changed (shown by the upload screen's overwrite dialog). */
export function refreshActiveForm(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: activeFormQueryKey, exact: true, refetchType: "all" });
}

/**
 * A change refused with 409 `form_locked` (the form was submitted meanwhile, e.g. in another tab):
 * read the form again, so the page turns read-only with the state explained. Every save of the form
 * and of its entries goes through here.
 */
export function refreshFormWhenLocked(queryClient: QueryClient, formId: string, error: unknown): void {
  if (hasErrorCode(error, FORM_LOCKED_CODE))
    void queryClient.invalidateQueries({ queryKey: formQueryKey(formId), exact: true });
}
