// GET /api/me/eligibility: the rules of docs/product.md §19.2 computed from the caller's active work
// history and IA activity log, as of the clock's today. Reads only; nothing is stored.

import { calendarDateOf } from "@domain/calendar-date";
import { computeEligibility, type EligibilityInput } from "@domain/eligibility/index";
import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type { Eligibility } from "@domain/schemas/eligibility";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getWorkHistoryRecord } from "../work-history/work-history.service";
import { listIaActivities } from "./ia-activities.service";

export async function getEligibility(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<Eligibility> {
  const now = ctx.clock();
  const [record, activities] = await Promise.all([
    getWorkHistoryRecord({ db: ctx.db, clock: () => now }, actor),
    listIaActivities(ctx, actor),
  ]);
  const input: EligibilityInput = {
    today: calendarDateOf(now),
    form: record
      ? {
          dateOfHire: record.form.dateOfHire,
          apCertificateIssuedOn: record.form.apCertificateIssuedOn,
          ratings: record.form.ratings,
          iaIssuedOn: record.form.iaIssuedOn,
          iaStatus: record.form.iaStatus,
        }
      : null,
    employers: record?.employment ?? [],
    experience: record
      ? EXPERIENCE_DISCIPLINES.flatMap((discipline) =>
          record.experience[discipline].map(({ entry }) => ({ ...entry, discipline })),
        )
      : [],
    iaActivities: activities,
  };
  return { ...computeEligibility(input), formId: record?.form.id ?? null };
}
