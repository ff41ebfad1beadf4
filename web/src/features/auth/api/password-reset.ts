import type { PasswordResetConfirm, PasswordResetRequest } from "@domain/schemas/account";
import type { MessageResponse } from "@domain/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** POST /api/password-reset/request: the same `{message}` for every address; 429 past 3 codes an hour. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>("POST", "/api/password-reset/request", request);
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
