import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";

/** What a change touched; each area is read and kept apart by the team screens. */
export const TEAM_DATA_AREAS = ["members", "work_history", "training"] as const;
export type TeamDataArea = (typeof TEAM_DATA_AREAS)[number];

/**
 * A ledger that triggers append to whenever a statement changes what the team screens show, by area:
 * `members` (users' names, e-mails and roles), `work_history` (forms, employers, experience) and
 * `training` (the program and the completions). The sum of an area's `weight` is that area's version:
 * every committed change raises it, whatever order transactions commit in, and inserts never wait on
 * each other. Compaction folds the rows into one per area of the same total weight.
 * See docs/performance.md (Team overview).
 */
export const teamDataChanges = pgTable(
  "team_data_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    area: text("area").$type<TeamDataArea>().notNull(),
    weight: bigint("weight", { mode: "number" }).notNull().default(1),
  },
  (t) => [
    check("team_data_changes_area_check", oneOf(t.area, TEAM_DATA_AREAS)),
    check("team_data_changes_weight_check", sql`${t.weight} > 0`),
  ],
);
