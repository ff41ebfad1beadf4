/** Every route of the product (docs/product.md §2.1). Use these instead of string URLs. */
export const paths = {
  auth: "/auth",
  verifyEmail: "/verify-email",
  /** /verify-email?email=… */
  verifyEmailFor: (email: string) => `/verify-email?email=${encodeURIComponent(email)}`,
  forgotPassword: "/forgot-password",
  /** /forgot-password?email=… (the link in the reset e-mail) */
  forgotPasswordFor: (email: string) => `/forgot-password?email=${encodeURIComponent(email)}`,
  /** Route pattern of the invitation link's page (docs/product.md §21). */
  invitationPattern: "/invitation/:token",
  account: "/account",
  home: "/",
  upload: "/upload",
  forms: "/forms",
  /** Route pattern of the work history form. */
  formPattern: "/forms/:id",
  form: (id: string) => `/forms/${encodeURIComponent(id)}`,
  checklists: "/checklists",
  dashboard: "/dashboard",
  eligibility: "/eligibility",
  documents: "/documents",
  /** The task logbook (docs/product.md §22). */
  logbook: "/logbook",
  /** Route pattern of an outside supervisor's countersignature link. */
  countersignPattern: "/countersign/:token",
  team: "/team",
  admin: "/admin",
  /** Route pattern of a technician's work history, read-only, for an administrator. */
  adminUserPattern: "/admin/users/:id",
  adminUser: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
} as const;
