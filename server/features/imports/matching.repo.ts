// The database half of matching (docs/product.md §18.2): users' names as the matcher compares them,
// and the candidates for one document, scored with pg_trgm's similarity over a trigram index.

import { MAX_MATCH_CANDIDATES } from "@domain/match-status";
import type { NormalisedName } from "@domain/person-name";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userMatchNames } from "../../db/schema/index";

/** A query that selects one column `rows` of JSON text (PGlite hands many rows over slowly). */
async function jsonRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: { rows: string | null }[] };
  const text = result.rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

/** Users whose name was never normalised, or changed since. */
export async function usersWithStaleMatchNames(db: Database): Promise<{ id: string; fullName: string }[]> {
  return jsonRows(
    db,
    sql`
    select json_agg(json_build_object('id', u.id, 'fullName', u.full_name))::text as rows
      from users u left join user_match_names m on m.user_id = u.id
     where m.full_name is distinct from u.full_name`,
  );
}

export async function upsertMatchNames(
  db: Database,
  rows: { userId: string; fullName: string; nameKey: string; matchName: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(userMatchNames)
    .values(rows)
    .onConflictDoUpdate({
      target: userMatchNames.userId,
      set: {
        fullName: sql`excluded.full_name`,
        nameKey: sql`excluded.name_key`,
        matchName: sql`excluded.match_name`,
      },
    });
}

export interface CandidateRow {
  userId: string;
  fullName: string;
  email: string;
  score: number;
  sameName: boolean;
  sameEmail: boolean;
  verified: boolean;
}

/**
 * The users a document may belong to: trigram neighbours of its name (the `%` operator, answered by
 * the GIN index), users with the same name key, and the user with its e-mail address; those with the
 * same e-mail or name first, then by similarity. One row of JSON text (PGlite hands rows over slowly).
 */
export async function findCandidates(
  db: Database,
  name: NormalisedName | null,
  email: string | null,
): Promise<CandidateRow[]> {
  const matchName = name?.matchName ?? "";
  const nameKey = name?.key ?? "";
  return jsonRows(
    db,
    sql`
    with found as (
      select user_id from user_match_names where ${matchName} <> '' and match_name % ${matchName}
      union
      select user_id from user_match_names where ${nameKey} <> '' and name_key = ${nameKey}
      union
      select id from users where ${email ?? ""} <> '' and email = ${email ?? ""}
    ), scored as (
      select u.id as "userId", u.full_name as "fullName", u.email,
             coalesce(similarity(m.match_name, ${matchName}), 0) as score,
             coalesce(m.name_key = ${nameKey}, false) as "sameName",
             u.email = ${email ?? ""} as "sameEmail", u.email_verified as verified
        from found f join users u on u.id = f.user_id
        left join user_match_names m on m.user_id = f.user_id
       order by "sameEmail" desc, "sameName" desc, score desc, u.id
       limit ${MAX_MATCH_CANDIDATES + 1}
    )
    select json_agg(scored)::text as rows from scored`,
  );
}
