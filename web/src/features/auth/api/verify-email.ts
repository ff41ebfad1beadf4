import type { MessageResponse, VerifyEmailRequest } from "@domain/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** POST /api/verify-email: `{message}` on success; a non-ok answer carries `{error}`. */
export function verifyEmail(request: VerifyEmailRequest): Promise<Partial<MessageResponse>> {
  return apiJson<Partial<MessageResponse>>("POST", "/api/verify-email", request);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
