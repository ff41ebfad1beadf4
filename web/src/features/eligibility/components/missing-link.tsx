// Where the user adds what a rule misses: the work history form, or the IA activity log on this page.

import type { MissingTarget } from "@domain/eligibility/types";
import { Link } from "wouter";
import { paths } from "@/lib/paths";

export const IA_ACTIVITY_LOG_ID = "ia-activity-log";

/** The form's own input ids (Personal Information, open by default); the sections open on the form. */
const FIELD_IDS: Partial<Record<MissingTarget, string>> = {
  apCertificateIssuedOn: "form-apCertificateIssuedOn",
  ratings: "form-ratings-airframe",
  iaIssuedOn: "form-iaIssuedOn",
};

export function MissingLink({
  target,
  message,
  formId,
}: {
  target: MissingTarget;
  message: string;
  formId: string | null;
}) {
  if (target === "iaActivities")
    return (
      <a href={`#${IA_ACTIVITY_LOG_ID}`} className="underline underline-offset-2">
        {message}
      </a>
    );
  const field = FIELD_IDS[target];
  const href = formId ? `${paths.form(formId)}${field ? `#${field}` : ""}` : paths.forms;
  return (
    <Link href={href} className="underline underline-offset-2">
      {message}
    </Link>
  );
}
