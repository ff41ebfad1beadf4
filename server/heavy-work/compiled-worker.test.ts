import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { afterAll, describe, expect, it } from "vitest";
import { createDocumentSandbox } from "../lib/document-sandbox/sandbox";
import { WARM_UP_CERTIFICATE_TEXT, warmUpResumePdf } from "../lib/documents/warm-up-documents";
import { COMPILED_WORKER_DIR, compileWorkerModule, STALE_BUNDLE_MS } from "./compiled-worker";

// @isolated-modules: the clean-up of stale bundles runs on a process's first compile of a source, which
// `compileWorkerModule` then remembers, so this file needs a module registry no file before it used.
const SOURCE = new URL("../lib/document-sandbox/worker.ts", import.meta.url);
const sandboxes: { close(): Promise<void> }[] = [];
const RECENT = path.join(COMPILED_WORKER_DIR, "worker-0000000000000001.mjs");
afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
  rmSync(RECENT, { force: true });
});

describe("compiled worker modules", () => {
  it("bundles a worker's TypeScript once into plain JavaScript that a thread loads without tsx", async () => {
    // A bundle of older code, unused for longer than the limit, is removed; a recent one is kept.
    mkdirSync(COMPILED_WORKER_DIR, { recursive: true });
    const stale = path.join(COMPILED_WORKER_DIR, "worker-0000000000000000.mjs");
    for (const file of [stale, RECENT]) writeFileSync(file, "");
    const old = new Date(Date.now() - STALE_BUNDLE_MS - 60_000);
    utimesSync(stale, old, old);

    const entry = await compileWorkerModule(SOURCE);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(RECENT)).toBe(true);
    expect(entry.pathname.startsWith(COMPILED_WORKER_DIR)).toBe(true);
    expect(entry.pathname).toMatch(/\/worker-[0-9a-f]{16}\.mjs$/);
    expect(await compileWorkerModule(SOURCE)).toBe(entry);

    // The document sandbox on it reads a PDF and a certificate as it does through tsx.
    const sandbox = createDocumentSandbox({ entry });
    sandboxes.push(sandbox);
    const { text } = await sandbox.extractText(warmUpResumePdf(), UPLOAD_EXTENSION_MIME_TYPES.pdf);
    expect(text).toContain("Aircraft Maintenance Technician, Skyline Air, Jan 2020 - Present");
    expect((await sandbox.readTraining(WARM_UP_CERTIFICATE_TEXT)).traineeName).toBe("Jane Doe");
  });
});
