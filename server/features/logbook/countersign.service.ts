// Countersignature of logbook entries (docs/product.md §22): the technician asks a
// designated supervisor (their queue) or an outside person (an e-mailed link: single use, 14 days,
// revocable; the token only in the e-mail, its SHA-256 in the table, as invitations). Nobody
// countersigns their own entries. A countersignature records who, when, the licence number given
// and the request (link or account) it came through.

import { timingSafeEqual } from "node:crypto";
import { RESET_REQUEST_WINDOW_MS, RESET_REQUESTS_PER_ADDRESS_LIMIT } from "@domain/constants";
import { COUNTERSIGN_LINK_DAYS, logbookTransition } from "@domain/logbook";
import { isCountersignedTask } from "@domain/logbook-summary";
import {
  COUNTERSIGN_LINK_ERROR_CODES,
  COUNTERSIGN_LINK_MESSAGES,
  type CountersignDecisionInput,
  type Countersigner,
  type CountersignPage,
  type CountersignRequest,
  type CountersignRequestInput,
  OWN_ENTRIES_MESSAGE,
  type QueueDecisionInput,
  type QueueEntry,
} from "@domain/schemas/logbook";
import type { LogbookCountersignRequestRow } from "../../db/schema/index";
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from "../../lib/errors";
import { hitWindow, retryTimeText } from "../../lib/rate-limit";
import { lookUpSecretLink } from "../../lib/secret-link-lookup";
import { randomToken, sha256 } from "../../lib/tokens";
import { completeItemsByTasks } from "../checklists/task-rules.service";
import { cancelCountersignRequestMail, mailCountersignRequest } from "../notifications/notifications.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { countersignerDesignationOf, listDesignatedCountersigners } from "../users/countersigners.service";
import { findUserById } from "../users/users.service";
import { openRequestsToSupervisor } from "./countersign.repo";
import * as repo from "./logbook.repo";
import { event, LOGBOOK_MESSAGES, refuseAction } from "./logbook.service";
import { summaryEntriesOfUser } from "./logbook-summary.repo";
import { snapshotOf, toCountersignEntryView } from "./views";

const DAY_MS = 24 * 60 * 60 * 1000;
export const COUNTERSIGN_LINK_VALIDITY_MS = COUNTERSIGN_LINK_DAYS * DAY_MS;

export const COUNTERSIGN_MESSAGES = {
  ...COUNTERSIGN_LINK_MESSAGES,
  notSupervisor: "Only an account the center designated as a supervisor can countersign.",
  unknownSupervisor: "Choose a supervisor the center designated.",
  requestNotFound: "Countersignature request not found.",
  requestClosed: "This request was already used or withdrawn.",
  tooManyRequests: "Too many countersignature e-mails were sent from this account.",
  tooManyToAddress: "Too many countersignature e-mails were sent to this address.",
  tooManyLookups: "Too many invalid countersignature links were tried from this network.",
  decisionsMismatch: "Decide every entry of the request, and only those.",
  notInQueue: "This entry is not waiting for your countersignature.",
} as const;

type Client = { ip: string };
type Technician = Pick<SessionUser, "id" | "fullName" | "email">;

function toRequestView(row: LogbookCountersignRequestRow & { entryIds: string[] }): CountersignRequest {
  return {
    id: row.id,
    kind: row.tokenHash === null ? "account" : "email",
    supervisorName: row.supervisorName,
    supervisorEmail: row.supervisorEmail,
    entryIds: row.entryIds,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET /api/logbook/countersigners: the designated supervisors a technician may ask (names only), not themself. */
export async function listCountersigners(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id">,
): Promise<Countersigner[]> {
  return (await listDesignatedCountersigners(ctx))
    .filter((supervisor) => supervisor.userId !== actor.id)
    .map((supervisor) => ({ id: supervisor.userId, fullName: supervisor.fullName }));
}

export async function listCountersignRequests(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id">,
): Promise<CountersignRequest[]> {
  return (await repo.listRequestsOfUser(ctx.db, actor.id)).map(toRequestView);
}

/** Per technician and per address: the password reset's 10 an hour. */
async function limitEmailedRequests(ctx: ServiceContext, actor: Technician, email: string, now: Date) {
  for (const [key, message] of [
    [`countersign:user:${actor.id}`, COUNTERSIGN_MESSAGES.tooManyRequests],
    [`countersign:address:${email}`, COUNTERSIGN_MESSAGES.tooManyToAddress],
  ] as const) {
    const hit = await hitWindow(
      ctx.db,
      { key, limit: RESET_REQUESTS_PER_ADDRESS_LIMIT, windowMs: RESET_REQUEST_WINDOW_MS },
      now,
    );
    if (!hit.allowed) {
      throw tooManyRequests(
        `${message} You can send another ${retryTimeText(hit.retryAfterSeconds, now)}.`,
        hit.retryAfterSeconds,
      );
    }
  }
}

/**
 * POST /api/logbook/countersign-requests: the selected drafts become submitted in one request, to a
 * designated account (its queue) or to an outside person (an e-mailed link).
 */
/** The mailbox an address delivers to: `me+logbook@x` reaches `me@x`, so it is the technician's own. */
function mailboxOf(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
}

export async function requestCountersignature(
  ctx: ServiceContext,
  actor: Technician,
  input: CountersignRequestInput & { entryIds: string[] },
): Promise<CountersignRequest> {
  const now = ctx.clock();
  const entryIds = [...new Set(input.entryIds)];
  let supervisor: { name: string; email: string | null; userId: string | null };
  if (input.kind === "account") {
    if (input.supervisorId === actor.id) throw forbidden(OWN_ENTRIES_MESSAGE);
    const designation = await countersignerDesignationOf(ctx, { id: input.supervisorId });
    const account = designation ? await findUserById(ctx, input.supervisorId) : null;
    if (!account) throw badRequest(COUNTERSIGN_MESSAGES.unknownSupervisor);
    supervisor = { name: account.fullName, email: null, userId: account.id };
  } else {
    const email = input.supervisorEmail.trim().toLowerCase();
    if (mailboxOf(email) === mailboxOf(actor.email)) throw forbidden(OWN_ENTRIES_MESSAGE);
    await limitEmailedRequests(ctx, actor, email, now);
    supervisor = { name: input.supervisorName.trim(), email, userId: null };
  }
  const token = supervisor.email ? randomToken() : null;
  const request = await ctx.db.transaction(async (tx) => {
    await repo.lockEntries(tx, entryIds);
    const entries = await repo.findEntriesByIds(tx, entryIds);
    const owned = entries.filter((entry) => entry.userId === actor.id);
    if (owned.length !== entryIds.length) throw notFound(LOGBOOK_MESSAGES.notFound);
    for (const entry of owned) if (!logbookTransition(entry, "submit")) throw refuseAction("submit");
    const created = await repo.insertRequest(tx, {
      userId: actor.id,
      tokenHash: token ? sha256(token) : null,
      supervisorEmail: supervisor.email,
      supervisorName: supervisor.name,
      supervisorUserId: supervisor.userId,
      createdAt: now,
      expiresAt: token ? new Date(now.getTime() + COUNTERSIGN_LINK_VALIDITY_MS) : null,
    });
    const events = [];
    for (const entry of owned) {
      events.push(
        await changeEntryOfRequest(
          tx,
          entry,
          { status: "submitted", requestId: created.id },
          { kind: "submitted", actor, now, requestId: created.id },
        ),
      );
    }
    await repo.insertEvents(tx, events);
    if (token && supervisor.email) {
      // The link's e-mail commits with the request, and the outbox's sender sends it (with its
      // retries); the token is in no log line.
      await mailCountersignRequest(
        { db: tx, clock: () => now },
        {
          to: supervisor.email,
          payload: {
            requestId: created.id,
            supervisorName: supervisor.name,
            technicianName: actor.fullName,
            entryCount: entryIds.length,
            token,
          },
        },
      );
    }
    return created;
  });
  ctx.log.info(
    { userId: actor.id, requestId: request.id, entries: entryIds.length },
    "countersignature requested",
  );
  return toRequestView({ ...request, entryIds });
}

/**
 * POST /api/logbook/countersign-requests/{id}/revoke: the link stops working, and its entries not yet
 * decided go back to draft.
 */
export async function revokeCountersignRequest(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id">,
  input: { id: string },
): Promise<CountersignRequest> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const request = await repo.findRequestOfUser(tx, actor.id, input.id, { lock: true });
    if (!request) throw notFound(COUNTERSIGN_MESSAGES.requestNotFound);
    if (!(await withdrawRequest(tx, request, actor, now))) {
      throw new AppError(409, COUNTERSIGN_MESSAGES.requestClosed);
    }
  });
  const view = (await repo.listRequestsOfUser(ctx.db, actor.id)).find((r) => r.id === input.id);
  return toRequestView(view!);
}

/**
 * Withdraws a locked request in the caller's transaction: the link (and its e-mail, if not sent yet)
 * stops working, its entries not yet decided are drafts again, each with a 'withdrawn' event by
 * `actor`. False when the request was already used or withdrawn.
 */
async function withdrawRequest(
  tx: ServiceContext["db"],
  request: LogbookCountersignRequestRow,
  actor: Pick<SessionUser, "id">,
  now: Date,
): Promise<boolean> {
  if (!(await repo.markRequest(tx, request.id, { revokedAt: now }))) return false;
  // A link withdrawn before its e-mail left never goes out.
  await cancelCountersignRequestMail({ db: tx }, { requestId: request.id });
  const waiting = await repo.submittedEntriesOfRequest(tx, request.id);
  await repo.lockEntries(
    tx,
    waiting.map((entry) => entry.id),
  );
  const events = [];
  for (const entry of waiting) {
    const status = logbookTransition(entry, "withdraw");
    if (!status) continue; // decided meanwhile: it stays as decided
    events.push(
      await changeEntryOfRequest(
        tx,
        entry,
        { status, requestId: null },
        { kind: "withdrawn", actor, now, requestId: request.id },
      ),
    );
  }
  await repo.insertEvents(tx, events);
  return true;
}

/**
 * When an administrator removes a supervisor's designation (docs/product.md §22.2): every request
 * still in their queue is withdrawn by the administrator, in the removal's transaction, so its
 * entries are drafts their technician can send to someone else. Answers how many were withdrawn.
 */
export async function withdrawQueueOfSupervisor(
  ctx: Pick<ServiceContext, "db">,
  input: { supervisorId: string; actor: Pick<SessionUser, "id">; now: Date },
): Promise<number> {
  let withdrawn = 0;
  for (const request of await openRequestsToSupervisor(ctx.db, input.supervisorId)) {
    if (await withdrawRequest(ctx.db, request, input.actor, input.now)) withdrawn += 1;
  }
  return withdrawn;
}

// --- The link ------------------------------------------------------------------------------------

type LinkState = "open" | "used" | "expired" | "revoked";

function stateOf(request: LogbookCountersignRequestRow, now: Date): LinkState {
  if (request.usedAt) return "used";
  if (request.revokedAt) return "revoked";
  if (!request.expiresAt || request.expiresAt <= now) return "expired";
  return "open";
}

function linkNotFound(): AppError {
  return new AppError(404, COUNTERSIGN_MESSAGES.notFound, COUNTERSIGN_LINK_ERROR_CODES.notFound);
}

function refusal(state: Exclude<LinkState, "open">): AppError {
  return new AppError(410, COUNTERSIGN_MESSAGES[state], COUNTERSIGN_LINK_ERROR_CODES[state]);
}

async function findRequest(
  ctx: Pick<ServiceContext, "db">,
  token: string,
  options: { lock?: boolean } = {},
): Promise<LogbookCountersignRequestRow> {
  const hash = sha256(token);
  const request = await repo.findRequestByTokenHash(ctx.db, hash, options);
  if (!request?.tokenHash || !timingSafeEqual(Buffer.from(request.tokenHash), Buffer.from(hash))) {
    throw linkNotFound();
  }
  return request;
}

/** The request of a link, looked up under the unknown-links limit per network. */
function findRequestFrom(ctx: ServiceContext, token: string, client: Client) {
  return lookUpSecretLink(
    ctx,
    { scope: "countersign-link", clientIp: client.ip, tooManyLookups: COUNTERSIGN_MESSAGES.tooManyLookups },
    () => findRequest(ctx, token),
  );
}

/** GET /api/countersign/{token}: exactly the request's entries and the technician's name, nothing else. */
export async function viewCountersignLink(
  ctx: ServiceContext,
  { token, client }: { token: string; client: Client },
): Promise<CountersignPage> {
  const now = ctx.clock();
  const request = await findRequestFrom(ctx, token, client);
  const state = stateOf(request, now);
  if (state !== "open") throw refusal(state);
  const technician = await findUserById(ctx, request.userId);
  const entries = await repo.submittedEntriesOfRequest(ctx.db, request.id);
  return {
    technicianName: technician?.fullName ?? "",
    supervisorName: request.supervisorName,
    expiresAt: request.expiresAt!.toISOString(),
    entries: entries.map(toCountersignEntryView),
  };
}

type Decisions = CountersignDecisionInput["decisions"];

/**
 * Applies one decision per entry to waiting entries of the request: all of them (`whole`, a link is
 * decided at once) or some (a supervisor's queue).
 */
async function applyDecisions(
  tx: ServiceContext["db"],
  request: LogbookCountersignRequestRow,
  decisions: Decisions,
  signer: { name: string; licenceNumber: string; statement: string; userId: string | null },
  now: Date,
  options: { whole: boolean },
): Promise<number> {
  const waiting = await repo.submittedEntriesOfRequest(tx, request.id);
  const byId = new Map(waiting.map((entry) => [entry.id, entry]));
  const decided = new Set(decisions.map((d) => d.entryId));
  if (
    decided.size !== decisions.length ||
    (options.whole && decided.size !== byId.size) ||
    ![...decided].every((id) => byId.has(id))
  ) {
    throw badRequest(COUNTERSIGN_MESSAGES.decisionsMismatch);
  }
  await repo.lockEntries(tx, [...decided]);
  const events = [];
  for (const decision of decisions) {
    const entry = byId.get(decision.entryId)!;
    if (entry.userId === signer.userId) throw forbidden(OWN_ENTRIES_MESSAGE);
    const status = logbookTransition(
      entry,
      decision.decision === "countersigned" ? "countersign" : "decline",
    );
    if (!status) throw refuseAction("edit");
    events.push(
      await changeEntryOfRequest(
        tx,
        entry,
        {
          status,
          decidedAt: now,
          decidedByUserId: signer.userId,
          signerName: signer.name,
          signerLicence: signer.licenceNumber,
          signerStatement: signer.statement,
          signerRemark: decision.remark ?? null,
        },
        {
          kind: status === "countersigned" ? "countersigned" : "declined",
          actor: signer.userId ? { id: signer.userId } : null,
          now,
          requestId: request.id,
        },
      ),
    );
  }
  await repo.insertEvents(tx, events);
  if (decisions.some((decision) => decision.decision === "countersigned")) {
    // Training items completed by on-the-job tasks (docs/product.md §22.4), in this transaction.
    const tasks = (await summaryEntriesOfUser(tx, request.userId)).filter(isCountersignedTask);
    await completeItemsByTasks(
      { db: tx, clock: () => now },
      { userId: request.userId, actor: signer.userId ? { id: signer.userId } : null, tasks },
    );
  }
  return decisions.length;
}

/** POST /api/countersign/{token}: the outside supervisor's decisions; the link is then used. */
export async function decideByLink(
  ctx: ServiceContext,
  {
    token,
    client,
    ...input
  }: CountersignDecisionInput & { decisions: Decisions; token: string; client: Client },
): Promise<{ decided: number }> {
  const now = ctx.clock();
  const first = await findRequestFrom(ctx, token, client);
  const firstState = stateOf(first, now);
  if (firstState !== "open") throw refusal(firstState);
  const decided = await ctx.db.transaction(async (tx) => {
    const request = await findRequest({ db: tx }, token, { lock: true });
    const state = stateOf(request, now);
    if (state !== "open") throw refusal(state);
    const count = await applyDecisions(
      tx,
      request,
      input.decisions,
      {
        name: input.name.trim(),
        licenceNumber: input.licenceNumber.trim(),
        statement: input.statement.trim(),
        userId: null,
      },
      now,
      { whole: true },
    );
    if (!(await repo.markRequest(tx, request.id, { usedAt: now }))) throw refusal("used");
    return count;
  });
  ctx.log.info({ requestId: first.id, decided }, "countersignature link used");
  return { decided };
}

// --- The queue of a designated supervisor ------------------------------------------------------------

async function requireDesignation(ctx: ServiceContext, actor: Pick<SessionUser, "id">) {
  const designation = await countersignerDesignationOf(ctx, actor);
  if (!designation) throw forbidden(COUNTERSIGN_MESSAGES.notSupervisor);
  return designation;
}

/** GET /api/logbook/queue: entries waiting for this supervisor's countersignature. */
export async function listCountersignQueue(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id">,
): Promise<QueueEntry[]> {
  await requireDesignation(ctx, actor);
  const rows = await repo.queueOfSupervisor(ctx.db, actor.id);
  return rows.map(({ entry, technicianName }) => ({
    ...toCountersignEntryView({ ...entry, supersededBy: null, requestVia: "account" }),
    technicianName,
    requestId: entry.requestId!,
  }));
}

/**
 * POST /api/logbook/queue/decisions: a designated supervisor decides entries of their queue; each
 * request whose entries are all decided is then used.
 */
export async function decideFromQueue(
  ctx: ServiceContext,
  actor: Pick<SessionUser, "id" | "fullName">,
  input: QueueDecisionInput & { decisions: Decisions },
): Promise<{ decided: number }> {
  const now = ctx.clock();
  const designation = await requireDesignation(ctx, actor);
  const ids = input.decisions.map((d) => d.entryId);
  const decided = await ctx.db.transaction(async (tx) => {
    // Requests are locked before their entries, as the revocation does.
    const entries = await repo.findEntriesByIds(tx, ids);
    if (entries.some((entry) => entry.userId === actor.id)) throw forbidden(OWN_ENTRIES_MESSAGE);
    const queue = new Set((await repo.queueOfSupervisor(tx, actor.id)).map((row) => row.entry.id));
    if (entries.length !== new Set(ids).size || ids.some((id) => !queue.has(id))) {
      throw notFound(COUNTERSIGN_MESSAGES.notInQueue);
    }
    let count = 0;
    const requestIds = [...new Set(entries.map((entry) => entry.requestId!))].sort();
    for (const requestId of requestIds) {
      const request = await repo.findRequestOfUser(
        tx,
        entries.find((entry) => entry.requestId === requestId)!.userId,
        requestId,
        { lock: true },
      );
      if (!request) continue;
      const ofRequest = input.decisions.filter(
        (d) => entries.find((e) => e.id === d.entryId)?.requestId === requestId,
      );
      const waiting = await repo.submittedEntriesOfRequest(tx, requestId);
      const signer = {
        name: actor.fullName,
        licenceNumber: designation.licenceNumber,
        statement: input.statement.trim(),
        userId: actor.id,
      };
      count += await applyDecisions(tx, request, ofRequest, signer, now, { whole: false });
      // A request whose entries are all decided is done.
      if (waiting.length === ofRequest.length) await repo.markRequest(tx, request.id, { usedAt: now });
    }
    return count;
  });
  return { decided };
}

/** Changes an entry of a request and answers the event that records it (before, after, the request). */
async function changeEntryOfRequest(
  tx: Parameters<typeof repo.updateEntry>[0],
  entry: Parameters<typeof snapshotOf>[0],
  values: Parameters<typeof repo.updateEntry>[2],
  record: {
    kind: Parameters<typeof event>[0];
    actor: { id: string } | null;
    now: Date;
    requestId: string;
  },
) {
  const updated = await repo.updateEntry(tx, entry.id, values, record.now);
  return event(record.kind, entry, record.actor, record.now, {
    before: snapshotOf(entry),
    after: snapshotOf(updated),
    requestId: record.requestId,
  });
}
