// GET /api/dashboard/stats: the caller's numbers, from their active form and their own rows only.

import { calendarDateOf } from "@domain/calendar-date";
import { countCertifications } from "@domain/certifications";
import { formatDuration, monthsToYears } from "@domain/duration";
import type { DashboardStats } from "@domain/schemas/dashboard";
import { getTrainingRecord } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getActiveFormSummary } from "../work-history/work-history.service";
import { countDashboardData } from "./dashboard.repo";

export async function getDashboardStats(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<DashboardStats> {
  const now = ctx.clock();
  // One reading of the clock for the whole answer.
  const [form, counts, training] = await Promise.all([
    getActiveFormSummary({ db: ctx.db, clock: () => now }, actor),
    countDashboardData(ctx.db, actor.id),
    // The checklists screen's own function, so the card and the screen cannot disagree.
    getTrainingRecord({ db: ctx.db, clock: () => now }, actor),
  ]);
  const overdue = training.tabs
    .flatMap((tab) => tab.sections.flatMap((section) => section.items))
    .filter((item) => item.status === "overdue").length;
  const certifications = countCertifications(form?.certifications ?? [], calendarDateOf(now));
  const experienceMonths = form?.employmentMonths ?? 0;
  return {
    totalCertifications: certifications.total,
    activeCertifications: certifications.active,
    experienceYears: monthsToYears(experienceMonths),
    experienceText: formatDuration(experienceMonths),
    trainingCompletion: training.progress.percent,
    trainingNextUp: training.progress.nextUp,
    trainingOverdue: overdue,
    formsCompleted: counts.formsCompleted,
    totalForms: counts.totalForms,
  };
}
