// The team screen (docs/product.md §3.4). Not populated yet: the screen renders these shapes from
// empty data and makes no calls.

import { z } from "zod";
import { ROLES } from "../enums";

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
