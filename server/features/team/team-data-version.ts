// The team data's versions by area: the total weight of each area's rows in the change ledger that
// triggers append to (server/db/schema/team-data-changes.ts). Read before the data, so a kept answer
// is never older than the version it is filed under. See docs/performance.md (Team overview).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { TEAM_DATA_AREAS, type TeamDataArea, teamDataChanges } from "../../db/schema/index";

/** Past this many ledger rows a reader folds them, so the sums stay a short scan. */
export const LEDGER_COMPACTION_ROWS = 1_000;

export type TeamDataVersions = Record<TeamDataArea, string>;

export async function readTeamDataVersions(db: Database): Promise<TeamDataVersions> {
  const [row] = await db
    .select({
      json: sql<string>`json_build_object(
        'versions', coalesce(json_object_agg(t.area, t.total), '{}'),
        'rows', coalesce(sum(t.rows), 0)
      )::text`,
    })
    .from(
      sql`(select ${teamDataChanges.area} as area, sum(${teamDataChanges.weight})::text as total,
                  count(*) as rows
           from ${teamDataChanges} group by ${teamDataChanges.area}) as t`,
    );
  const read = JSON.parse(row?.json ?? "{}") as { versions: Partial<TeamDataVersions>; rows: number };
  if (read.rows > LEDGER_COMPACTION_ROWS) await compactTeamDataChanges(db);
  return Object.fromEntries(
    TEAM_DATA_AREAS.map((area) => [area, read.versions[area] ?? "0"]),
  ) as TeamDataVersions;
}

/**
 * Replaces the committed rows by one row per area of their total weight, in one statement: each sum
 * is the same before and after, and rows committed meanwhile are neither deleted nor counted twice.
 */
export async function compactTeamDataChanges(db: Database): Promise<void> {
  await db.execute(sql`
    with folded as (delete from team_data_changes returning area, weight)
    insert into team_data_changes (area, weight)
    select area, sum(weight) from folded group by area`);
}
