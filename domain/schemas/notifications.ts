// E-mails that move work along (docs/product.md §17.3.1): which kinds exist, who may receive each, and
// the switches under 'Alert settings'.

import { z } from "zod";

/** What a technician is told about their own record. */
export const TECHNICIAN_NOTIFICATION_KINDS = [
  "completion_returned",
  "completion_signed_off",
  "form_returned",
  "form_approved",
] as const;

/** What administrators are told about work waiting for them. */
export const ADMIN_NOTIFICATION_KINDS = ["form_submitted", "sign_offs_waiting"] as const;

export const NOTIFICATION_KINDS = [...TECHNICIAN_NOTIFICATION_KINDS, ...ADMIN_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type AdminNotificationKind = (typeof ADMIN_NOTIFICATION_KINDS)[number];

export function isAdminNotificationKind(kind: NotificationKind): kind is AdminNotificationKind {
  return (ADMIN_NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** The API's name of each kind's switch. */
export const NOTIFICATION_SETTING_KEYS = {
  completion_returned: "completionReturned",
  completion_signed_off: "completionSignedOff",
  form_returned: "formReturned",
  form_approved: "formApproved",
  form_submitted: "formSubmitted",
  sign_offs_waiting: "signOffsWaiting",
} as const satisfies Record<NotificationKind, string>;

/** The switches' labels on the 'Alert settings' page. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  completion_returned: "A completion of mine is returned",
  completion_signed_off: "A completion of mine is signed off",
  form_returned: "My work history form is returned",
  form_approved: "My work history form is approved",
  form_submitted: "A work history form is submitted for review",
  sign_offs_waiting: "Completions are waiting for sign-off (at most one e-mail an hour)",
};

/**
 * GET/PUT /api/account/notification-settings: each switch, on unless turned off. The administrators'
 * two are present for administrators only; a technician who sends them is refused.
 */
export const notificationSettingsSchema = z
  .object({
    completionReturned: z.boolean(),
    completionSignedOff: z.boolean(),
    formReturned: z.boolean(),
    formApproved: z.boolean(),
    formSubmitted: z.boolean().optional(),
    signOffsWaiting: z.boolean().optional(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const ADMIN_ONLY_NOTIFICATIONS_MESSAGE = "Only administrators receive these notifications.";
