// Runs inside a document worker thread (see docs/security.md): reads a document's text and, with the
// built-in provider, turns it into resume data. Whatever a hostile document does here (loop, allocate)
// stays in this thread, which the runner can kill.

import { parentPort } from "node:worker_threads";
import type { ResumeData } from "@domain/schemas/resume-data";
import type { TrainingDocumentData } from "@domain/schemas/training-document";
import { type ExtractedText, extractText } from "../documents/index";
import { extractResumeData, readTrainingDocument } from "../extraction/index";
import type { SandboxRequest, SandboxResponse } from "./protocol";

const WARM_UP_RESUME = "Jane Doe\nA&P Mechanic\nBoeing 737-800";

async function handle(
  request: SandboxRequest,
): Promise<ExtractedText | ResumeData | TrainingDocumentData | null> {
  switch (request.op) {
    case "text":
      return extractText(request.bytes, request.mimeType);
    case "resume":
      return extractResumeData(request.text);
    case "training":
      return readTrainingDocument(request.text);
    case "warm-up":
      extractResumeData(WARM_UP_RESUME);
      return null;
  }
}

parentPort?.on("message", async (request: SandboxRequest) => {
  let response: SandboxResponse;
  try {
    response = { id: request.id, ok: true, result: await handle(request) };
  } catch (error) {
    const { name, message, code } = error as { name?: string; message?: string; code?: unknown };
    response = {
      id: request.id,
      ok: false,
      error: {
        name: name ?? "Error",
        message: message ?? String(error),
        ...(typeof code === "string" ? { code } : {}),
      },
    };
  }
  parentPort?.postMessage(response);
});

// Loading the parsers takes a moment; the runner starts a document's clock only from here.
parentPort?.postMessage({ ready: true });
