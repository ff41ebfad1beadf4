import { afterAll, describe, expect, it } from "vitest";
import { operatorFloodPdf, paragraphBombDocx, spaceRunText } from "../../test/hostile-documents";
import { DOCUMENT_ERROR_MESSAGES } from "../documents/index";
import { createDocumentSandbox } from "./sandbox";

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const TXT = "text/plain";

/**
 * Parsing these documents on the main thread stalled it for many seconds; in the sandbox the loop keeps
 * turning. The bound leaves room for a loaded CI machine's scheduling, far below the old stalls.
 */
const MAX_STALL_MS = 500;

/** The longest the main thread's event loop went without running a timer while `work` ran. */
async function longestStall<T>(
  work: Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const [result] = await Promise.allSettled([work]);
  clearInterval(ticker);
  return { result: result!, stallMs };
}

describe("document sandbox", () => {
  const sandbox = createDocumentSandbox({ textTimeoutMs: 4_000, resumeTimeoutMs: 4_000 });
  afterAll(() => sandbox.close());

  it("reads a document's text and its resume data in a worker thread", async () => {
    await sandbox.warmUp();
    const text = await sandbox.extractText(Buffer.from("Jane Doe\nA&P Mechanic\nBoeing 737-800\n"), TXT);
    expect(text.text).toBe("Jane Doe\nA&P Mechanic\nBoeing 737-800");
    const resume = await sandbox.extractResume(text.text);
    expect(resume.personal.firstName).toBe("Jane");
    expect(resume.airframe.map((entry) => entry.model)).toContain("737");
  });

  it("gives the document's own error back", async () => {
    await expect(sandbox.extractText(Buffer.from("abc\u0000\u0001\u0002def"), TXT)).rejects.toMatchObject({
      name: "DocumentError",
      code: "not_text",
      message: DOCUMENT_ERROR_MESSAGES.notText,
    });
  });

  it("kills a PDF of two million text operators at the time limit without stalling the event loop", async () => {
    const pdf = operatorFloodPdf();
    expect(pdf.length).toBeLessThan(300 * 1024);
    // A short limit, so the test sees the kill whatever the machine's speed.
    const strict = createDocumentSandbox({ textTimeoutMs: 300 });
    try {
      await strict.warmUp();
      const started = performance.now();
      const { result, stallMs } = await longestStall(strict.extractText(pdf, PDF));
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: "timeout",
        message: DOCUMENT_ERROR_MESSAGES.timeout,
      });
      expect(DOCUMENT_ERROR_MESSAGES.timeout).toMatch(/^This document could not be read in time/);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(stallMs).toBeLessThan(MAX_STALL_MS);
      // The next document gets a fresh worker, whose loading does not count against its time.
      expect((await strict.extractText(Buffer.from("After\n"), TXT)).text).toBe("After");
    } finally {
      await strict.close();
    }
  });

  it("reads the same PDF without stalling the event loop when time allows", async () => {
    const { stallMs } = await longestStall(sandbox.extractText(operatorFloodPdf(), PDF));
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it("refuses a DOCX whose document part inflates to 95 MB, before parsing it", async () => {
    const docx = paragraphBombDocx();
    expect(docx.length).toBeLessThan(1024 * 1024);
    const { result, stallMs } = await longestStall(sandbox.extractText(docx, DOCX));
    expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "too_large" });
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it("reads a name, 80,000 spaces and a letter at once", async () => {
    const { result, stallMs } = await longestStall(sandbox.extractText(spaceRunText(), TXT));
    expect(result.status).toBe("fulfilled");
    expect((result as PromiseFulfilledResult<{ text: string }>).value.text.startsWith("Jane Doe")).toBe(true);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it("stops the work when the task is cancelled", async () => {
    const controller = new AbortController();
    const work = sandbox.extractText(operatorFloodPdf(), PDF, controller.signal);
    setTimeout(() => controller.abort(new Error("cancelled by the runner")), 200);
    await expect(work).rejects.toThrow("cancelled by the runner");
  });
});

describe("a document that needs more memory than the worker has", () => {
  it("fails with a clear message and the process lives on", async () => {
    const small = createDocumentSandbox({ heapMb: 16, textTimeoutMs: 15_000 });
    try {
      // 2 MB of short lines: plenty of strings for the parser, far more than 16 MB of heap.
      const text = Buffer.from("A&P Mechanic, Boeing 737-800, 2019 - 2021\n".repeat(50_000));
      const outcome = await small
        .extractText(text, TXT)
        .then((extracted) => small.extractResume(extracted.text));
      expect.unreachable(`expected a refusal, got ${JSON.stringify(outcome).slice(0, 80)}`);
    } catch (error) {
      expect(error).toMatchObject({ code: "too_complex", message: DOCUMENT_ERROR_MESSAGES.tooComplex });
    } finally {
      await small.close();
    }
  });
});
