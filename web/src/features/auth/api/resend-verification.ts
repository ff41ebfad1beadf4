import type { MessageResponse, ResendVerificationRequest } from "@domain/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** POST /api/resend-verification: `{message}` on success; 429 `{error}` past 3 codes an hour. */
export function resendVerification(request: ResendVerificationRequest): Promise<Partial<MessageResponse>> {
  return apiJson<Partial<MessageResponse>>("POST", "/api/resend-verification", request);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
