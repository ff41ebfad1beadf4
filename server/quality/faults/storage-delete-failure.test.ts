// Fault: the storage cannot delete while an administrator deletes an account. The deletion itself is
// database work only, so it succeeds (204) and removes the user and their rows; the objects stay in
// storage, recorded in the cleanup ledger (upload_intents) without a user. Once the storage is back,
// one run of the cleanup deletes them and empties the ledger: a deleted account's files never stay.

import { UPLOAD_URL_VALIDITY_MS } from "@domain/constants";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serviceContext } from "../../features/service-context";
import { cleanUpAbandonedUploads } from "../../features/uploads/abandoned-objects";
import { StorageUnavailableError } from "../../lib/storage/index";
import { createAccountWithFiles, isStored, ledgerOf, NO_ROWS, rowsOwnedBy } from "../../test/account-files";
import { createTestApp, manualClock, type TestApp } from "../../test/app";
import { createSignedInUser, type SignedInUser } from "../../test/users";

const clock = manualClock(new Date());
let t: TestApp;
let admin: SignedInUser;
let storageDown = false;
let failedDeletes = 0;
/** Runs inside a failing delete: what the storage call sees of the database. */
let duringFailingDelete: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = await createSignedInUser(t, { role: "admin" });
  // The app's own storage, whose delete fails while the fault is on (as S3 does after a timeout).
  const { storage } = t.app;
  const realDelete = storage.delete.bind(storage);
  storage.delete = async (objectPath) => {
    if (storageDown) {
      failedDeletes++;
      await duringFailingDelete?.();
      throw new StorageUnavailableError({ cause: new Error("connect ETIMEDOUT") });
    }
    return realDelete(objectPath);
  };
});
afterAll(async () => {
  await t?.close();
});

describe("storage fault: deletes fail while an account is deleted", () => {
  it("the account goes at once, its files stay on record, and the cleanup deletes them once storage is back", async () => {
    const { owner, objectPaths } = await createAccountWithFiles(t);
    const warn = vi.spyOn(t.app.log, "warn");
    // Storage is called after the commit, outside the transaction and the administrators' lock: the
    // user is already gone, and the database answers at once (PGlite, one connection, would wait).
    const seen: unknown[] = [];
    duringFailingDelete = async () => {
      const blocked = new Promise((resolve) => setTimeout(resolve, 2_000, "blocked"));
      seen.push(await Promise.race([rowsOwnedBy(t, owner.user.id).then((rows) => rows.users), blocked]));
    };

    storageDown = true;
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${owner.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowsOwnedBy(t, owner.user.id)).toEqual(NO_ROWS);
    // One failed attempt, not one per object: a slow storage keeps the admin waiting once at most.
    expect(failedDeletes).toBe(1);
    expect(seen).toEqual([0]);
    expect(warn).toHaveBeenCalledWith(
      { userId: owner.user.id, left: 3 },
      expect.stringContaining("the upload cleanup will retry"),
    );

    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(true);
    const ledger = await ledgerOf(t, objectPaths);
    expect(ledger.map((row) => row.objectPath)).toEqual(objectPaths);
    for (const row of ledger) expect(row).toMatchObject({ userId: null, completedAt: null });

    // Still down: the cleanup keeps every record.
    const ctx = serviceContext(t.app);
    expect(await cleanUpAbandonedUploads(ctx)).toEqual({ deleted: 0, failed: 3 });
    expect(await ledgerOf(t, objectPaths)).toHaveLength(3);

    // Back, and the upload URLs have expired: one run deletes the objects and forgets the records.
    storageDown = false;
    clock.advance(UPLOAD_URL_VALIDITY_MS);
    expect(await cleanUpAbandonedUploads(ctx)).toEqual({ deleted: 3, failed: 0 });
    for (const objectPath of objectPaths) expect(await isStored(t, objectPath)).toBe(false);
    expect(await ledgerOf(t, objectPaths)).toEqual([]);
  });
});
