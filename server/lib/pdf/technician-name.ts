// The name a document gives its technician: the form's first and last name as entered, else the
// account's full name (a form may still be empty).

export function technicianNameOf(
  form: { firstName: string | null; lastName: string | null } | null,
  account: { fullName: string },
): string {
  const fromForm = [form?.firstName?.trim(), form?.lastName?.trim()].filter(Boolean).join(" ");
  return fromForm || account.fullName;
}
