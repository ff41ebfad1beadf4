import type {
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
} from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** POST /api/password-reset/request: the same `{message}` for every address, and the request's token; 429 past the limits. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<PasswordResetRequested> {
  return apiJson<PasswordResetRequested>("POST", "/api/password-reset/request", request);
}

/** POST /api/password-reset/confirm: `{message}`; every session of the account has ended. */
export function confirmPasswordReset(request: PasswordResetConfirm): Promise<MessageResponse> {
  return apiJson<MessageResponse>("POST", "/api/password-reset/confirm", request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
