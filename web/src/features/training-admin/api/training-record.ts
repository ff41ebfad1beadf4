import type {
  ChecklistEvents,
  CompletionPatch,
  TrainingItemView,
  TrainingRecord,
} from "@domain/schemas/checklists";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import {
  adminMemberPositionsQueryKey,
  adminSignOffsQueryKey,
  adminTrainingEventsQueryKey,
  adminTrainingRecordQueryKey,
  adminTrainingUserQueryKey,
  teamQueryKey,
} from "@/lib/query-keys";
import { refreshWhileShown } from "@/lib/shared-lists";

const userPath = (userId: string) => `/api/admin/checklists/users/${encodeURIComponent(userId)}`;

export function getTrainingRecordOf(userId: string): Promise<TrainingRecord> {
  return apiJson<TrainingRecord>("GET", `${userPath(userId)}/record`);
}

export function trainingRecordQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminTrainingRecordQueryKey(userId),
    queryFn: () => getTrainingRecordOf(userId),
    ...refreshWhileShown,
  });
}

export const useTrainingRecordOf = (userId: string) => useQuery(trainingRecordQueryOptions(userId));

export function getTrainingEventsOf(userId: string): Promise<ChecklistEvents> {
  return apiJson<ChecklistEvents>("GET", `${userPath(userId)}/events`);
}

export function trainingEventsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminTrainingEventsQueryKey(userId),
    queryFn: () => getTrainingEventsOf(userId),
    ...refreshWhileShown,
  });
}

export const useTrainingEventsOf = (userId: string) => useQuery(trainingEventsQueryOptions(userId));

export type CorrectionVariables = { userId: string; itemId: string; body: CompletionPatch };

export function correctCompletion({ userId, itemId, body }: CorrectionVariables): Promise<TrainingItemView> {
  return apiJson<TrainingItemView>("PATCH", `${userPath(userId)}/items/${encodeURIComponent(itemId)}`, body);
}

/** An administrator completes or corrects a technician's item; the record, its events and the sign-offs follow. */
export function useCorrectCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctCompletion,
    onSettled: (_item, _error, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTrainingUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminSignOffsQueryKey }),
      ]),
  });
}

export type NotApplicableVariables = { userId: string; itemId: string; reason: string | null };

/**
 * An administrator marks one item not applicable to one person with a reason, or takes it back
 * (reason null); the record, the person's positions card and the team follow (docs/product.md §15.8).
 */
export function useNotApplicable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, itemId, reason }: NotApplicableVariables) => {
      const path = `${userPath(userId)}/items/${encodeURIComponent(itemId)}/not-applicable`;
      return reason === null ? apiJson<unknown>("DELETE", path) : apiJson<unknown>("PUT", path, { reason });
    },
    onSettled: (_answer, _error, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTrainingUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminMemberPositionsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: teamQueryKey }),
      ]),
  });
}

/** Where an administrator downloads the evidence of a technician's completion of an item. */
export function evidenceFileUrl(userId: string, itemId: string): string {
  return `/api/admin/checklists/users/${userId}/items/${itemId}/evidence`;
}
