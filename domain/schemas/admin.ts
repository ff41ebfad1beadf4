// Administration: users and AI prompts (docs/product.md §5.6 and §7.3). Every route using
// these is admin only on the server.

import { z } from "zod";
import { AI_PROMPT_MAX_LENGTH } from "../constants";
import { PROMPT_TYPES, ROLES } from "../enums";
import { fullNameSchema, newPasswordSchema, refinePasswordNotEmail } from "./auth";
import { emailAddress, isStorableText, timestamp, UNSTORABLE_TEXT_MESSAGE } from "./fields";
import { ACCOUNT_STATES } from "./invitations";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

// --- Users ---------------------------------------------------------------------------------------

/** A password an administrator may leave out: missing or blank is undefined, anything else follows the usual rules. */
const optionalNewPassword = z
  .union([
    z
      .string()
      .regex(/^\s*$/)
      .transform(() => undefined),
    newPasswordSchema,
  ])
  .optional();

/**
 * POST /api/admin/users. Accounts an admin creates are verified at once. Without a password (missing
 * or blank) the person is invited to set their own (docs/product.md §21).
 */
export const adminCreateUserSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailAddress(),
    password: optionalNewPassword,
    role: z.enum(ROLES).default("user"),
  })
  .superRefine(refinePasswordNotEmail);
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUser = z.infer<typeof adminCreateUserSchema>;

/**
 * PATCH /api/admin/users/{id}. A missing or blank password keeps the current one (parsed as
 * undefined); a new one must follow the usual rules.
 */
export const adminUpdateUserSchema = z
  .strictObject({
    fullName: fullNameSchema,
    email: emailAddress(),
    role: z.enum(ROLES),
    password: optionalNewPassword,
  })
  .superRefine(refinePasswordNotEmail);
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.infer<typeof adminUpdateUserSchema>;

/** A row of GET /api/admin/users: never a password hash. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: timestamp,
  emailVerified: z.boolean(),
  /** invited / unverified / active (docs/product.md §21). */
  state: z.enum(ACCOUNT_STATES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/admin/users?search=: part of a name or an e-mail address, case-insensitive. */
export const adminUserSearchSchema = z.object({
  search: z.string().trim().max(200).optional(),
});

// --- AI prompts ----------------------------------------------------------------------------------

export const aiPromptSchema = z.object({
  id: z.uuid(),
  promptType: z.enum(PROMPT_TYPES),
  promptContent: z.string(),
  isActive: z.boolean(),
  createdBy: z.uuid().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The built-in prompt, for 'Restore default'. */
  defaultContent: z.string(),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;

export const AI_PROVIDERS = ["builtin", "openai"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** GET /api/admin/ai-provider: which extractor reads documents, and whether it follows the prompts. */
export const aiProviderInfoSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  /** The model of the LLM provider; null for the built-in extractor. */
  model: z.string().nullable(),
  /** Only the LLM provider follows the prompts; the built-in extractor does not read them. */
  usesPrompts: z.boolean(),
});
export type AiProviderInfo = z.infer<typeof aiProviderInfoSchema>;

export const aiPromptListSchema = z.array(aiPromptSchema);

/** PATCH /api/admin/ai-prompts/{type}. Content is stored as written; only blank is refused. */
export const updateAiPromptSchema = z.strictObject({
  promptContent: z
    .string()
    .max(
      AI_PROMPT_MAX_LENGTH,
      `The prompt must be at most ${AI_PROMPT_MAX_LENGTH.toLocaleString("en-US")} characters`,
    )
    .refine((content) => content.trim().length > 0, { error: "The prompt must not be empty" })
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});
export type UpdateAiPrompt = z.infer<typeof updateAiPromptSchema>;

export const aiPromptParamsSchema = z.object({ type: z.enum(PROMPT_TYPES) });
export type AiPromptParams = z.infer<typeof aiPromptParamsSchema>;
