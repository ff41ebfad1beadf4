import type { AcceptedInvitation, AcceptInvitation, InvitationView } from "@domain/schemas/invitations";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { invitationQueryKey } from "@/lib/query-keys";

// The invitation link's page (docs/product.md §21): public, the token in the link is the permission.

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) =>
      apiJson<InvitationView>("GET", `/api/invitations/${encodeURIComponent(token)}`, undefined, { signal }),
    // A refused link stays refused: no retry loop on 404, 410 or 429.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** POST /api/invitations/accept: sets the password once; 410 with a code when the link no longer does. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitation) =>
      apiJson<AcceptedInvitation>("POST", "/api/invitations/accept", input),
  });
}
