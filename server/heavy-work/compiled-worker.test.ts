import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { afterAll, describe, expect, it } from "vitest";
import { createDocumentSandbox } from "../lib/document-sandbox/sandbox";
import { WARM_UP_CERTIFICATE_TEXT, warmUpResumePdf } from "../lib/documents/warm-up-documents";
import { COMPILED_WORKER_DIR, compileWorkerModule } from "./compiled-worker";

const SOURCE = new URL("../lib/document-sandbox/worker.ts", import.meta.url);
const sandboxes: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(sandboxes.map((sandbox) => sandbox.close())));

describe("compiled worker modules", () => {
  it("bundles a worker's TypeScript once into plain JavaScript that a thread loads without tsx", async () => {
    const entry = await compileWorkerModule(SOURCE);
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
