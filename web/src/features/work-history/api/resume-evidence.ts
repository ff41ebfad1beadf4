// The review beside the resume (docs/product.md §14.7): read it, dismiss a suggestion, or accept one
// as a new entry through the entry routes every other entry uses.

import { partialDateToCalendarDate } from "@domain/calendar-date";
import type { ExperienceDiscipline } from "@domain/enums";
import type { ResumeEvidence, ResumeEvidenceSuggestion } from "@domain/schemas/resume-evidence";
import { EXPERIENCE_SCHEMAS } from "@domain/schemas/work-history";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiSend } from "@/lib/api";
import { employmentQueryKey, experienceQueryKey, resumeEvidenceQueryKey } from "@/lib/query-keys";
import { refreshExperienceTotals } from "./cache";
import { createEmploymentEntry, fetchEmploymentEntries, patchEmploymentEntry } from "./employment";
import { createExperienceEntry, fetchExperienceEntries, patchExperienceEntry } from "./experience";

const evidenceUrl = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/resume-evidence`;

export function useResumeEvidence(formId: string, enabled: boolean) {
  return useQuery({
    queryKey: resumeEvidenceQueryKey(formId),
    queryFn: () => apiJson<ResumeEvidence>("GET", evidenceUrl(formId)),
    enabled,
  });
}

export function useDismissSuggestion(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: ResumeEvidenceSuggestion) =>
      apiSend("POST", `${evidenceUrl(formId)}/dismissals`, { suggestionId: suggestion.id }),
    onSuccess: (_, suggestion) => {
      queryClient.setQueryData<ResumeEvidence>(resumeEvidenceQueryKey(formId), (evidence) =>
        evidence
          ? { ...evidence, suggestions: evidence.suggestions.filter((s) => s.id !== suggestion.id) }
          : evidence,
      );
    },
  });
}

const nextNumber = (entries: { entryNumber: number }[]) =>
  entries.reduce((most, entry) => Math.max(most, entry.entryNumber), 0) + 1;

/** A new entry at the end of its section, filled with what the resume states. */
async function addSuggestion(formId: string, suggestion: ResumeEvidenceSuggestion): Promise<void> {
  if (suggestion.kind === "employment") {
    const entry = await createEmploymentEntry({
      formId,
      entryNumber: nextNumber(await fetchEmploymentEntries(formId)),
    });
    await patchEmploymentEntry(entry.id, {
      ...(suggestion.companyName ? { companyName: suggestion.companyName } : {}),
      ...(suggestion.positionTitle ? { positionTitle: suggestion.positionTitle } : {}),
      ...(suggestion.startDate ? { startDate: partialDateToCalendarDate(suggestion.startDate) } : {}),
      ...(suggestion.endDate ? { endDate: partialDateToCalendarDate(suggestion.endDate) } : {}),
    });
    return;
  }
  const discipline: ExperienceDiscipline = suggestion.kind;
  const names = EXPERIENCE_SCHEMAS[discipline].fieldNames;
  const entry = await createExperienceEntry(discipline, {
    formId,
    entryNumber: nextNumber(await fetchExperienceEntries(discipline, formId)),
  });
  await patchExperienceEntry(discipline, entry, {
    ...(suggestion.make ? { [names.make]: suggestion.make } : {}),
    ...(suggestion.model ? { [names.model]: suggestion.model } : {}),
    ...(suggestion.series ? { [names.series]: suggestion.series } : {}),
  });
}

export function useAcceptSuggestion(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: ResumeEvidenceSuggestion) => addSuggestion(formId, suggestion),
    onSettled: async (_, __, suggestion) => {
      const entriesKey =
        suggestion.kind === "employment"
          ? employmentQueryKey(formId)
          : experienceQueryKey(suggestion.kind, formId);
      if (suggestion.kind !== "employment") refreshExperienceTotals(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entriesKey }),
        queryClient.invalidateQueries({ queryKey: resumeEvidenceQueryKey(formId) }),
      ]);
    },
  });
}
