// The fuzzy matches of unassigned documents on the admin screen (docs/product.md §3.4). Not populated
// yet: the tab renders these shapes from empty data and makes no calls.

import { z } from "zod";

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
