// Positions and required training (docs/product.md §15.8): fetchers, queries and mutations.
import type { AdminStructure } from "@domain/schemas/checklists";
import type {
  BulkAssign,
  BulkAssignResult,
  MemberPositions,
  MemberPositionsInput,
  PositionInputDraft,
  PositionList,
  PositionPatch,
  PositionView,
} from "@domain/schemas/positions";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import {
  adminChecklistsQueryKey,
  adminMemberPositionsQueryKey,
  adminPositionsQueryKey,
  adminTrainingUserQueryKey,
  teamQueryKey,
} from "@/lib/query-keys";
import { refreshWhileShown } from "@/lib/shared-lists";

export function positionsQueryOptions() {
  return queryOptions({
    queryKey: adminPositionsQueryKey,
    queryFn: () => apiJson<PositionList>("GET", "/api/admin/positions"),
    ...refreshWhileShown,
  });
}

export const usePositions = () => useQuery(positionsQueryOptions());

/** The live training program, to choose what a position requires. */
export const useProgramForPositions = () =>
  useQuery({
    queryKey: adminChecklistsQueryKey,
    queryFn: () => apiJson<AdminStructure>("GET", "/api/admin/checklists"),
  });

export function memberPositionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminMemberPositionsQueryKey(userId),
    queryFn: () =>
      apiJson<MemberPositions>("GET", `/api/admin/users/${encodeURIComponent(userId)}/positions`),
    ...refreshWhileShown,
  });
}

export const useMemberPositions = (userId: string) => useQuery(memberPositionsQueryOptions(userId));

/** A change of positions changes statuses everywhere: the team screens, records and positions. */
function useRefreshAfterPositions() {
  const queryClient = useQueryClient();
  return (userIds: readonly string[] = []) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPositionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: teamQueryKey }),
      queryClient.invalidateQueries({ queryKey: ["/api/team/matrix"] }),
      ...userIds.flatMap((userId) => [
        queryClient.invalidateQueries({ queryKey: adminMemberPositionsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminTrainingUserQueryKey(userId) }),
      ]),
    ]);
}

export type SavePosition =
  | { action: "create"; body: PositionInputDraft }
  | { action: "edit"; id: string; body: PositionPatch }
  | { action: "archive"; id: string };

export function useSavePosition() {
  const refresh = useRefreshAfterPositions();
  return useMutation({
    mutationFn: (change: SavePosition) =>
      change.action === "create"
        ? apiJson<PositionView>("POST", "/api/admin/positions", change.body)
        : change.action === "edit"
          ? apiJson<PositionView>("PATCH", `/api/admin/positions/${change.id}`, change.body)
          : apiJson<PositionView>("POST", `/api/admin/positions/${change.id}/archive`),
    onSettled: () => refresh(),
  });
}

export function useSetMemberPositions(userId: string) {
  const refresh = useRefreshAfterPositions();
  return useMutation({
    mutationFn: (body: MemberPositionsInput) =>
      apiJson<MemberPositions>("PUT", `/api/admin/users/${encodeURIComponent(userId)}/positions`, body),
    onSettled: () => refresh([userId]),
  });
}

export function useAssignMembers() {
  const refresh = useRefreshAfterPositions();
  return useMutation({
    mutationFn: ({ positionId, body }: { positionId: string; body: BulkAssign }) =>
      apiJson<BulkAssignResult>("POST", `/api/admin/positions/${positionId}/members`, body),
    onSettled: (_result, _error, { body }) => refresh(body.userIds),
  });
}
