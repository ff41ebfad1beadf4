// Dashboard stats and the views of the screens that have no data yet (docs/product.md §3.4).

import { z } from "zod";
import { ROLES } from "../enums";

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

// Not populated yet: the screens render these shapes from empty data and make no calls.

export const checklistItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  completed: z.boolean(),
});
export type ChecklistItemView = z.infer<typeof checklistItemViewSchema>;

export const checklistSectionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  completedItems: z.int().min(0),
  totalItems: z.int().min(0),
  items: z.array(checklistItemViewSchema),
});
export type ChecklistSectionView = z.infer<typeof checklistSectionViewSchema>;

export const checklistViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(checklistSectionViewSchema),
});
export type ChecklistView = z.infer<typeof checklistViewSchema>;

export const teamMemberViewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  certCount: z.int().min(0),
  /** Years of experience. */
  experience: z.number().min(0),
  /** Percent. */
  trainingCompletion: z.number().min(0).max(100),
});
export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;

export const fuzzyMatchCandidateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type FuzzyMatchCandidate = z.infer<typeof fuzzyMatchCandidateSchema>;

export const fuzzyMatchViewSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Percent. */
  matchScore: z.number().min(0).max(100),
  possibleUsers: z.array(fuzzyMatchCandidateSchema),
});
export type FuzzyMatchView = z.infer<typeof fuzzyMatchViewSchema>;
