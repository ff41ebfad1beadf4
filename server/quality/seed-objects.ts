// Users and objects for the quality tests: user A owns one of everything (a form, an employment
// entry, an entry of each experience discipline, a completed upload of each document type, a
// processing task, a staged upload waiting for completion), plus spares that A's own DELETE checks
// may destroy without spoiling the other checks. User B and an administrator own nothing of A's.

import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";
import type { CompleteUploadRequest, UploadedDocument } from "@domain/schemas/uploads";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../test/app";
import { latestCode } from "../test/mail";
import { storeReading } from "../test/training-documents";
import { uploadDocument } from "../test/uploads";
import { createSignedInUser, createUserWithPassword, type SignedInUser, uniqueEmail } from "../test/users";

export interface SeedRequest {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  cookie?: string | null;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One request through `app.inject`; objects are sent as JSON. */
export function send(testApp: TestApp, request: SeedRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}

async function expectJson<T>(response: LightMyRequestResponse, status: number, what: string): Promise<T> {
  if (response.statusCode !== status) {
    throw new Error(`seeding ${what}: expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
}

export interface EntryPair {
  /** Read and changed by the checks; must survive every actor but its owner's DELETE. */
  main: string;
  /** Deleted by the owner's DELETE check. */
  spare: string;
}

export interface SeededWorld {
  a: SignedInUser;
  b: SignedInUser;
  admin: SignedInUser;
  formId: string;
  employment: EntryPair;
  experience: Record<ExperienceDiscipline, EntryPair>;
  /** A's IA activity log (docs/product.md §19.3). */
  iaActivities: EntryPair;
  /** A's two logbook drafts (docs/product.md §22). */
  logbook: EntryPair;
  /** `training` was read: it proposes `checklist.itemId` and `checklist.spareItemId`. */
  uploads: { resume: UploadedDocument; training: UploadedDocument; spare: UploadedDocument };
  /** A's queued task of `uploads.resume` (waiting for an administrator: AUTO_PROCESS=false). */
  taskId: string;
  /** A completion body for an upload A has PUT to storage but not completed yet. */
  stagedUpload: CompleteUploadRequest;
  /** A verified account that signs in with a password (the login checks). */
  login: { email: string; password: string };
  /**
   * The training structure (shared) and A's record: `item` requires sign-off; A has marked
   * `signOffItem` and `returnItem` done and they wait for an administrator. The spares are deleted by
   * the administrator's DELETE checks.
   */
  checklist: {
    tabId: string;
    spareTabId: string;
    sectionId: string;
    spareSectionId: string;
    itemId: string;
    spareItemId: string;
    signOffCompletionId: string;
    returnCompletionId: string;
    /** A's completion of it has `uploads.training` attached as evidence. */
    evidenceItemId: string;
    /** A position requiring the main tab (docs/product.md §15.8); nobody holds it yet. */
    positionId: string;
  };
}

/** Builds A's world through the API, as the browser would. The app must run with AUTO_PROCESS=false. */
export async function seedWorld(testApp: TestApp): Promise<SeededWorld> {
  const a = await createSignedInUser(testApp, { fullName: "Alice Owner" });
  const b = await createSignedInUser(testApp, { fullName: "Bob Intruder" });
  const admin = await createSignedInUser(testApp, { fullName: "Ada Admin", role: "admin" });
  const asA = (method: SeedRequest["method"], url: string, payload?: unknown) =>
    send(testApp, { method, url, cookie: a.cookie, payload });

  const form = await expectJson<{ id: string }>(await asA("POST", "/api/forms", {}), 201, "A's form");
  await expectJson(
    await asA("PATCH", `/api/forms/${form.id}`, {
      firstName: "Alice",
      lastName: "Owner",
      dateOfHire: "2020-03-01",
      iaStatus: "yes",
      employmentScope: "Line maintenance",
    }),
    200,
    "A's form fields",
  );

  const newEntry = async (url: string, entryNumber: number, fields: Record<string, unknown>) => {
    const entry = await expectJson<{ id: string }>(
      await asA("POST", url, { formId: form.id, entryNumber }),
      201,
      `an entry of ${url}`,
    );
    await expectJson(await asA("PATCH", `${url}/${entry.id}`, fields), 200, `the fields of ${url}`);
    return entry.id;
  };

  const employmentFields = { companyName: "Acme Aviation", startDate: "2015-01-01", endDate: "2019-12-31" };
  const employment: EntryPair = {
    main: await newEntry("/api/employment-entries", 1, employmentFields),
    spare: await newEntry("/api/employment-entries", 2, { ...employmentFields, companyName: "Spare Co" }),
  };

  const experience = {} as Record<ExperienceDiscipline, EntryPair>;
  for (const discipline of EXPERIENCE_DISCIPLINES) {
    const url = `/api/${discipline}-experience`;
    const fields = {
      formId: form.id,
      selectedEmploymentIds: [employment.main],
      includeCurrentEmployment: true,
      hasFactoryTraining: true,
    };
    experience[discipline] = { main: await newEntry(url, 1, fields), spare: await newEntry(url, 2, fields) };
  }

  const newActivity = async (kind: string) =>
    (
      await expectJson<{ id: string }>(
        await asA("POST", "/api/me/ia-activities", { performedOn: "2024-05-01", kind, notes: "Alice's log" }),
        201,
        "A's IA activity",
      )
    ).id;
  const iaActivities: EntryPair = {
    main: await newActivity("annual_inspection"),
    spare: await newActivity("oral_test"),
  };

  const newLogbookEntry = async (ataChapter: string) =>
    (
      await expectJson<{ id: string }>(
        await asA("POST", "/api/logbook/entries", {
          performedOn: "2024-05-01",
          aircraftMake: "Cessna",
          aircraftModel: "172S",
          ataChapter,
          task: "Alice's task",
          activityKind: "inspection",
          minutes: 60,
        }),
        201,
        "A's logbook entry",
      )
    ).id;
  const logbook: EntryPair = { main: await newLogbookEntry("32"), spare: await newLogbookEntry("24") };

  const text = (label: string) => Buffer.from(`Alice Owner, A&P mechanic. ${label}\n`, "utf8");
  const uploads = {
    resume: await uploadDocument(testApp, a, {
      filename: "alice-resume.txt",
      bytes: text("Resume"),
      documentType: "resume",
    }),
    training: await uploadDocument(testApp, a, {
      filename: "alice-training.txt",
      bytes: text("Training"),
      documentType: "training",
    }),
    spare: await uploadDocument(testApp, a, {
      filename: "alice-old-resume.txt",
      bytes: text("Old resume"),
      documentType: "resume",
    }),
  };
  const task = await expectJson<{ id: string }>(
    // A has a form: processing a resume replaces it, which must be confirmed.
    await asA("POST", `/api/uploads/resume/${uploads.resume.id}/process`, { overwrite: true }),
    201,
    "A's processing task",
  );

  const stagedUpload = await stageUpload(testApp, a.cookie, "alice-staged.txt", text("Staged"));

  const checklist = await seedChecklist(testApp, admin, a, uploads.training.id);
  // A's training document as processing leaves it (written directly: reading it needs the runner),
  // proposing the main item (confirmed by A's check) and the spare one (rejected by it).
  await storeReading(testApp, uploads.training.id, {
    certificate: { traineeName: "Alice Owner" },
    itemIds: [checklist.itemId, checklist.spareItemId],
  });

  const password = "matrix login password";
  const loginUser = await createUserWithPassword(testApp, { password, fullName: "Lou Login" });

  return {
    a,
    b,
    admin,
    formId: form.id,
    employment,
    experience,
    iaActivities,
    logbook,
    uploads,
    taskId: task.id,
    stagedUpload,
    login: { email: loginUser.email, password },
    checklist,
  };
}

/** The administrator builds a small structure; A marks two sign-off items done. */
async function seedChecklist(
  testApp: TestApp,
  admin: SignedInUser,
  a: SignedInUser,
  evidenceDocumentId: string,
): Promise<SeededWorld["checklist"]> {
  type Structure = { tabs: { id: string; sections: { id: string; items: { id: string }[] }[] }[] };
  const asAdmin = async (url: string, payload: unknown) =>
    expectJson<Structure>(
      await send(testApp, { method: "POST", url, cookie: admin.cookie, payload }),
      200,
      url,
    );
  await asAdmin("/api/admin/checklists/tabs", { name: "Initial" });
  let structure = await asAdmin("/api/admin/checklists/tabs", { name: "Spare tab" });
  const [tab, spareTab] = structure.tabs;
  await asAdmin("/api/admin/checklists/sections", { tabId: tab!.id, name: "Safety" });
  structure = await asAdmin("/api/admin/checklists/sections", { tabId: tab!.id, name: "Spare section" });
  const [section, spareSection] = structure.tabs[0]!.sections;
  for (const name of ["Engine run-up", "Borescope", "NDT", "Spare item"]) {
    structure = await asAdmin("/api/admin/checklists/items", {
      sectionId: section!.id,
      name,
      requiresSignOff: true,
    });
  }
  const [item, signOffItem, returnItem, spareItem] = structure.tabs[0]!.sections[0]!.items;
  const completeAsA = async (itemId: string, evidence?: string) =>
    (
      await expectJson<{ completion: { id: string } }>(
        await send(testApp, {
          method: "PATCH",
          url: `/api/checklists/items/${itemId}`,
          cookie: a.cookie,
          payload: evidence ? { completed: true, evidenceDocumentId: evidence } : { completed: true },
        }),
        200,
        "A's completion",
      )
    ).completion.id;
  const position = await expectJson<{ id: string }>(
    await send(testApp, {
      method: "POST",
      url: "/api/admin/positions",
      cookie: admin.cookie,
      payload: { name: "Line technician", requirements: [{ kind: "tab", id: tab!.id }] },
    }),
    201,
    "the position",
  );
  return {
    positionId: position.id,
    tabId: tab!.id,
    spareTabId: spareTab!.id,
    sectionId: section!.id,
    spareSectionId: spareSection!.id,
    itemId: item!.id,
    spareItemId: spareItem!.id,
    signOffCompletionId: await completeAsA(signOffItem!.id, evidenceDocumentId),
    returnCompletionId: await completeAsA(returnItem!.id),
    evidenceItemId: signOffItem!.id,
  };
}

/** Presign and PUT a text file without completing it; returns the body that completes it. */
export async function stageUpload(
  testApp: TestApp,
  cookie: string,
  filename: string,
  bytes: Buffer,
): Promise<CompleteUploadRequest> {
  const presigned = await expectJson<{ url: string; objectPath: string }>(
    await send(testApp, {
      method: "POST",
      url: "/api/upload/presigned-url",
      cookie,
      payload: { filename, contentType: "text/plain" },
    }),
    200,
    "a presigned URL",
  );
  const target = new URL(presigned.url, "http://localhost");
  const put = await testApp.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: bytes,
    headers: { "content-type": "text/plain" },
  });
  if (put.statusCode !== 204) throw new Error(`seeding a staged upload: PUT ${put.statusCode} ${put.body}`);
  return {
    objectPath: presigned.objectPath,
    filename,
    fileSize: bytes.length,
    mimeType: "text/plain",
    documentType: "resume",
  };
}

/** An account waiting for verification, with the code mailed to it (read from the dev outbox). */
export async function pendingAccount(testApp: TestApp): Promise<{ email: string; code: string }> {
  const email = uniqueEmail("pending");
  const response = await send(testApp, {
    method: "POST",
    url: "/api/register",
    payload: { fullName: "Pat Pending", email, password: "pending password" },
  });
  await expectJson(response, 201, "a pending account");
  return { email, code: await latestCode(testApp.dataDir, email) };
}
