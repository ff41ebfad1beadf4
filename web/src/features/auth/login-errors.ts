/**
 * docs/product.md §8.1: a login error whose message mentions e-mail together with 'not verified' or
 * 'verify' means the account is waiting for its code (the API answers 403 with such a message).
 */
export function isEmailNotVerifiedError(error: unknown): boolean {
  const message = (error instanceof Error ? error.message : String(error ?? "")).toLowerCase();
  const mentionsEmail = /e-?mail/.test(message);
  return mentionsEmail && (message.includes("not verified") || message.includes("verify"));
}
