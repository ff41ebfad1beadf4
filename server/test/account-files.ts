// Test support for account deletion: a user who owns stored files of every kind, and where to look
// for them afterwards.

import { existsSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import {
  processingQueue,
  resumeUploads,
  sessions,
  trainingUploads,
  uploadIntents,
  users,
} from "../db/schema/index";
import type { TestApp } from "./app";
import { makePdf } from "./documents";
import { uploadDocument } from "./uploads";
import { createSignedInUser, type SignedInUser } from "./users";

/** Whose files: a user from `createSignedInUser`, or one signed in another way (an id and a cookie). */
type FileOwner = Pick<SignedInUser, "cookie"> & { user: Pick<SignedInUser["user"], "id"> };

export interface AccountWithFiles<Owner extends FileOwner = SignedInUser> {
  owner: Owner;
  /** The resume's, the training document's and the uncompleted upload's object paths. */
  objectPaths: string[];
}

/**
 * A user with a resume (with a processing task), a training document and an upload stored but
 * never completed: three objects in storage.
 */
export async function createAccountWithFiles(t: TestApp): Promise<AccountWithFiles>;
export async function createAccountWithFiles<Owner extends FileOwner>(
  t: TestApp,
  owner: Owner,
): Promise<AccountWithFiles<Owner>>;
export async function createAccountWithFiles(
  t: TestApp,
  given?: FileOwner,
): Promise<AccountWithFiles<FileOwner>> {
  const owner = given ?? (await createSignedInUser(t));
  const uploader = owner as SignedInUser; // uploadDocument reads only the id and the cookie
  const resume = await uploadDocument(t, uploader, { filename: "resume.pdf", bytes: await makePdf() });
  await uploadDocument(t, uploader, {
    filename: "course.pdf",
    bytes: await makePdf(),
    documentType: "training",
  });
  const task = await t.app.inject({
    method: "POST",
    url: `/api/uploads/resume/${resume.id}/process`,
    headers: { cookie: owner.cookie },
    payload: { overwrite: true },
  });
  expect(task.statusCode, task.body).toBe(201);

  const issued = await t.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: owner.cookie },
    payload: { filename: "draft.pdf", contentType: "application/pdf" },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const target = new URL((issued.json() as { url: string }).url, "http://localhost");
  const put = await t.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: await makePdf(),
    headers: { "content-type": "application/pdf" },
  });
  expect(put.statusCode, put.body).toBe(204);

  const intents = await t.app.db.select().from(uploadIntents).where(eq(uploadIntents.userId, owner.user.id));
  const objectPaths = intents.map((intent) => intent.objectPath).sort();
  expect(objectPaths).toHaveLength(3);
  for (const objectPath of objectPaths) expect(await t.app.storage.head(objectPath)).not.toBeNull();
  return { owner, objectPaths };
}

/** Whether the object is in storage, asked of the storage and of the folder itself (local driver). */
export async function isStored(t: TestApp, objectPath: string): Promise<boolean> {
  const onDisk = existsSync(path.join(t.dataDir, "uploads", objectPath));
  expect((await t.app.storage.head(objectPath)) !== null).toBe(onDisk);
  return onDisk;
}

/** The rows that still belong to the user (upload_intents rows keep their object, not their user). */
export async function rowsOwnedBy(t: TestApp, userId: string) {
  const { db } = t.app;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    resumes: await count(db.select().from(resumeUploads).where(eq(resumeUploads.userId, userId))),
    trainings: await count(db.select().from(trainingUploads).where(eq(trainingUploads.userId, userId))),
    tasks: await count(db.select().from(processingQueue).where(eq(processingQueue.userId, userId))),
    intents: await count(db.select().from(uploadIntents).where(eq(uploadIntents.userId, userId))),
  };
}

export const NO_ROWS = { users: 0, sessions: 0, resumes: 0, trainings: 0, tasks: 0, intents: 0 };

/** The cleanup ledger's records of these objects. */
export async function ledgerOf(t: TestApp, objectPaths: string[]) {
  const rows = await t.app.db
    .select()
    .from(uploadIntents)
    .where(inArray(uploadIntents.objectPath, objectPaths));
  return rows.sort((a, b) => a.objectPath.localeCompare(b.objectPath));
}
