// Matching a document's person to a user (docs/product.md §18.2): the name rule and the status rule
// live in domain/, the similarity in the database.

import { decideMatchStatus, MAX_MATCH_CANDIDATES, type MatchDecision } from "@domain/match-status";
import { normalisePersonName } from "@domain/person-name";
import type { ServiceContext } from "../service-context";
import {
  type CandidateRow,
  findCandidates,
  upsertMatchNames,
  usersWithStaleMatchNames,
} from "./matching.repo";

const UPSERT_BATCH = 500;

/** Brings every user's normalised name up to date (new users, changed names); cheap when nothing changed. */
export async function refreshUserMatchNames(ctx: Pick<ServiceContext, "db">): Promise<number> {
  const stale = await usersWithStaleMatchNames(ctx.db);
  const rows = stale.map(({ id, fullName }) => {
    const name = normalisePersonName(fullName);
    return { userId: id, fullName, nameKey: name?.key ?? "", matchName: name?.matchName ?? "" };
  });
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await upsertMatchNames(ctx.db, rows.slice(start, start + UPSERT_BATCH));
  }
  return rows.length;
}

export interface MatchResult extends MatchDecision {
  candidates: CandidateRow[];
}

/** The status of a document that names `fullName` and gives `email` (either may be missing). */
export async function matchPerson(
  ctx: Pick<ServiceContext, "db">,
  person: { fullName: string | null; email: string | null },
): Promise<MatchResult> {
  await refreshUserMatchNames(ctx);
  const name = normalisePersonName(person.fullName);
  const email = person.email?.trim().toLowerCase() || null;
  const found = await findCandidates(ctx.db, name, email);
  const decision = decideMatchStatus(found, { hasName: name !== null, hasEmail: email !== null });
  return { ...decision, candidates: found.slice(0, MAX_MATCH_CANDIDATES) };
}
