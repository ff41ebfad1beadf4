import type {
  ChangeEmailConfirm,
  ChangeEmailRequest,
  ChangeName,
  ChangePassword,
  DeleteAccount,
  PendingEmailChange,
} from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiJson, apiSend } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";
import { pendingEmailChangeQueryKey } from "@/lib/query-keys";

// The Account page's calls (docs/product.md §11.5). Each answer is read, and the current user is
// updated or forgotten as the server says.

export const pendingEmailChangeQueryOptions = () =>
  queryOptions({
    queryKey: pendingEmailChangeQueryKey,
    queryFn: ({ signal }) =>
      apiJson<PendingEmailChange>("GET", "/api/account/email-change", undefined, { signal }),
  });

export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQueryOptions());
}

export function useChangeName() {
  const { userChanged } = useAuth();
  return useMutation({
    mutationFn: (input: ChangeName) => apiJson<CurrentUser>("PATCH", "/api/account/name", input),
    onSuccess: userChanged,
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailRequest) =>
      apiJson<MessageResponse & PendingEmailChange>("POST", "/api/account/email", input),
    onSuccess: ({ pendingEmail }) => queryClient.setQueryData(pendingEmailChangeQueryKey, { pendingEmail }),
  });
}

export function useConfirmEmailChange() {
  const { userChanged } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailConfirm) =>
      apiJson<CurrentUser>("POST", "/api/account/email/confirm", input),
    onSuccess: (user) => {
      userChanged(user);
      queryClient.setQueryData(pendingEmailChangeQueryKey, { pendingEmail: null });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) => apiJson<MessageResponse>("POST", "/api/account/password", input),
  });
}

/**
 * The user ended their sessions on purpose: the sign-in page, without remembering /account (as after
 * Logout, the next person starts at Home).
 */
function useLeaveToSignIn(): () => void {
  const { sessionEnded } = useAuth();
  const [, navigate] = useLocation();
  return () => {
    navigate(paths.auth, { replace: true });
    sessionEnded();
  };
}

/** Every session ends, this one too: the app shows the sign-in page. */
export function useSignOutEverywhere() {
  const leave = useLeaveToSignIn();
  return useMutation({
    mutationFn: () => apiSend("POST", "/api/account/sign-out-everywhere"),
    onSuccess: leave,
  });
}

export function useDeleteAccount() {
  const leave = useLeaveToSignIn();
  return useMutation({
    mutationFn: (input: DeleteAccount) => apiSend("DELETE", "/api/account", input),
    onSuccess: leave,
  });
}
