// The team screen (docs/product.md §17): each member's numbers, computed by the same rules as their
// own dashboard, and the four tiles over all of them.

import { z } from "zod";
import { EXPERIENCE_DISCIPLINES, ROLES } from "../enums";
import { TRAINING_STATUSES } from "../training-status";

export const teamMemberViewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Active certifications of the active form (countCertifications), as the dashboard's tile. */
  certCount: z.int().min(0),
  /** Years of employment, one decimal (monthsToYears), as the dashboard's. */
  experience: z.number().min(0),
  /** Percent of items current (trainingProgress), as the dashboard's Training Progress. */
  trainingCompletion: z.number().min(0).max(100),
  expiredItems: z.int().min(0),
  expiringItems: z.int().min(0),
  pendingSignOffs: z.int().min(0),
  /** Initial training past its due date (docs/product.md §15.8). */
  overdueItems: z.int().min(0).optional(),
  /** The live positions the member holds, by name. */
  positions: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;

export const teamSummarySchema = z.object({
  members: z.int().min(0),
  averageCertifications: z.number().min(0),
  /** Years. */
  averageExperience: z.number().min(0),
  /** Percent. */
  averageTraining: z.number().min(0).max(100),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** GET /api/team: every member (by name) and the tiles. */
export const teamOverviewSchema = z.object({
  summary: teamSummarySchema,
  members: z.array(teamMemberViewSchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

// --- Skills matrix -------------------------------------------------------------------------------

export const teamMatrixQuerySchema = z.object({ tabId: z.uuid().optional() });
export type TeamMatrixQuery = z.infer<typeof teamMatrixQuerySchema>;

/**
 * GET /api/team/matrix: the items of one checklist tab (the first when none is asked for) and every
 * member's status of each, in the items' order.
 */
export const teamMatrixSchema = z.object({
  tabs: z.array(z.object({ id: z.uuid(), name: z.string() })),
  tab: z
    .object({
      id: z.uuid(),
      name: z.string(),
      sections: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          items: z.array(z.object({ id: z.uuid(), name: z.string() })),
        }),
      ),
    })
    .nullable(),
  members: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      /** One per item of the tab, in order. */
      statuses: z.array(z.enum(TRAINING_STATUSES)),
    }),
  ),
});
export type TeamMatrix = z.infer<typeof teamMatrixSchema>;

/**
 * GET /api/team/equipment: every make and model in the members' work history (grouped without case),
 * by discipline then by how many members have it, and each member's months on each (0: none).
 */
export const teamEquipmentSchema = z.object({
  equipment: z.array(
    z.object({
      key: z.string(),
      discipline: z.enum(EXPERIENCE_DISCIPLINES),
      label: z.string(),
      /** Members with experience on it. */
      members: z.int().min(0),
    }),
  ),
  members: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      /** One per equipment, in order. */
      months: z.array(z.int().min(0)),
    }),
  ),
});
export type TeamEquipment = z.infer<typeof teamEquipmentSchema>;
