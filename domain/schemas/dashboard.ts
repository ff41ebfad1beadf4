// The personal dashboard's numbers (docs/product.md §3.4).

import { z } from "zod";
import { TRAINING_STATUSES } from "../training-status";

/** GET /api/dashboard/stats for the caller. */
export const dashboardStatsSchema = z.object({
  totalCertifications: z.int().min(0),
  activeCertifications: z.int().min(0),
  /** Total experience in years, one decimal. */
  experienceYears: z.number().min(0),
  /** The same total in words, e.g. '5 years 3 months' or '0 months'. */
  experienceText: z.string(),
  /** Percent of checklist items that are current (trainingProgress in domain/training-status.ts), 0 when there are none. */
  trainingCompletion: z.number().min(0).max(100),
  /** The item to do next: the first overdue, else expired, else expiring, else not started, in checklist order. */
  trainingNextUp: z
    .object({
      itemId: z.string(),
      name: z.string(),
      status: z.enum(TRAINING_STATUSES),
      dueOn: z.string().nullable().optional(),
    })
    .nullable(),
  /** Required items past their initial training's due date (docs/product.md §15.8). */
  trainingOverdue: z.int().min(0),
  formsCompleted: z.int().min(0),
  totalForms: z.int().min(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
