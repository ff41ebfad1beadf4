// The local driver's readiness ping: a small file written, read back and removed in the temporary folder.

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local";
import { StorageUnavailableError } from "./storage";

const root = mkdtempSync(path.join(os.tmpdir(), "hangar-log-ping-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRET = "test-session-secret-that-is-long-enough-0123456789";

describe("LocalStorage ping", () => {
  it("resolves on a writable folder and leaves nothing behind", async () => {
    const storage = new LocalStorage({ rootDir: path.join(root, "uploads"), secret: SECRET });
    await storage.ping();
    expect(readdirSync(path.join(root, "uploads", ".incoming"))).toEqual([]);
  });

  it("rejects with StorageUnavailableError when the folder cannot be made (a file is in the way)", async () => {
    const blocked = path.join(root, "blocked");
    writeFileSync(blocked, "not a folder");
    const storage = new LocalStorage({ rootDir: blocked, secret: SECRET });
    await expect(storage.ping()).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
