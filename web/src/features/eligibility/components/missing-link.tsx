// Where the user adds what a rule misses: the work history form, or the IA activity log on this page.

import type { MissingTarget } from "@domain/eligibility/types";
import { Link } from "wouter";
import { paths } from "@/lib/paths";

export const IA_ACTIVITY_LOG_ID = "ia-activity-log";

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
  return (
    <Link href={formId ? paths.form(formId) : paths.forms} className="underline underline-offset-2">
      {message}
    </Link>
  );
}
