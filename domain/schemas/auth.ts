// Accounts: login, registration, e-mail verification (docs/product.md §5.1, §5.2 and §7.3).
// Request schemas are what the server enforces; the form schemas add what only the screen needs.

import { z } from "zod";
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from "../constants";
import { ROLES } from "../enums";
import {
  isCommonPassword,
  isEmailAsPassword,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "../password-rules";
import { emailAddress, isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./fields";

export { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE };

/**
 * 8 to 256 characters, not a common, repetitive or sequential password (domain/password-rules.ts), no
 * composition rules, never trimmed or truncated. The account's e-mail is checked where the object has one
 * (`refinePasswordNotEmail`).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .refine(
    (password) =>
      password.length < PASSWORD_MIN_LENGTH ||
      password.length > PASSWORD_MAX_LENGTH ||
      !isCommonPassword(password),
    PASSWORD_TOO_COMMON_MESSAGE,
  );

/** For an object with the account's `email` and a new `password` (optional where blank keeps it). */
export function refinePasswordNotEmail(
  value: { email: string; password?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.password && isEmailAsPassword(value.password, value.email)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_IS_EMAIL_MESSAGE });
  }
}

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, "Full name is required")
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

// --- Login ---------------------------------------------------------------------------------------

/** The `code` of the 403 that refuses a sign-in until the address is verified; the web app branches on it. */
export const EMAIL_NOT_VERIFIED_CODE = "email_not_verified";

export const loginRequestSchema = z.object({
  email: emailAddress("Valid email is required"),
  // Only presence is checked: a stored password may predate today's length rules.
  password: z.string().min(1, "Password is required"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// --- Registration --------------------------------------------------------------------------------

/**
 * POST /api/register. `role` is accepted because the client sends it, then dropped: new accounts
 * are always `user`, so the parsed value has no role for the server to trust by mistake.
 */
export const registerRequestSchema = z
  .object({
    password: newPasswordSchema,
    fullName: fullNameSchema,
    email: emailAddress(),
    role: z.enum(ROLES).optional(),
  })
  .superRefine(refinePasswordNotEmail)
  .transform(({ role: _ignored, ...request }) => request);
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ message: z.string(), email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** 'Confirm password' on every form that sets a password: typed again, checked, never sent. */
export const confirmPasswordSchema = z.string().min(1, "Please confirm your password");

/**
 * The arguments of `.refine` that check the confirmation against the new password (`password`, or
 * `newPassword` on the Account page); an empty confirmation already has its own message.
 */
export function passwordsMatch<Key extends string>(
  key: Key,
): [(form: Record<Key, string> & { confirmPassword: string }) => boolean, { error: string; path: string[] }] {
  return [
    (form) => form.confirmPassword === "" || form[key] === form.confirmPassword,
    { error: "Passwords do not match", path: ["confirmPassword"] },
  ];
}

/** The Register tab: confirmation is checked here and never sent. */
export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailAddress("Invalid email address"),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .superRefine(refinePasswordNotEmail)
  .refine(...passwordsMatch("password"));
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The body the Register tab sends: no confirmation, role always `user`. */
export function toRegisterRequest(form: RegisterForm): RegisterRequestInput {
  return { password: form.password, fullName: form.fullName, email: form.email, role: "user" };
}

// --- E-mail verification -------------------------------------------------------------------------

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(CODE_PATTERN, `The code must be exactly ${VERIFICATION_CODE_LENGTH} digits`);

export const verifyEmailRequestSchema = z.object({
  email: emailAddress(),
  code: verificationCodeSchema,
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const resendVerificationRequestSchema = z.object({ email: emailAddress() });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** What the code input keeps of what was typed or pasted: digits only, at most 6. */
export function sanitizeVerificationCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);
}

// --- Response shapes -----------------------------------------------------------------------------

/** Success of verify-email and resend-verification; the client shows `message`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every non-ok answer (docs/product.md §7.2); the verify screen shows `error`. */
export const errorResponseSchema = z.object({ error: z.string(), message: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
