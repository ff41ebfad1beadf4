// The personal dashboard's numbers (docs/product.md §3.4).

import { z } from "zod";

/** GET /api/dashboard/stats for the caller. */
export const dashboardStatsSchema = z.object({
  totalCertifications: z.int().min(0),
  activeCertifications: z.int().min(0),
  /** Total experience in years, one decimal. */
  experienceYears: z.number().min(0),
  /** The same total in words, e.g. '5 years 3 months' or '0 months'. */
  experienceText: z.string(),
  /** Percent of checklist items completed, 0 when there are none. */
  trainingCompletion: z.number().min(0).max(100),
  formsCompleted: z.int().min(0),
  totalForms: z.int().min(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
