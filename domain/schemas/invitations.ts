// Invitations to accounts an administrator creates (docs/product.md §21): the public page that sets
// the password, the account state the Users tab shows, the center's name and 'Create and invite all'.

import { z } from "zod";
import {
  confirmPasswordSchema,
  fullNameSchema,
  newPasswordSchema,
  passwordsMatch,
  refinePasswordNotEmail,
} from "./auth";
import { emailAddress, isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./fields";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an invitation link sets the password. */
export const INVITATION_VALIDITY_DAYS = 7;
export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * DAY_MS;
/** What an invitation calls the center until an administrator names it. */
export const DEFAULT_CENTER_NAME = "your training center";
export const CENTER_NAME_MAX_LENGTH = 120;
/** Cards one 'Create and invite all' may take: a page of the list is 20, a whole import 200. */
export const MAX_BULK_INVITES = 200;

/** invited: never set a password and has an open invitation; unverified: registered, address not proved. */
export const ACCOUNT_STATES = ["invited", "unverified", "active"] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  invited: "Invited",
  unverified: "Unverified",
  active: "Active",
};

/** The link's token: 32 random bytes, base64url. */
export const invitationTokenSchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const invitationParamsSchema = z.object({ token: invitationTokenSchema });

export const INVITATION_LINK_STATES = ["open", "used", "expired", "voided"] as const;
export type InvitationLinkState = (typeof INVITATION_LINK_STATES)[number];

/** GET /api/invitations/{token}: whose invitation, and whether it still sets the password. */
export const invitationViewSchema = z.object({
  state: z.enum(INVITATION_LINK_STATES),
  /** Only while the link is open. */
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  centerName: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/invitations/accept */
export const acceptInvitationSchema = z.strictObject({
  token: invitationTokenSchema,
  password: newPasswordSchema,
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const acceptedInvitationSchema = z.object({ message: z.string(), email: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** What the page and the API say of a link that does not set the password (docs/product.md §21). */
export const INVITATION_LINK_MESSAGES = {
  notFound: "This invitation link is not valid. Ask your administrator for a new invitation.",
  used: "This invitation has already been used to set a password. Sign in, or use 'Forgot password?' if you do not know the password.",
  expired:
    "This invitation has expired. Ask your administrator for a new one, or use 'Forgot password?' on the sign-in page.",
  voided:
    "This invitation was replaced by a newer one or the password was set another way. Use the newest invitation, or 'Forgot password?' on the sign-in page.",
} as const;

/** The page's form: the new password typed twice (the confirmation is never sent). */
export const invitationPasswordFormSchema = z
  .object({
    email: z.string(),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .superRefine(refinePasswordNotEmail)
  .refine(...passwordsMatch("password"));
export type InvitationPasswordForm = z.infer<typeof invitationPasswordFormSchema>;

/** The codes of a link that no longer sets the password; the page branches on them. */
export const INVITATION_ERROR_CODES = {
  notFound: "invitation_not_found",
  used: "invitation_used",
  expired: "invitation_expired",
  voided: "invitation_voided",
} as const;

// --- The center's name (Admin → Settings) --------------------------------------------------------

/** GET/PUT /api/admin/settings/center. Blank restores the default wording. */
export const centerSettingsSchema = z.strictObject({
  centerName: z
    .string()
    .trim()
    .max(CENTER_NAME_MAX_LENGTH, `The center's name must be at most ${CENTER_NAME_MAX_LENGTH} characters.`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});
export type CenterSettings = z.infer<typeof centerSettingsSchema>;

// --- Create and invite all (Fuzzy Matches) -------------------------------------------------------

export const bulkInviteItemSchema = z.strictObject({
  /** The card (import document) id. */
  id: z.uuid(),
  fullName: fullNameSchema,
  email: emailAddress(),
  /** The administrator checked that an address the card doubted is this person's own. */
  addressConfirmed: z.boolean().optional(),
});

/** POST /api/admin/fuzzy-matches/create-and-invite */
export const bulkInviteRequestSchema = z.strictObject({
  items: z
    .array(bulkInviteItemSchema)
    .min(1, "Choose at least one card.")
    .max(MAX_BULK_INVITES, `Choose at most ${MAX_BULK_INVITES} cards at once.`),
});
export type BulkInviteRequest = z.infer<typeof bulkInviteRequestSchema>;

export const BULK_INVITE_OUTCOMES = ["invited", "exists", "invalid_address", "not_decidable"] as const;
export type BulkInviteOutcome = (typeof BULK_INVITE_OUTCOMES)[number];

export const bulkInviteResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  outcome: z.enum(BULK_INVITE_OUTCOMES),
  message: z.string(),
});
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

export const bulkInviteResponseSchema = z.object({ results: z.array(bulkInviteResultSchema) });
export type BulkInviteResponse = z.infer<typeof bulkInviteResponseSchema>;
