// The pipeline's warm-up (docs/decisions/0061-cold-start.md): every thread the runner will use reads a
// PDF, a resume and a certificate once, before the runner takes documents.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { DocumentSandbox } from "../../lib/document-sandbox/sandbox";
import { createDocumentPipeline } from "./pipeline";

const config = loadConfig({ DATA_DIR: "/tmp/unused", SESSION_SECRET: "p".repeat(40) });

/** A sandbox that records each request with the number of requests running beside it. */
function recordingSandbox() {
  const requests: { op: string; atOnce: number }[] = [];
  let running = 0;
  const op =
    <T>(name: string, result: T) =>
    async () => {
      running += 1;
      requests.push({ op: name, atOnce: running });
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return result;
    };
  const sandbox = {
    extractText: op("text", { text: "x", truncated: false }),
    extractResume: op("resume", {}),
    readTraining: op("training", {}),
    warmUp: async () => {},
    close: async () => {},
  } as unknown as DocumentSandbox;
  return { sandbox, requests };
}

describe("document pipeline warm-up", () => {
  it("warms every thread of the runner, each step on all threads at once, and only once", async () => {
    const { sandbox, requests } = recordingSandbox();
    const pipeline = createDocumentPipeline(config, { concurrency: 2, sandbox });
    const warming = pipeline.warmUp!();
    expect(pipeline.warmUp!()).toBe(warming);
    await warming;
    // Ready when both threads have read a PDF, a resume and a certificate (a request takes a thread of
    // its own, so two at once are two threads).
    expect(requests).toEqual([
      { op: "text", atOnce: 1 },
      { op: "text", atOnce: 2 },
      { op: "resume", atOnce: 1 },
      { op: "resume", atOnce: 2 },
      { op: "training", atOnce: 1 },
      { op: "training", atOnce: 2 },
    ]);
  });
});
