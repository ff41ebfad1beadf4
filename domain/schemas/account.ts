// Self-service on one's own account: a forgotten password, and the Account page (docs/product.md §11.4-§11.6).
// Request schemas are what the server enforces; the form schemas add what only the screen needs.

import { z } from "zod";
import {
  confirmPasswordSchema,
  fullNameSchema,
  newPasswordSchema,
  passwordsMatch,
  refinePasswordNotEmail,
  verificationCodeSchema,
} from "./auth";
import { emailAddress } from "./fields";

// --- Forgotten password (public) -----------------------------------------------------------------

/** POST /api/password-reset/request: answered alike for every address (docs/decisions/0017). */
export const passwordResetRequestSchema = z.object({ email: emailAddress() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The request's answer: the same message for every address, and the token that the code of this
 * request answers to (docs/decisions/0054); the page keeps it, the e-mail's link carries it.
 */
export const passwordResetRequestedSchema = z.object({ message: z.string(), requestId: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** The token of a reset request, as the request answered it (32 random bytes, base64url). */
export const resetRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This reset link is incomplete. Please request a new code.");

/** POST /api/password-reset/confirm: the mailed code, its request's token and the new password (domain/password-rules.ts). */
export const passwordResetConfirmSchema = z
  .object({
    email: emailAddress(),
    code: verificationCodeSchema,
    requestId: resetRequestIdSchema,
    password: newPasswordSchema,
  })
  .superRefine(refinePasswordNotEmail);
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The screen's form: the new password typed twice; the confirmation is never sent. */
export const passwordResetFormSchema = z
  .object({
    email: emailAddress("Invalid email address"),
    code: verificationCodeSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .superRefine(refinePasswordNotEmail)
  .refine(...passwordsMatch("password"));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

// --- The Account page (signed in) ----------------------------------------------------------------

/** PATCH /api/account/name. */
export const changeNameSchema = z.strictObject({ fullName: fullNameSchema });
export type ChangeName = z.infer<typeof changeNameSchema>;

/** Only presence is checked: a stored password may predate today's length rules. */
const currentPasswordSchema = z.string().min(1, "Please enter your current password");

/** POST /api/account/email: a code goes to the new address; nothing changes until it is entered. */
export const changeEmailRequestSchema = z.strictObject({
  newEmail: emailAddress("Invalid email address"),
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /api/account/email/confirm. */
export const changeEmailConfirmSchema = z.strictObject({ code: verificationCodeSchema });
export type ChangeEmailConfirm = z.infer<typeof changeEmailConfirmSchema>;

/** POST /api/account/password. The account's e-mail is checked against it on the server. */
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The Change password form: the new password typed twice; the confirmation is never sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine(...passwordsMatch("newPassword"));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** DELETE /api/account. */
export const deleteAccountSchema = z.strictObject({ password: currentPasswordSchema });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** The `code` of a refused current password; the forms put the message next to that field. */
export const WRONG_PASSWORD_CODE = "wrong_password";

/** The answer of POST /api/account/email and GET /api/account/email-change: the address waiting for its code. */
export const pendingEmailChangeSchema = z.object({ pendingEmail: z.string().nullable() });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
