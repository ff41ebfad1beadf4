// The exports a manager hands to an inspector (docs/product.md §17.7): the whole program as CSV, the
// skills matrix as a landscape PDF, and the audit packets of many people as one ZIP made in the
// background. The filter is the team screen's (domain/team-filter.ts).

import { z } from "zod";
import { ROLES } from "../enums";
import { TEAM_TRAINING_FILTERS } from "../team-filter";

/** At most this many people in one ZIP of audit packets. */
export const AUDIT_PACKETS_MAX_PEOPLE = 500;

/**
 * The team screen's filter as a query: the members whose name or e-mail contains `search`, of `role`,
 * in the `training` state, holding the position `positionId`; and the checklist tab (every tab when
 * absent).
 */
export const programExportQuerySchema = z.object({
  tabId: z.uuid().optional(),
  search: z.string().max(200).optional(),
  role: z.enum(ROLES).optional(),
  training: z.enum(TEAM_TRAINING_FILTERS).optional(),
  positionId: z.uuid().optional(),
});
export type ProgramExportQuery = z.infer<typeof programExportQuerySchema>;

/** The columns of the whole-program CSV, in order. */
export const PROGRAM_CSV_COLUMNS = [
  "Name",
  "E-mail",
  "Role",
  "Checklist",
  "Section",
  "Item",
  "Status",
  "Completed on",
  "Expires on",
  "Signed off on",
  "Signed off by",
] as const;

/**
 * POST /api/admin/exports/audit-packets: the people chosen by id (a selection or the search results
 * on the screen), or, without ids, every member the filter keeps (a position's holders, say).
 */
export const auditPacketsRequestSchema = z.object({
  userIds: z.array(z.uuid()).min(1).max(AUDIT_PACKETS_MAX_PEOPLE).optional(),
  search: z.string().max(200).optional(),
  role: z.enum(ROLES).optional(),
  training: z.enum(TEAM_TRAINING_FILTERS).optional(),
  positionId: z.uuid().optional(),
});
export type AuditPacketsRequest = z.infer<typeof auditPacketsRequestSchema>;

export const AUDIT_PACKET_JOB_STATES = ["running", "done", "failed"] as const;

/** A ZIP of audit packets being made: polled until `state` is done, then downloaded. */
export const auditPacketJobSchema = z.object({
  id: z.uuid(),
  state: z.enum(AUDIT_PACKET_JOB_STATES),
  /** People in the job. */
  total: z.int().min(0),
  /** People whose packet is in the ZIP or was left out. */
  processed: z.int().min(0),
  /** Whole percent of the people processed. */
  percent: z.int().min(0).max(100),
  /** The people whose packet could not be made (deleted meanwhile, or refused), by name or id. */
  leftOut: z.array(z.string()),
  /** Why a failed job failed. */
  message: z.string().nullable(),
  /** The ZIP's file name, once it is ready. */
  filename: z.string().nullable(),
});
export type AuditPacketJob = z.infer<typeof auditPacketJobSchema>;
