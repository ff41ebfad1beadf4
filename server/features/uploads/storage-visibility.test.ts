import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalStorage } from "../../lib/storage/index";
import { createTestApp, type TestApp } from "../../test/app";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser } from "../../test/users";
import { storageShowsStoredDocuments } from "./storage-visibility";

let testApp: TestApp;
let elsewhere: string;
beforeEach(async () => {
  testApp = await createTestApp();
  elsewhere = mkdtempSync(path.join(os.tmpdir(), "hangar-log-other-data-"));
});
afterEach(async () => {
  await testApp.close();
  rmSync(elsewhere, { recursive: true, force: true });
});

/** The local storage a worker with its own DATA_DIR would have. */
const storageElsewhere = () =>
  new LocalStorage({ rootDir: path.join(elsewhere, "uploads"), secret: "s".repeat(48) });

describe("whether a worker's storage holds the API's files", () => {
  it("says yes before any document is stored, wherever the storage is", async () => {
    expect(await storageShowsStoredDocuments(testApp.app.db, storageElsewhere())).toEqual({ visible: true });
  });

  it("says yes on the API's DATA_DIR and no on another one once documents are stored", async () => {
    const user = await createSignedInUser(testApp);
    await uploadDocument(testApp, user, {
      filename: "resume.txt",
      bytes: Buffer.from("A&P mechanic since 2010"),
    });
    expect(await storageShowsStoredDocuments(testApp.app.db, testApp.app.storage)).toEqual({ visible: true });
    expect(await storageShowsStoredDocuments(testApp.app.db, storageElsewhere())).toEqual({
      visible: false,
      checked: 1,
    });
  });
});
