// The Fuzzy Matches list and its decisions (docs/product.md §18.3): any administrator may decide;
// one decision at a time per document (a row lock), so a second or concurrent one answers 409.

import { isRoleMailbox } from "@domain/contact-address";
import {
  type AssignMatchRequest,
  type CreateUserAndAssignRequest,
  FUZZY_MATCH_PAGE_SIZE,
  type FuzzyMatchListQuery,
  IMPORT_UNDO_WINDOW_MS,
} from "@domain/schemas/bulk-import";
import type { FuzzyMatchCardPage, FuzzyMatchCard as FuzzyMatchView } from "@domain/schemas/import-contact";
import type { BulkInviteRequest, BulkInviteResponse, BulkInviteResult } from "@domain/schemas/invitations";
import type { ImportDocument } from "../../db/schema/index";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { extractedTextOf } from "../uploads/document-files";
import { ADMIN_USER_MESSAGES, createUser } from "../users/admin-users.service";
import { assignImportedDocument, unassignImportedDocument } from "./assignment";
import { vetContacts } from "./contact-vetting-thread";
import * as repo from "./imports.repo";

export const FUZZY_MATCH_MESSAGES = {
  notFound: "Match not found.",
  unconfirmedAddress: "Confirm the address, or type the person's own.",
  stillReading: "This document is still being read. Please wait until it is processed.",
  failed: "This document could not be read, so it cannot be assigned.",
  alreadyAssigned: (name: string) => `This document was already assigned to ${name}.`,
  ignored: "This document is ignored. Restore it first.",
  notIgnored: "Only an ignored document can be restored.",
  notAssigned: "This document is not assigned, so there is nothing to undo.",
  undoExpired: "An assignment can be undone only within 24 hours.",
} as const;

type Administrator = Pick<SessionUser, "id" | "fullName">;
const percent = (score: number | null) => Math.round((score ?? 0) * 1000) / 10;

export async function listFuzzyMatches(
  ctx: ServiceContext,
  query: FuzzyMatchListQuery,
): Promise<FuzzyMatchCardPage> {
  const recentSince = new Date(ctx.clock().getTime() - IMPORT_UNDO_WINDOW_MS);
  const [{ rows, total }, counts] = await Promise.all([
    repo.listCards(ctx.db, query, recentSince),
    repo.countViews(ctx.db, recentSince),
  ]);
  return {
    items: await toViews(ctx, rows),
    total,
    page: query.page,
    pageSize: FUZZY_MATCH_PAGE_SIZE,
    counts,
  };
}

async function toViews(ctx: ServiceContext, rows: repo.CardRow[]): Promise<FuzzyMatchView[]> {
  const people = await repo.identitiesOf(ctx.db, [
    ...new Set(rows.flatMap((row) => row.candidates.map((candidate) => candidate.userId))),
  ]);
  const decisions = await repo.decisionsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  // Read again from the text, so a card never proposes an address it does not state whole.
  const vettedContacts = await vetContacts(
    rows.map((row) => ({ text: row.text, fullName: row.extractedName, email: row.extractedEmail })),
  );
  return rows.map((row, index) => {
    const vetted = vettedContacts[index]!;
    return {
      id: row.id,
      filename: row.filename,
      documentType: row.documentType,
      state: row.state,
      matchStatus: row.matchStatus,
      matchScore: percent(row.matchScore),
      extractedName: row.extractedName,
      extractedEmail: vetted.email,
      contact: vetted.contact,
      possibleUsers: row.candidates.flatMap(({ userId, score }) => {
        const person = people.get(userId);
        return person ? [{ ...person, score: percent(score) }] : [];
      }),
      assignedUser: row.state === "assigned" ? row.assignedUser : null,
      undoUntil:
        row.state === "assigned" && row.assignedAt
          ? new Date(new Date(row.assignedAt).getTime() + IMPORT_UNDO_WINDOW_MS).toISOString()
          : null,
      errorMessage: row.state === "failed" ? row.errorMessage : null,
      createdAt: row.createdAt,
      history: decisions
        .filter((decision) => decision.importDocumentId === row.id)
        .map((decision) => ({
          action: decision.action,
          actorName: decision.actorName,
          userName: decision.userName,
          userEmail: decision.userEmail,
          score: decision.score === null ? null : percent(decision.score),
          at: decision.createdAt.toISOString(),
        })),
    };
  });
}

/** The card as the list shows it, after a decision. */
async function viewOf(ctx: ServiceContext, id: string): Promise<FuzzyMatchView> {
  const card = await repo.findImportDocument(ctx.db, id);
  if (!card) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
  const people = await repo.identitiesOf(ctx.db, card.assignedUserId ? [card.assignedUserId] : []);
  const row: repo.CardRow = {
    ...card,
    candidates: card.candidates,
    assignedUser: card.assignedUserId ? (people.get(card.assignedUserId) ?? null) : null,
    assignedAt: card.assignedAt?.toISOString() ?? null,
    errorMessage: null,
    createdAt: card.createdAt.toISOString(),
    text: await extractedTextOf(ctx, { documentType: card.documentType, id: card.documentId }),
  };
  const [view] = await toViews(ctx, [row]);
  if (!view) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
  return view;
}

/** Locks the card for one decision and refuses one it is not in a state for. */
async function lockDecidable(ctx: ServiceContext, id: string): Promise<ImportDocument> {
  const card = await repo.findImportDocument(ctx.db, id, { lock: true });
  if (!card) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
  await refuseUndecidable(ctx, card);
  return card;
}

async function refuseUndecidable(ctx: ServiceContext, card: ImportDocument): Promise<void> {
  if (card.state === "waiting") return;
  if (card.state === "assigned") {
    const [person] = (
      await repo.identitiesOf(ctx.db, card.assignedUserId ? [card.assignedUserId] : [])
    ).values();
    throw conflict(FUZZY_MATCH_MESSAGES.alreadyAssigned(person?.fullName ?? "another user"));
  }
  if (card.state === "reading") throw conflict(FUZZY_MATCH_MESSAGES.stillReading);
  if (card.state === "failed") throw conflict(FUZZY_MATCH_MESSAGES.failed);
  throw conflict(FUZZY_MATCH_MESSAGES.ignored);
}

export async function assignMatch(
  ctx: ServiceContext,
  actor: Administrator,
  id: string,
  request: AssignMatchRequest,
): Promise<FuzzyMatchView> {
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findImportDocument(tx, id, { lock: true });
    // The same decision again (a double click, a retried request) is what was asked: nothing to do.
    if (locked?.state === "assigned" && locked.assignedUserId === request.userId) return;
    const card = await lockDecidable({ ...ctx, db: tx }, id);
    await assignImportedDocument({ db: tx, clock: ctx.clock }, card, {
      userId: request.userId,
      actor,
      formChoice: request.formChoice,
      action: "assigned",
    });
  });
  return viewOf(ctx, id);
}

/**
 * Creates the account the document names (verified: the administrator vouches for the address, as in
 * Add User) with a password nobody knows, assigns the document, and invites the new user to set their
 * password (docs/product.md §21).
 */
export async function createUserAndAssign(
  ctx: ServiceContext,
  actor: Administrator,
  id: string,
  request: CreateUserAndAssignRequest,
): Promise<FuzzyMatchView> {
  const card = await repo.findImportDocument(ctx.db, id);
  if (!card) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
  await refuseUndecidable(ctx, card);
  // A shared mailbox is an account's address only when the administrator says it is this person's.
  if (isRoleMailbox(request.email) && !request.addressConfirmed) {
    throw badRequest(FUZZY_MATCH_MESSAGES.unconfirmedAddress);
  }
  // No password: Add User's rule then invites the person to set their own.
  const user = await createUser(ctx, actor, {
    fullName: request.fullName,
    email: request.email,
    role: "user",
  });
  await ctx.db.transaction(async (tx) => {
    const locked = await lockDecidable({ ...ctx, db: tx }, id);
    await assignImportedDocument({ db: tx, clock: ctx.clock }, locked, {
      userId: user.id,
      actor,
      action: "created_user",
    });
  });
  return viewOf(ctx, id);
}

/**
 * 'Create and invite all' (docs/product.md §21): Create New User for each reviewed card, one after
 * another, each on its own (a refused one does not undo the others), answering each card's outcome.
 */
export async function createAndInviteAll(
  ctx: ServiceContext,
  actor: Administrator,
  request: BulkInviteRequest,
): Promise<BulkInviteResponse> {
  const results: BulkInviteResult[] = [];
  for (const item of request.items) {
    const { id, email } = item;
    try {
      await createUserAndAssign(ctx, actor, id, item);
      results.push({ id, email, outcome: "invited", message: `Invited ${email}.` });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const outcome =
        error.message === ADMIN_USER_MESSAGES.emailTaken
          ? "exists"
          : error.message === FUZZY_MATCH_MESSAGES.unconfirmedAddress
            ? "invalid_address"
            : "not_decidable";
      results.push({ id, email, outcome, message: error.message });
    }
  }
  return { results };
}

async function setAside(
  ctx: ServiceContext,
  actor: Administrator,
  id: string,
  change: { from: ImportDocument["state"]; to: ImportDocument["state"]; action: "ignored" | "restored" },
): Promise<FuzzyMatchView> {
  await ctx.db.transaction(async (tx) => {
    const card = await repo.findImportDocument(tx, id, { lock: true });
    if (!card) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
    if (card.state !== change.from) {
      if (change.action === "restored") throw conflict(FUZZY_MATCH_MESSAGES.notIgnored);
      await refuseUndecidable({ ...ctx, db: tx }, card);
    }
    await repo.updateImportDocument(tx, id, { state: change.to });
    await repo.insertDecision(tx, {
      importDocumentId: id,
      actorId: actor.id,
      actorName: actor.fullName,
      action: change.action,
      score: card.matchScore,
      createdAt: ctx.clock(),
    });
  });
  return viewOf(ctx, id);
}

export function ignoreMatch(ctx: ServiceContext, actor: Administrator, id: string): Promise<FuzzyMatchView> {
  return setAside(ctx, actor, id, { from: "waiting", to: "ignored", action: "ignored" });
}

export function restoreMatch(ctx: ServiceContext, actor: Administrator, id: string): Promise<FuzzyMatchView> {
  return setAside(ctx, actor, id, { from: "ignored", to: "waiting", action: "restored" });
}

/** Within 24 hours of an assignment, the document goes back to the list (docs/product.md §18.3). */
export async function undoAssignment(
  ctx: ServiceContext,
  actor: Administrator,
  id: string,
): Promise<FuzzyMatchView> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const card = await repo.findImportDocument(tx, id, { lock: true });
    if (!card) throw notFound(FUZZY_MATCH_MESSAGES.notFound);
    if (card.state !== "assigned" || !card.assignedAt) throw conflict(FUZZY_MATCH_MESSAGES.notAssigned);
    if (now.getTime() - card.assignedAt.getTime() > IMPORT_UNDO_WINDOW_MS) {
      throw conflict(FUZZY_MATCH_MESSAGES.undoExpired);
    }
    const batch = await repo.findImport(tx, card.importId);
    await unassignImportedDocument({ db: tx, clock: ctx.clock }, card, actor, batch?.createdBy ?? actor.id);
  });
  return viewOf(ctx, id);
}
