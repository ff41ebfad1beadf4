import { UPLOAD_URL_VALIDITY_MS } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountWithFiles, isStored, ledgerOf, NO_ROWS, rowsOwnedBy } from "../../test/account-files";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { serviceContext } from "../service-context";
import { cleanUpAbandonedUploads } from "../uploads/abandoned-objects";
import { completeUpload, UPLOAD_MESSAGES } from "../uploads/uploads.service";

// Account deletion and the account's stored files (docs/decisions/0009): every object goes, and the
// cleanup ledger keeps a record of each object, without its user, until the object is gone and its
// upload URL has expired. The storage-failure case is in server/quality/faults/storage-delete-failure.test.ts.

const clock = manualClock(new Date());
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = await createSignedInUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const deleteAccount = (userId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/users/${userId}`, headers: { cookie: admin.cookie } });

describe("DELETE /api/admin/users/{id}: stored files", () => {
  it("deletes the resume, the training document and the uncompleted upload from storage, and every row", async () => {
    const { owner, objectPaths } = await createAccountWithFiles(t);
    clock.advance(60_000);

    const response = await deleteAccount(owner.user.id);
    expect(response.statusCode, response.body).toBe(204);

    expect(await rowsOwnedBy(t, owner.user.id)).toEqual(NO_ROWS);
    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(false);
    // The URLs are still valid (a late PUT could store an object again): the ledger keeps each path,
    // with no user, abandoned, for the cleanup.
    const ledger = await ledgerOf(t, objectPaths);
    expect(ledger.map((row) => row.objectPath)).toEqual(objectPaths);
    for (const row of ledger) {
      expect(row).toMatchObject({ userId: null, completedAt: null });
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(clock.clock().getTime());
    }

    // A record without a user can never be completed, whoever asks.
    const ctx = serviceContext(t.app);
    const path = objectPaths[0] as string;
    await expect(
      completeUpload(ctx, owner.user, {
        objectPath: path,
        filename: "a.pdf",
        fileSize: 1,
        mimeType: "application/pdf",
        documentType: "resume",
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: UPLOAD_MESSAGES.notFound });

    // Once the URLs have expired, the cleanup forgets the records.
    clock.advance(UPLOAD_URL_VALIDITY_MS);
    expect(await cleanUpAbandonedUploads(ctx)).toEqual({ deleted: 3, failed: 0 });
    expect(await ledgerOf(t, objectPaths)).toEqual([]);
  });

  it("a refusal (the caller's own account) leaves the files and their records as they were", async () => {
    const { owner, objectPaths } = await createAccountWithFiles(t);
    const before = await ledgerOf(t, objectPaths);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${admin.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(await ledgerOf(t, objectPaths)).toEqual(before);
    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(true);
    expect((await rowsOwnedBy(t, owner.user.id)).resumes).toBe(1);
  });
});
