import { EMAIL_NOT_VERIFIED_CODE } from "@domain/schemas/auth";
import { hasErrorCode } from "@/lib/api-error";

/**
 * The sign-in was refused because the address waits for its code (403 `email_not_verified`,
 * docs/product.md §8.1): the login form shows the amber notice. Decided by the code, never the wording.
 */
export function isEmailNotVerifiedError(error: unknown): boolean {
  return hasErrorCode(error, EMAIL_NOT_VERIFIED_CODE);
}
