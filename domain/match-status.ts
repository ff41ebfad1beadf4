// Which person an imported document belongs to (docs/product.md §18.2). Precision first: `exact`
// (assigned without asking) only for an e-mail address the document states that a verified account
// owns; a name alone, however exact, waits for an administrator, because anyone can rename their
// account. Thresholds: docs/decisions/0045-match-thresholds.md; why: docs/decisions/0052-no-assignment-on-a-name.md.

import type { MatchStatus } from "./enums";

/** At or above: the name is close enough to offer one user as the likely person (`fuzzy`). */
export const MATCH_HIGH_THRESHOLD = 0.65;
/** Below: no user is a plausible person for this document (`no_match`). */
export const MATCH_LOW_THRESHOLD = 0.4;
/** Candidates this close to the best score make the choice ambiguous (`multiple`). */
export const MATCH_AMBIGUITY_MARGIN = 0.1;
/** Candidates shown on a card. */
export const MAX_MATCH_CANDIDATES = 5;

export interface MatchCandidate {
  userId: string;
  /** Name similarity, 0 to 1. */
  score: number;
  /** The user's normalised name equals the document's (nicknames not resolved). */
  sameName: boolean;
  /** The user's e-mail address is the one the document gives. */
  sameEmail: boolean;
  /** The user proved they own their address (a code, or an administrator created the account). */
  verified: boolean;
}

export interface MatchDecision {
  status: MatchStatus;
  /** 0 to 1: how sure the match is (1 for an exact one). */
  score: number;
  /** The user an `exact` match is assigned to; null otherwise. */
  userId: string | null;
}

/**
 * The status of a document from its candidates (any order) and whether it states a name and an
 * e-mail address. Only a verified account with the stated address is `exact` (unless the name plainly
 * belongs to someone else). One user with the same name is offered (`fuzzy`) when the document gives
 * no address, and needs a closer look (`manual_review`) when it gives an address that is not theirs.
 */
export function decideMatchStatus(
  candidates: readonly MatchCandidate[],
  document: { hasName: boolean; hasEmail: boolean },
): MatchDecision {
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const byEmail = ranked.find((candidate) => candidate.sameEmail);
  const nameFits = (candidate: MatchCandidate) => !document.hasName || candidate.score >= MATCH_LOW_THRESHOLD;
  if (byEmail?.verified && nameFits(byEmail)) return { status: "exact", score: 1, userId: byEmail.userId };
  if (byEmail) return { status: "manual_review", score: byEmail.score, userId: null };

  const sameName = ranked.filter((candidate) => candidate.sameName);
  const best = ranked[0];
  if (sameName.length === 1 && sameName[0]) {
    return { status: document.hasEmail ? "manual_review" : "fuzzy", score: sameName[0].score, userId: null };
  }
  if (sameName.length > 1 && best) return { status: "multiple", score: best.score, userId: null };

  if (!best || best.score < MATCH_LOW_THRESHOLD) {
    return { status: "no_match", score: best?.score ?? 0, userId: null };
  }
  const close = ranked.filter(
    (candidate) =>
      candidate.score >= MATCH_LOW_THRESHOLD && best.score - candidate.score <= MATCH_AMBIGUITY_MARGIN,
  );
  if (close.length > 1) return { status: "multiple", score: best.score, userId: null };
  if (best.score >= MATCH_HIGH_THRESHOLD) return { status: "fuzzy", score: best.score, userId: null };
  return { status: "manual_review", score: best.score, userId: null };
}
