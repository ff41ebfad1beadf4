// The authorization matrix (docs/product.md §6, §13.1): every /api route in Fastify's route table × {signed
// out, user A, user B, admin}, with real ids of A's objects and valid bodies, against the table of expected
// outcomes below. A route without an entry fails the first test, naming the route.
//
// Order matters: the signed-out and B rounds run first and must leave A's data byte for byte as it
// was; then A's own round; then the administrator's, whose last check deletes A. Within a round,
// DELETEs run after the other checks and the session routes (login, logout) last.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { uniqueEmail } from "../test/users";
import { snapshotUserData, type UserDataSnapshot } from "./data-snapshot";
import { type ApiRoute, apiRoutes } from "./route-table";
import { pendingAccount, type SeededWorld, type SeedRequest, seedWorld, send } from "./seed-objects";

vi.mock("../features/index", async (importOriginal) => {
  const { recordingFeatures } = await import("./route-table");
  return recordingFeatures(await importOriginal<typeof import("../features/index")>());
});

const ACTORS = ["signed out", "user B", "user A", "admin"] as const;
type Actor = (typeof ACTORS)[number];

interface World extends SeededWorld {
  /** Per actor: an address to register, an account waiting for its code, one waiting for a resend. */
  auth: Record<
    Actor,
    { registerEmail: string; verify: { email: string; code: string }; resendEmail: string }
  >;
}

type Request = Omit<SeedRequest, "cookie">;
type RequestFor = (world: World, actor: Actor) => Request;

interface RouteEntry {
  expected: Record<Actor, number>;
  request: RequestFor;
  /**
   * "first": before the actor's other checks (it needs the actor's account as the seed left it);
   * "after others" / "last": it destroys an object, or ends the actor's session.
   */
  runs?: "first" | "after others" | "last";
  /** A's data must not appear in a 2xx answer to anyone else (false for admin views of all users). */
  private?: boolean;
}

// --- Kinds of route ------------------------------------------------------------------------------

const get = (url: string): Request => ({ method: "GET", url });
const post = (url: string, payload?: unknown): Request => ({ method: "POST", url, payload });
const patch = (url: string, payload: unknown): Request => ({ method: "PATCH", url, payload });
const del = (url: string): Request => ({ method: "DELETE", url });
const put = (url: string, payload: unknown): Request => ({ method: "PUT", url, payload });

/** No session needed: the same answer for everyone. */
const open = (status: number, request: RequestFor): RouteEntry => ({
  expected: { "signed out": status, "user A": status, "user B": status, admin: status },
  request,
});

/** The caller's own data (lists, totals, profile): every signed-in user gets their own. */
const personal = (status: number, request: RequestFor): RouteEntry => ({
  expected: { "signed out": 401, "user A": status, "user B": status, admin: status },
  request,
  private: true,
});

/** One of A's objects: only A reaches it; to anyone else, administrators included, it does not exist. */
const owned = (status: number, request: RequestFor): RouteEntry => ({
  expected: { "signed out": 401, "user A": status, "user B": 404, admin: 404 },
  request,
  private: true,
});

const adminOnly = (status: number, request: RequestFor): RouteEntry => ({
  expected: { "signed out": 401, "user A": 403, "user B": 403, admin: status },
  request,
});

/** A's DELETE takes the spare, so the other checks keep the main object. */
const mainOrSpare = (actor: Actor, pair: { main: string; spare: string }) =>
  actor === "user A" ? pair.spare : pair.main;

/** An id no object has. */
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const LOGBOOK_TASK = {
  performedOn: "2024-05-02",
  aircraftMake: "Piper",
  aircraftModel: "PA-28",
  ataChapter: "32",
  task: "Inspected main gear",
  activityKind: "inspection",
  minutes: 30,
};

// --- The table -----------------------------------------------------------------------------------

const EXPECTATIONS: Record<string, RouteEntry> = {
  // Accounts: public, except the current user.
  "POST /api/register": open(201, (w, actor) =>
    post("/api/register", {
      fullName: "New Technician",
      email: w.auth[actor].registerEmail,
      password: "a new password",
    }),
  ),
  "POST /api/verify-email": open(200, (w, actor) => post("/api/verify-email", w.auth[actor].verify)),
  "POST /api/resend-verification": open(200, (w, actor) =>
    post("/api/resend-verification", { email: w.auth[actor].resendEmail }),
  ),
  // Signing in revokes the session the request carries (rotation), so both run last.
  "POST /api/login": { ...open(200, (w) => post("/api/login", w.login)), runs: "last" },
  "POST /api/logout": { ...open(204, () => post("/api/logout")), runs: "last" },
  "GET /api/user": personal(200, () => get("/api/user")),
  // A forgotten password: public, one answer for every address.
  "POST /api/password-reset/request": open(200, (_w, actor) =>
    post("/api/password-reset/request", { email: uniqueEmail(`reset-${actor.replace(/\W/g, "")}`) }),
  ),
  "POST /api/password-reset/confirm": open(400, () =>
    post("/api/password-reset/confirm", {
      email: uniqueEmail("reset-nobody"),
      code: "123456",
      requestId: "A".repeat(43),
      password: "a new hangar passphrase",
    }),
  ),

  // The Account page: the caller's own account; what needs the password is refused with a wrong one.
  // A keeps her name: her certificate names her, and evidence is checked against the name of the moment.
  "PATCH /api/account/name": personal(200, (_w, actor) =>
    patch("/api/account/name", { fullName: actor === "user A" ? "Alice Owner" : "Renamed By Self" }),
  ),
  "GET /api/account/email-change": personal(200, () => get("/api/account/email-change")),
  "POST /api/account/email": personal(400, (_w, actor) =>
    post("/api/account/email", {
      newEmail: uniqueEmail(`moved-${actor.replace(/\W/g, "")}`),
      currentPassword: "not the password",
    }),
  ),
  "POST /api/account/email/confirm": personal(400, () =>
    post("/api/account/email/confirm", { code: "123456" }),
  ),
  "POST /api/account/password": personal(400, () =>
    post("/api/account/password", {
      currentPassword: "not the password",
      newPassword: "a new hangar passphrase",
    }),
  ),
  "DELETE /api/account": personal(400, () => ({
    method: "DELETE",
    url: "/api/account",
    payload: { password: "not the password" },
  })),
  // Ends the caller's every session, so with the session routes.
  "POST /api/account/sign-out-everywhere": {
    ...personal(204, () => post("/api/account/sign-out-everywhere")),
    runs: "last",
  },

  // Expiry alerts: the caller's own switch and calendar link; the feed's secret is its permission.
  "GET /api/account/alert-settings": personal(200, () => get("/api/account/alert-settings")),
  "PUT /api/account/alert-settings": personal(200, () =>
    put("/api/account/alert-settings", { emailAlerts: false }),
  ),
  "GET /api/account/notification-settings": personal(200, () => get("/api/account/notification-settings")),
  "PUT /api/account/notification-settings": personal(200, () =>
    put("/api/account/notification-settings", {
      completionReturned: false,
      completionSignedOff: true,
      formReturned: true,
      formApproved: true,
    }),
  ),
  "GET /api/account/calendar-link": personal(200, () => get("/api/account/calendar-link")),
  "POST /api/account/calendar-link/reset": personal(200, () => post("/api/account/calendar-link/reset")),
  "GET /api/me/calendar.ics": open(404, () => get("/api/me/calendar.ics?token=not-a-calendar-secret")),
  "GET /api/admin/settings/alerts": adminOnly(200, () => get("/api/admin/settings/alerts")),
  "GET /api/admin/settings/center": adminOnly(200, () => get("/api/admin/settings/center")),
  "PUT /api/admin/settings/center": adminOnly(200, () =>
    put("/api/admin/settings/center", { centerName: "Matrix Aero Academy" }),
  ),
  "PUT /api/admin/settings/alerts": adminOnly(200, () =>
    put("/api/admin/settings/alerts", { warningWindowDays: 45 }),
  ),

  "GET /api/dashboard/stats": personal(200, () => get("/api/dashboard/stats")),
  "GET /api/me/audit-packet.pdf": personal(200, () => get("/api/me/audit-packet.pdf")),
  "GET /api/me/logbook.pdf": personal(200, () => get("/api/me/logbook.pdf")),

  // Eligibility: the caller's own estimate and IA activity log; another user's activity does not exist.
  "GET /api/me/eligibility": personal(200, () => get("/api/me/eligibility")),
  "GET /api/me/ia-activities": personal(200, () => get("/api/me/ia-activities")),
  "POST /api/me/ia-activities": personal(201, () =>
    post("/api/me/ia-activities", { performedOn: "2024-06-01", kind: "refresher_course", hours: 8 }),
  ),
  "PUT /api/me/ia-activities/:id": owned(200, (w) =>
    put(`/api/me/ia-activities/${w.iaActivities.main}`, {
      performedOn: "2024-05-02",
      kind: "annual_inspection",
    }),
  ),
  "DELETE /api/me/ia-activities/:id": {
    ...owned(204, (w, actor) => del(`/api/me/ia-activities/${mainOrSpare(actor, w.iaActivities)}`)),
    runs: "after others",
  },

  // The task logbook (docs/product.md §22): A's own entries; the queue is a designated
  // supervisor's (nobody here is one: 403); the countersignature link's secret is the permission of
  // the public page, and no such link exists (404).
  "GET /api/logbook/entries": personal(200, () => get("/api/logbook/entries?ataChapter=32")),
  "POST /api/logbook/entries": personal(201, () => post("/api/logbook/entries", LOGBOOK_TASK)),
  "PUT /api/logbook/entries/:id": owned(200, (w) =>
    put(`/api/logbook/entries/${w.logbook.main}`, LOGBOOK_TASK),
  ),
  "DELETE /api/logbook/entries/:id": {
    ...owned(204, (w, actor) => del(`/api/logbook/entries/${mainOrSpare(actor, w.logbook)}`)),
    runs: "after others",
  },
  // A's entry is a draft: nothing to correct (409), which leaves it as it was.
  "POST /api/logbook/entries/:id/corrections": owned(409, (w) =>
    post(`/api/logbook/entries/${w.logbook.main}/corrections`, LOGBOOK_TASK),
  ),
  // A's own training document as the evidence of A's entry; to anyone else neither exists.
  "PUT /api/logbook/entries/:id/evidence": owned(200, (w) =>
    put(`/api/logbook/entries/${w.logbook.main}/evidence`, { documentId: w.uploads.training.id }),
  ),
  "GET /api/logbook/entries/:id/events": owned(200, (w) =>
    get(`/api/logbook/entries/${w.logbook.main}/events`),
  ),
  "GET /api/logbook/countersigners": personal(200, () => get("/api/logbook/countersigners")),
  "GET /api/logbook/countersign-requests": personal(200, () => get("/api/logbook/countersign-requests")),
  "POST /api/logbook/countersign-requests": {
    ...owned(201, (w) =>
      post("/api/logbook/countersign-requests", {
        kind: "email",
        entryIds: [w.logbook.main],
        supervisorName: "Matrix Supervisor",
        supervisorEmail: "matrix-supervisor@example.org",
      }),
    ),
    runs: "after others",
  },
  "POST /api/logbook/countersign-requests/:id/revoke": personal(404, () =>
    post(`/api/logbook/countersign-requests/${NO_SUCH_ID}/revoke`),
  ),
  "GET /api/logbook/queue": {
    expected: { "signed out": 401, "user A": 403, "user B": 403, admin: 403 },
    request: () => get("/api/logbook/queue"),
  },
  "POST /api/logbook/queue/decisions": {
    expected: { "signed out": 401, "user A": 403, "user B": 403, admin: 403 },
    request: (w) =>
      post("/api/logbook/queue/decisions", {
        statement: "Seen.",
        decisions: [{ entryId: w.logbook.main, decision: "countersigned" }],
      }),
  },
  "GET /api/countersign/:token": open(404, () => get(`/api/countersign/${"n".repeat(43)}`)),
  "POST /api/countersign/:token": open(404, (w) =>
    post(`/api/countersign/${"n".repeat(43)}`, {
      name: "Outside Supervisor",
      licenceNumber: "EASA.66.0001",
      statement: "Seen.",
      decisions: [{ entryId: w.logbook.main, decision: "countersigned" }],
    }),
  ),
  "GET /api/admin/users/:id/countersigner": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/countersigner`),
  ),
  "PUT /api/admin/users/:id/countersigner": adminOnly(200, (w) =>
    put(`/api/admin/users/${w.a.user.id}/countersigner`, { canCountersign: false }),
  ),
  // What the logbook feeds (docs/product.md §22.4): one's own summary has no id; the team's and a
  // member's are the administrators'.
  "GET /api/logbook/summary": personal(200, () => get("/api/logbook/summary")),
  "GET /api/admin/logbook/summary": {
    ...adminOnly(200, () => get("/api/admin/logbook/summary")),
    private: false,
  },
  "GET /api/admin/users/:id/logbook/summary": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/logbook/summary`),
  ),
  // Training items completed by on-the-job tasks (docs/product.md §22.4): the program's.
  "GET /api/admin/checklists/task-rules": adminOnly(200, () => get("/api/admin/checklists/task-rules")),
  "PUT /api/admin/checklists/items/:id/task-rule": adminOnly(200, (w) =>
    put(`/api/admin/checklists/items/${w.checklist.itemId}/task-rule`, {
      ataChapters: ["32"],
      tasksRequired: 3,
    }),
  ),
  "DELETE /api/admin/checklists/items/:id/task-rule": adminOnly(404, () =>
    del(`/api/admin/checklists/items/${NO_SUCH_ID}/task-rule`),
  ),

  // Work history.
  "GET /api/forms": personal(200, () => get("/api/forms")),
  // The owner is the caller; only an administrator may name another user (B: 403).
  "POST /api/forms": {
    expected: { "signed out": 401, "user A": 201, "user B": 403, admin: 201 },
    // The administrator's new form is A's, so its answer names A.
    request: (w) => post("/api/forms", { userId: w.a.user.id }),
  },
  "GET /api/forms/:id": owned(200, (w) => get(`/api/forms/${w.formId}`)),
  "PATCH /api/forms/:id": owned(200, (w) => patch(`/api/forms/${w.formId}`, { roleTitle: "Lead Inspector" })),
  // A's form lacks required fields, so A's own submission is refused (400) and the form stays editable.
  "POST /api/forms/:id/submit": owned(400, (w) => post(`/api/forms/${w.formId}/submit`)),
  "GET /api/forms/:id/status-events": owned(200, (w) => get(`/api/forms/${w.formId}/status-events`)),
  // A's form was not filled from a processed resume in the seed, so even A meets 404 here; an
  // administrator reaches the form and meets the same (server/features/work-history/resume-evidence.test.ts).
  "GET /api/forms/:id/resume-evidence": {
    expected: { "signed out": 401, "user A": 404, "user B": 404, admin: 404 },
    request: (w) => get(`/api/forms/${w.formId}/resume-evidence`),
    private: true,
  },
  "POST /api/forms/:id/resume-evidence/dismissals": owned(204, (w) =>
    post(`/api/forms/${w.formId}/resume-evidence/dismissals`, { suggestionId: "0123456789abcdef" }),
  ),
  "GET /api/forms/:id/pdf": owned(200, (w) => get(`/api/forms/${w.formId}/pdf`)),
  // Made from the caller's own active form: A has one with employers; B and the administrator have
  // none (409), and naming A's employer reaches nothing of A's.
  "GET /api/me/documents/employment-summary.pdf": {
    expected: { "signed out": 401, "user A": 200, "user B": 409, admin: 409 },
    request: () => get("/api/me/documents/employment-summary.pdf"),
    private: true,
  },
  "GET /api/me/export": personal(200, () => get("/api/me/export")),
  // An empty file: A has data (409); B and the administrator have none, and importing nothing keeps it so.
  "POST /api/me/import": {
    expected: { "signed out": 401, "user A": 409, "user B": 200, admin: 200 },
    request: () =>
      post("/api/me/import", {
        format: "hangar-log-portable-export",
        version: 1,
        exportedAt: "2026-06-01T12:00:00.000Z",
        account: { fullName: "Anyone", email: "anyone@example.com" },
        forms: [],
        training: [],
      }),
    // B's and the administrator's accounts are empty only until their other checks write to them.
    runs: "first",
    private: true,
  },
  "GET /api/me/documents/experience-letters.pdf": {
    expected: { "signed out": 401, "user A": 200, "user B": 409, admin: 409 },
    request: (w) => get(`/api/me/documents/experience-letters.pdf?employmentId=${w.employment.main}`),
    private: true,
  },
  "GET /api/work-history/active": personal(200, () => get("/api/work-history/active")),
  "GET /api/experience-summary": personal(200, () => get("/api/experience-summary")),
  "GET /api/employment-entries/:formId": owned(200, (w) => get(`/api/employment-entries/${w.formId}`)),
  "POST /api/employment-entries": owned(201, (w) =>
    post("/api/employment-entries", { formId: w.formId, entryNumber: 3 }),
  ),
  "PATCH /api/employment-entries/:id": owned(200, (w) =>
    patch(`/api/employment-entries/${w.employment.main}`, { positionTitle: "Crew Chief" }),
  ),
  "DELETE /api/employment-entries/:id": {
    ...owned(204, (w, actor) => del(`/api/employment-entries/${mainOrSpare(actor, w.employment)}`)),
    runs: "after others",
  },
  ...Object.fromEntries(
    EXPERIENCE_DISCIPLINES.flatMap((discipline) => {
      const base = `/api/${discipline}-experience`;
      return [
        [`GET ${base}/:formId`, owned(200, (w) => get(`${base}/${w.formId}`))],
        [`POST ${base}`, owned(201, (w) => post(base, { formId: w.formId, entryNumber: 3 }))],
        [
          `PATCH ${base}/:id`,
          owned(200, (w) =>
            patch(`${base}/${w.experience[discipline].main}`, {
              formId: w.formId,
              useManualDuration: true,
              manualYears: 3,
              manualMonths: 4,
            }),
          ),
        ],
        [
          `DELETE ${base}/:id`,
          {
            ...owned(204, (w, actor) => del(`${base}/${mainOrSpare(actor, w.experience[discipline])}`)),
            runs: "after others",
          },
        ],
      ];
    }),
  ),

  // Uploads.
  "POST /api/upload/presigned-url": personal(200, () =>
    post("/api/upload/presigned-url", { filename: "logbook.txt", contentType: "text/plain" }),
  ),
  "POST /api/upload/complete": owned(201, (w) => post("/api/upload/complete", w.stagedUpload)),
  "GET /api/uploads": personal(200, () => get("/api/uploads")),
  "GET /api/uploads/:documentType/:id/file": owned(200, (w) =>
    get(`/api/uploads/training/${w.uploads.training.id}/file`),
  ),
  "DELETE /api/uploads/:documentType/:id": {
    ...owned(204, (w, actor) =>
      del(`/api/uploads/resume/${actor === "user A" ? w.uploads.spare.id : w.uploads.resume.id}`),
    ),
    runs: "after others",
  },
  // The training document has no task yet: a missing ownership check would queue one (201).
  "POST /api/uploads/:documentType/:id/process": owned(201, (w) =>
    post(`/api/uploads/training/${w.uploads.training.id}/process`),
  ),
  // The local storage driver's upload target: authorised by its signature, never by a session.
  "PUT /api/storage/*": open(403, (w) => ({
    method: "PUT",
    url: `/api/storage/${w.stagedUpload.objectPath}?contentType=text%2Fplain&maxBytes=64&expires=4102444800&sig=forged`,
    payload: "overwritten by a forged link",
    headers: { "content-type": "text/plain" },
  })),

  // Processing queue and administration.
  "GET /api/processing-queue": adminOnly(200, () => get("/api/processing-queue")),
  "POST /api/process/:taskId": adminOnly(200, (w) => post(`/api/process/${w.taskId}`)),
  "GET /api/admin/ai-prompts": adminOnly(200, () => get("/api/admin/ai-prompts")),
  "GET /api/admin/ai-provider": adminOnly(200, () => get("/api/admin/ai-provider")),
  "PATCH /api/admin/ai-prompts/:type": adminOnly(200, () =>
    patch("/api/admin/ai-prompts/resume", { promptContent: "Extract the work history as JSON." }),
  ),
  "GET /api/admin/users": adminOnly(200, () => get("/api/admin/users")),
  "POST /api/admin/users": adminOnly(201, (_w, actor) =>
    post("/api/admin/users", {
      fullName: "Created By Admin",
      email: uniqueEmail(`created-${actor.replace(/\W/g, "")}`),
      password: "created password",
      role: "user",
    }),
  ),
  "PATCH /api/admin/users/:id": adminOnly(200, (w) =>
    patch(`/api/admin/users/${w.a.user.id}`, {
      fullName: "Alice Renamed",
      email: w.a.user.email,
      role: "user",
    }),
  ),
  // A is verified: the administrator reaches the rule (409), technicians never get that far.
  "POST /api/admin/users/:id/verify": adminOnly(409, (w) => post(`/api/admin/users/${w.a.user.id}/verify`)),
  "POST /api/admin/users/:id/verification-code": adminOnly(409, (w) =>
    post(`/api/admin/users/${w.a.user.id}/verification-code`),
  ),
  // Invitations (docs/product.md §21): A set a password, so there is nothing to resend (409); the
  // link's secret is the permission of the public routes, and no such link exists (404).
  "POST /api/admin/users/:id/invitation": adminOnly(409, (w) =>
    post(`/api/admin/users/${w.a.user.id}/invitation`),
  ),
  "GET /api/invitations/:token": open(404, () => get(`/api/invitations/${"n".repeat(43)}`)),
  "POST /api/invitations/accept": open(404, () =>
    post("/api/invitations/accept", { token: "n".repeat(43), password: "an invited password" }),
  ),
  "GET /api/admin/users/:id/work-history": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/work-history`),
  ),
  // A's form is a draft: nothing to approve or return (409), which leaves it as it was.
  "POST /api/admin/forms/:id/approve": adminOnly(409, (w) => post(`/api/admin/forms/${w.formId}/approve`)),
  "POST /api/admin/forms/:id/return": adminOnly(409, (w) =>
    post(`/api/admin/forms/${w.formId}/return`, { reason: "Please add your IA history." }),
  ),
  // Training records: the technician's own record; the structure, sign-offs and corrections are
  // administrators'. A's training upload as evidence: only A may attach it (404 to anyone else).
  "GET /api/checklists": personal(200, () => get("/api/checklists")),
  "PATCH /api/checklists/items/:itemId": owned(200, (w) =>
    patch(`/api/checklists/items/${w.checklist.itemId}`, { evidenceDocumentId: w.uploads.training.id }),
  ),
  // Bulk import: administrators only. The decisions on an unknown match reach the rule (404), which
  // leaves everything as it was; the API tests of the feature cover the decisions themselves.
  "POST /api/admin/imports": adminOnly(201, () => post("/api/admin/imports", { documentType: "resume" })),
  "POST /api/admin/imports/:importId/presigned-url": adminOnly(404, () =>
    post(`/api/admin/imports/${NO_SUCH_ID}/presigned-url`, {
      filename: "crew.txt",
      contentType: "text/plain",
    }),
  ),
  "POST /api/admin/imports/:importId/complete": adminOnly(404, () =>
    post(`/api/admin/imports/${NO_SUCH_ID}/complete`, {
      objectPath: `uploads/${NO_SUCH_ID}/${NO_SUCH_ID}.txt`,
      filename: "crew.txt",
      fileSize: 10,
      mimeType: "text/plain",
    }),
  ),
  "GET /api/admin/fuzzy-matches": adminOnly(200, () => get("/api/admin/fuzzy-matches")),
  "POST /api/admin/fuzzy-matches/:id/assign": adminOnly(404, (w) =>
    post(`/api/admin/fuzzy-matches/${NO_SUCH_ID}/assign`, { userId: w.a.user.id }),
  ),
  // No such card: the administrator gets the per-card outcome, technicians never get that far.
  "POST /api/admin/fuzzy-matches/create-and-invite": adminOnly(200, (_w, actor) =>
    post("/api/admin/fuzzy-matches/create-and-invite", {
      items: [
        { id: NO_SUCH_ID, fullName: "Bulk Invitee", email: uniqueEmail(`bulk-${actor.replace(/\W/g, "")}`) },
      ],
    }),
  ),
  "POST /api/admin/fuzzy-matches/:id/create-user": adminOnly(404, (_w, actor) =>
    post(`/api/admin/fuzzy-matches/${NO_SUCH_ID}/create-user`, {
      fullName: "Imported Person",
      email: uniqueEmail(`imported-${actor.replace(/\W/g, "")}`),
    }),
  ),
  "POST /api/admin/fuzzy-matches/:id/ignore": adminOnly(404, () =>
    post(`/api/admin/fuzzy-matches/${NO_SUCH_ID}/ignore`),
  ),
  "POST /api/admin/fuzzy-matches/:id/restore": adminOnly(404, () =>
    post(`/api/admin/fuzzy-matches/${NO_SUCH_ID}/restore`),
  ),
  "POST /api/admin/fuzzy-matches/:id/undo": adminOnly(404, () =>
    post(`/api/admin/fuzzy-matches/${NO_SUCH_ID}/undo`),
  ),
  "GET /api/team": adminOnly(200, () => get("/api/team")),
  "GET /api/team/matrix": adminOnly(200, () => get("/api/team/matrix")),
  "GET /api/team/equipment": adminOnly(200, () => get("/api/team/equipment")),
  // The program's exports (docs/product.md §17.7); the job of packets runs on after its 202.
  "GET /api/admin/exports/program.csv": adminOnly(200, () => get("/api/admin/exports/program.csv")),
  "GET /api/admin/exports/matrix.pdf": adminOnly(200, () => get("/api/admin/exports/matrix.pdf")),
  "POST /api/admin/exports/audit-packets": adminOnly(202, (w) =>
    post("/api/admin/exports/audit-packets", { userIds: [w.a.user.id] }),
  ),
  "GET /api/admin/exports/audit-packets/:id": adminOnly(404, () =>
    get(`/api/admin/exports/audit-packets/${NO_SUCH_ID}`),
  ),
  "GET /api/admin/exports/audit-packets/:id/download": adminOnly(404, () =>
    get(`/api/admin/exports/audit-packets/${NO_SUCH_ID}/download`),
  ),
  // A's read training document: only A may decide its mappings (404 to anyone else).
  "POST /api/checklists/mappings/confirm": owned(200, (w) =>
    post("/api/checklists/mappings/confirm", {
      documentId: w.uploads.training.id,
      itemId: w.checklist.itemId,
    }),
  ),
  "POST /api/checklists/mappings/reject": owned(200, (w) =>
    post("/api/checklists/mappings/reject", {
      documentId: w.uploads.training.id,
      itemId: w.checklist.spareItemId,
    }),
  ),
  "GET /api/admin/checklists": adminOnly(200, () => get("/api/admin/checklists")),
  "POST /api/admin/checklists/tabs": adminOnly(200, () =>
    post("/api/admin/checklists/tabs", { name: "Recurrent" }),
  ),
  "PATCH /api/admin/checklists/tabs/:id": adminOnly(200, (w) =>
    patch(`/api/admin/checklists/tabs/${w.checklist.tabId}`, { description: "Before unsupervised work" }),
  ),
  "POST /api/admin/checklists/sections": adminOnly(200, (w) =>
    post("/api/admin/checklists/sections", { tabId: w.checklist.tabId, name: "Regulations" }),
  ),
  "PATCH /api/admin/checklists/sections/:id": adminOnly(200, (w) =>
    patch(`/api/admin/checklists/sections/${w.checklist.sectionId}`, { name: "Shop safety" }),
  ),
  "POST /api/admin/checklists/items": adminOnly(200, (w) =>
    post("/api/admin/checklists/items", { sectionId: w.checklist.sectionId, name: "Tool control", level: 1 }),
  ),
  "PATCH /api/admin/checklists/items/:id": adminOnly(200, (w) =>
    patch(`/api/admin/checklists/items/${w.checklist.itemId}`, { recurrenceMonths: 24 }),
  ),
  ...Object.fromEntries(
    (["tab", "section", "item"] as const).flatMap((kind) => {
      const spare = (w: World) =>
        kind === "tab"
          ? w.checklist.spareTabId
          : kind === "section"
            ? w.checklist.spareSectionId
            : w.checklist.spareItemId;
      const main = (w: World) =>
        kind === "tab" ? w.checklist.tabId : kind === "section" ? w.checklist.sectionId : w.checklist.itemId;
      return [
        [
          `POST /api/admin/checklists/${kind}s/:id/move`,
          adminOnly(200, (w) =>
            post(`/api/admin/checklists/${kind}s/${main(w)}/move`, { direction: "down" }),
          ),
        ],
        [
          `DELETE /api/admin/checklists/${kind}s/:id`,
          {
            ...adminOnly(200, (w) => del(`/api/admin/checklists/${kind}s/${spare(w)}`)),
            runs: "after others",
          },
        ],
      ];
    }),
  ),
  "GET /api/admin/checklists/export": adminOnly(200, () => get("/api/admin/checklists/export")),
  "POST /api/admin/checklists/import": adminOnly(200, () =>
    post("/api/admin/checklists/import", { version: 1, tabs: [{ name: "Imported", sections: [] }] }),
  ),
  "POST /api/admin/checklists/starter-program": adminOnly(200, () =>
    post("/api/admin/checklists/starter-program"),
  ),
  "GET /api/admin/checklists/sign-offs": adminOnly(200, () => get("/api/admin/checklists/sign-offs")),
  // A completion nobody has: the technician is refused before, the administrator gets its refusal.
  "POST /api/admin/checklists/sign-offs/bulk": adminOnly(200, () =>
    post("/api/admin/checklists/sign-offs/bulk", {
      action: "sign_off",
      completionIds: ["00000000-0000-4000-8000-00000000beef"],
    }),
  ),
  "POST /api/admin/checklists/completions/:id/sign-off": adminOnly(204, (w) =>
    post(`/api/admin/checklists/completions/${w.checklist.signOffCompletionId}/sign-off`),
  ),
  "POST /api/admin/checklists/completions/:id/return": adminOnly(204, (w) =>
    post(`/api/admin/checklists/completions/${w.checklist.returnCompletionId}/return`, {
      reason: "Attach the run-up log.",
    }),
  ),
  "PATCH /api/admin/checklists/users/:userId/items/:itemId": adminOnly(200, (w) =>
    patch(`/api/admin/checklists/users/${w.a.user.id}/items/${w.checklist.itemId}`, {
      notes: "Corrected by admin",
    }),
  ),
  "GET /api/admin/checklists/users/:userId/items/:itemId/evidence": adminOnly(200, (w) =>
    get(`/api/admin/checklists/users/${w.a.user.id}/items/${w.checklist.evidenceItemId}/evidence`),
  ),
  "GET /api/admin/checklists/users/:id/record": adminOnly(200, (w) =>
    get(`/api/admin/checklists/users/${w.a.user.id}/record`),
  ),
  "GET /api/admin/checklists/users/:id/events": adminOnly(200, (w) =>
    get(`/api/admin/checklists/users/${w.a.user.id}/events`),
  ),
  // Positions and required training (docs/product.md §15.8).
  "GET /api/admin/positions": adminOnly(200, () => get("/api/admin/positions")),
  "POST /api/admin/positions": adminOnly(201, (w) =>
    post("/api/admin/positions", {
      name: "Avionics shop",
      requirements: [{ kind: "tab", id: w.checklist.tabId }],
    }),
  ),
  "PATCH /api/admin/positions/:positionId": adminOnly(200, (w) =>
    patch(`/api/admin/positions/${w.checklist.positionId}`, { dueWithinDays: 30 }),
  ),
  "POST /api/admin/positions/:positionId/members": adminOnly(200, (w) =>
    post(`/api/admin/positions/${w.checklist.positionId}/members`, { userIds: [w.a.user.id] }),
  ),
  "POST /api/admin/positions/:positionId/archive": {
    ...adminOnly(200, (w) => post(`/api/admin/positions/${w.checklist.positionId}/archive`)),
    runs: "after others",
  },
  "GET /api/admin/users/:userId/positions": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/positions`),
  ),
  "PUT /api/admin/users/:userId/positions": adminOnly(200, (w) =>
    put(`/api/admin/users/${w.a.user.id}/positions`, {
      positions: [{ positionId: w.checklist.positionId, joinedOn: "2026-01-05" }],
    }),
  ),
  "PUT /api/admin/checklists/users/:userId/items/:itemId/not-applicable": adminOnly(200, (w) =>
    put(`/api/admin/checklists/users/${w.a.user.id}/items/${w.checklist.itemId}/not-applicable`, {
      reason: "No engine runs at this base",
    }),
  ),
  "DELETE /api/admin/checklists/users/:userId/items/:itemId/not-applicable": {
    ...adminOnly(200, (w) =>
      del(`/api/admin/checklists/users/${w.a.user.id}/items/${w.checklist.itemId}/not-applicable`),
    ),
    runs: "after others",
  },
  "GET /api/admin/users/:id/audit-packet.pdf": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/audit-packet.pdf`),
  ),
  "GET /api/admin/users/:id/logbook.pdf": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/logbook.pdf`),
  ),
  // Archived training records (decision 0057): none in this world, so an administrator reads 404.
  "GET /api/admin/archived-records": adminOnly(200, () => get("/api/admin/archived-records")),
  "GET /api/admin/archived-records/:id/record.pdf": adminOnly(404, () =>
    get("/api/admin/archived-records/00000000-0000-4000-8000-00000000a001/record.pdf"),
  ),
  "GET /api/admin/archived-records/:id/evidence/:documentId": adminOnly(404, () =>
    get(
      "/api/admin/archived-records/00000000-0000-4000-8000-00000000a001/evidence/00000000-0000-4000-8000-00000000a002",
    ),
  ),
  "GET /api/admin/users/:id/work-history.pdf": adminOnly(200, (w) =>
    get(`/api/admin/users/${w.a.user.id}/work-history.pdf`),
  ),
  "DELETE /api/admin/users/:id": {
    ...adminOnly(204, (w) => del(`/api/admin/users/${w.a.user.id}`)),
    runs: "after others",
  },
};

/**
 * Outside /api, registered by the app itself: the orchestrator's probes and the metrics, the same
 * answer for everyone whatever session the request carries (their permission, if any, is not a user's).
 */
const OUTSIDE_API: Record<string, RouteEntry> = {
  "GET /healthz": open(200, () => get("/healthz")),
  "GET /livez": open(200, () => get("/livez")),
  "GET /readyz": open(200, () => get("/readyz")),
  // This app has no METRICS_TOKEN: the route answers as if it were not there (its token: health/metrics.test.ts).
  "GET /metrics": open(404, () => get("/metrics")),
};

// --- The run -------------------------------------------------------------------------------------

let testApp: TestApp;
let world: World;
let routes: ApiRoute[];
let pairsChecked = 0;

beforeAll(async () => {
  testApp = await createTestApp({ env: { AUTO_PROCESS: "false" } });
  routes = apiRoutes();
  const seeded = await seedWorld(testApp);
  const auth = {} as World["auth"];
  for (const actor of ACTORS) {
    auth[actor] = {
      registerEmail: uniqueEmail("matrix"),
      verify: await pendingAccount(testApp),
      resendEmail: (await pendingAccount(testApp)).email,
    };
  }
  world = { ...seeded, auth };
});

afterAll(async () => {
  console.log(
    `authorization matrix: ${pairsChecked} (route, actor) pairs checked over ${routes?.length ?? 0} routes`,
  );
  await testApp?.close();
});

function cookieOf(actor: Actor): string | null {
  if (actor === "user A") return world.a.cookie;
  if (actor === "user B") return world.b.cookie;
  if (actor === "admin") return world.admin.cookie;
  return null;
}

/** Everything that identifies A or A's objects, which no answer to B may contain. */
function secretsOfA(): string[] {
  return [
    world.a.user.id,
    world.a.user.email,
    world.formId,
    world.employment.main,
    world.employment.spare,
    ...EXPERIENCE_DISCIPLINES.flatMap((d) => [world.experience[d].main, world.experience[d].spare]),
    world.iaActivities.main,
    world.iaActivities.spare,
    world.uploads.resume.id,
    world.uploads.training.id,
    world.uploads.spare.id,
    world.taskId,
    world.stagedUpload.objectPath,
    world.checklist.signOffCompletionId,
    world.checklist.returnCompletionId,
  ];
}

const order = (entry: RouteEntry | undefined) =>
  entry?.runs === "last" ? 2 : entry?.runs === "after others" ? 1 : entry?.runs === "first" ? -1 : 0;

/** Sends every route's request as the actor; returns the mismatches (empty when all is as expected). */
async function runRound(actor: Actor): Promise<string[]> {
  const problems: string[] = [];
  const planned = routes
    .filter((route) => EXPECTATIONS[route.key])
    .sort((x, y) => order(EXPECTATIONS[x.key]) - order(EXPECTATIONS[y.key]));
  for (const route of planned) {
    const entry = EXPECTATIONS[route.key] as RouteEntry;
    const request = entry.request(world, actor);
    expect(request.method, `${route.key}: the request of its entry`).toBe(route.method);
    const response = await send(testApp, { ...request, cookie: cookieOf(actor) });
    pairsChecked += 1;
    const problem = checkAnswer(actor, route, entry, response);
    if (problem) problems.push(problem);
  }
  return problems;
}

function checkAnswer(
  actor: Actor,
  route: ApiRoute,
  entry: RouteEntry,
  response: LightMyRequestResponse,
): string | null {
  const where = `${actor} → ${route.key}`;
  const expected = entry.expected[actor];
  if (response.statusCode !== expected) {
    return `${where}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 300)}`;
  }
  if (response.statusCode >= 400) {
    const body = parseJson(response.body) as { error?: unknown } | undefined;
    if (typeof body?.error !== "string" || body.error === "") {
      return `${where}: ${response.statusCode} without a JSON error message: ${response.body.slice(0, 300)}`;
    }
  } else if (entry.private && actor !== "user A") {
    const leaked = secretsOfA().filter((secret) => response.body.includes(secret));
    if (leaked.length > 0) return `${where}: the answer contains A's data (${leaked.join(", ")})`;
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe("authorization matrix", () => {
  it("has an expected outcome for every /api route, and no entry for a route that is gone", () => {
    const keys = routes.map((route) => route.key);
    const missing = keys.filter((key) => !EXPECTATIONS[key]);
    const stale = Object.keys(EXPECTATIONS).filter((key) => !keys.includes(key));
    expect(missing, "routes without an entry in EXPECTATIONS (authorization-matrix.test.ts)").toEqual([]);
    expect(stale, "entries in EXPECTATIONS for routes that no longer exist").toEqual([]);
  });

  it("the probes and metrics outside /api: public, alike for every actor", async () => {
    const problems: string[] = [];
    for (const actor of ACTORS) {
      for (const [key, entry] of Object.entries(OUTSIDE_API)) {
        const request = entry.request(world, actor);
        const route: ApiRoute = { key, method: request.method, url: request.url, schema: {} };
        const response = await send(testApp, { ...request, cookie: cookieOf(actor) });
        const problem = checkAnswer(actor, route, entry, response);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  let before: UserDataSnapshot;

  it("signed out: 401 everywhere but the public auth routes; the storage PUT wants its signature", async () => {
    before = await snapshotUserData(testApp.app, world.a.user);
    // The snapshot holds A's real data, so comparing it means something.
    expect(before.rows.work_history_forms).toHaveLength(1);
    expect(before.rows.employment_entries).toHaveLength(2);
    expect(before.rows.processing_queue).toHaveLength(1);
    expect(Object.values(before.objects).filter((digest) => digest !== "missing")).toHaveLength(4);
    expect(await runRound("signed out")).toEqual([]);
  });

  it("user B: 404 for every object of A's, 403 on admin routes, their own data elsewhere", async () => {
    expect(await runRound("user B")).toEqual([]);
  });

  it("leaves A's data byte for byte unchanged after the signed-out and B rounds", async () => {
    expect(await snapshotUserData(testApp.app, world.a.user)).toEqual(before);
  });

  it("user A: their own objects, 403 on admin routes", async () => {
    expect(await runRound("user A")).toEqual([]);
  });

  it("admin: every admin route; A's personal objects are still 404", async () => {
    expect(await runRound("admin")).toEqual([]);
  });

  it(`checked at least every route × ${ACTORS.length} actors`, () => {
    expect(pairsChecked).toBeGreaterThanOrEqual(routes.length * ACTORS.length);
  });
});
