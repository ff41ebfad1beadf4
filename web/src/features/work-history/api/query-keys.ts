// Query keys of the work history area. `getQueryFn` would turn each into its URL (segments joined
// by "/"); the fetchers below use the same URLs.

import type { ExperienceDiscipline } from "@domain/enums";

export const formsQueryKey = ["/api/forms"] as const;
export const formQueryKey = (id: string) => ["/api/forms", id] as const;
export const employmentQueryKey = (formId: string) => ["/api/employment-entries", formId] as const;
export const experiencePath = (discipline: ExperienceDiscipline) => `/api/${discipline}-experience`;
export const experienceQueryKey = (discipline: ExperienceDiscipline, formId: string) =>
  [experiencePath(discipline), formId] as const;
export const experienceSummaryQueryKey = ["/api/experience-summary"] as const;
/** Read by other screens (upload's overwrite dialog, dashboard); refreshed when this area changes them. */
export const activeFormQueryKey = ["/api/work-history/active"] as const;
export const dashboardStatsQueryKey = ["/api/dashboard/stats"] as const;
