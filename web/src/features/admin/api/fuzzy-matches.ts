// The Fuzzy Matches list and its decisions (docs/product.md §18.3).

import { SHARED_LIST_POLL_MS } from "@domain/constants";
import type { DocumentType, MatchStatus } from "@domain/enums";
import type {
  AssignMatchRequest,
  CreateUserAndAssignRequest,
  FuzzyMatchListView,
} from "@domain/schemas/bulk-import";
import type {
  FuzzyMatchCardPage as FuzzyMatchPage,
  FuzzyMatchCard as FuzzyMatchView,
} from "@domain/schemas/import-contact";
import type { BulkInviteRequest, BulkInviteResponse } from "@domain/schemas/invitations";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { fuzzyMatchesQueryKey, fuzzyMatchPageQueryKey } from "@/lib/query-keys";
import { refreshWhileShown } from "@/lib/shared-lists";

/** While documents are read, the list looks again this often. */
export const FUZZY_MATCHES_POLL_MS = 3000;

/** Narrows a view to one match status or document type. */
export interface FuzzyMatchFilters {
  matchStatus?: MatchStatus;
  documentType?: DocumentType;
}

export function getFuzzyMatches(
  view: FuzzyMatchListView,
  page: number,
  filters: FuzzyMatchFilters = {},
): Promise<FuzzyMatchPage> {
  const params = new URLSearchParams({ view, page: String(page) });
  if (filters.matchStatus) params.set("matchStatus", filters.matchStatus);
  if (filters.documentType) params.set("documentType", filters.documentType);
  return apiJson<FuzzyMatchPage>("GET", `/api/admin/fuzzy-matches?${params}`);
}

export function fuzzyMatchesQueryOptions(
  view: FuzzyMatchListView,
  page = 1,
  filters: FuzzyMatchFilters = {},
) {
  return queryOptions({
    queryKey: fuzzyMatchPageQueryKey({ view, page, ...filters }),
    queryFn: () => getFuzzyMatches(view, page, filters),
    placeholderData: keepPreviousData,
    ...refreshWhileShown,
    // Faster while something is being read; other administrators' decisions arrive with the slower poll.
    refetchInterval: (query) =>
      (query.state.data?.counts.reading ?? 0) > 0 ? FUZZY_MATCHES_POLL_MS : SHARED_LIST_POLL_MS,
  });
}

export function useFuzzyMatches(view: FuzzyMatchListView, page = 1, filters: FuzzyMatchFilters = {}) {
  return useQuery(fuzzyMatchesQueryOptions(view, page, filters));
}

export type MatchDecision =
  | { kind: "assign"; id: string; body: AssignMatchRequest }
  | { kind: "create-user"; id: string; body: CreateUserAndAssignRequest }
  | { kind: "ignore" | "restore" | "undo"; id: string };

export function decideMatch(decision: MatchDecision): Promise<FuzzyMatchView> {
  const url = `/api/admin/fuzzy-matches/${encodeURIComponent(decision.id)}/${decision.kind}`;
  return apiJson<FuzzyMatchView>("POST", url, "body" in decision ? decision.body : undefined);
}

/** Any decision on a card; the whole list is fetched again afterwards, whatever the answer. */
export function useDecideMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuzzyMatchesQueryKey }),
  });
}

/** 'Create and invite all': Create New User for each reviewed card; each card's outcome comes back. */
export function useCreateAndInviteAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkInviteRequest) =>
      apiJson<BulkInviteResponse>("POST", "/api/admin/fuzzy-matches/create-and-invite", request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuzzyMatchesQueryKey }),
  });
}
