// Document parsing and built-in extraction in worker threads with a heap limit and a hard kill, so a
// hostile document (a zip bomb, a pathological PDF, text that makes an expression slow) can neither
// stall the API's event loop nor crash the process. See docs/security.md.

import { Worker } from "node:worker_threads";
import {
  DOCUMENT_WORKER_HEAP_MB,
  EXTRACTION_TIMEOUT_MS,
  RESUME_EXTRACTION_TIMEOUT_MS,
} from "@domain/constants";
import type { ResumeReading } from "@domain/schemas/resume-sources";
import type { TrainingDocumentData } from "@domain/schemas/training-document";
import { DOCUMENT_ERROR_MESSAGES, DocumentError, type ExtractedText } from "../documents/index";
import { ResumeExtractionError, type ResumeExtractionErrorCode } from "../extraction/index";
import type { SandboxFailure, SandboxReady, SandboxRequest, SandboxResponse } from "./protocol";

export interface DocumentSandboxOptions {
  /** Longest a document's text extraction may take before its worker is killed. */
  textTimeoutMs?: number;
  /** Longest the built-in extractor may take over one text. */
  resumeTimeoutMs?: number;
  heapMb?: number;
  /** Workers kept alive between documents (the job runner's concurrency). */
  idleWorkers?: number;
  /** The worker's code, e.g. bundled to plain JavaScript (server/heavy-work/compiled-worker.ts). */
  entry?: URL;
}

export interface DocumentSandbox {
  extractText(bytes: Uint8Array, mimeType: string, signal?: AbortSignal): Promise<ExtractedText>;
  /** The data, and where the built-in extractor read it (docs/decisions/0077). */
  extractResume(text: string, signal?: AbortSignal): Promise<ResumeReading>;
  /** The built-in training certificate reader. */
  readTraining(text: string, signal?: AbortSignal): Promise<TrainingDocumentData>;
  /** Starts a worker and loads the parsers, so the first document does not wait for them. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

type Request = SandboxRequest extends infer R ? (R extends SandboxRequest ? Omit<R, "id"> : never) : never;

const ENTRY = new URL("./worker-entry.mjs", import.meta.url);

function rebuild(failure: SandboxFailure): Error {
  if (failure.name === "DocumentError") {
    return new DocumentError(failure.code as DocumentError["code"], failure.message);
  }
  if (failure.name === "ResumeExtractionError") {
    return new ResumeExtractionError(failure.code as ResumeExtractionErrorCode, failure.message);
  }
  return new Error(failure.message);
}

export function createDocumentSandbox(options: DocumentSandboxOptions = {}): DocumentSandbox {
  const textTimeoutMs = options.textTimeoutMs ?? EXTRACTION_TIMEOUT_MS;
  const resumeTimeoutMs = options.resumeTimeoutMs ?? RESUME_EXTRACTION_TIMEOUT_MS;
  const heapMb = options.heapMb ?? DOCUMENT_WORKER_HEAP_MB;
  const maxIdle = Math.max(1, options.idleWorkers ?? 1);
  const entry = options.entry ?? ENTRY;
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  /** Resolves when a worker has loaded its code (a document's time limit starts then). */
  const readiness = new WeakMap<Worker, Promise<void>>();
  let nextId = 1;

  function spawn(): Worker {
    const worker = new Worker(entry, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    // A worker never keeps the process alive: shutdown does not wait for it.
    worker.unref();
    // Errors are handled per request; one between requests must not become an uncaught 'error' event.
    worker.on("error", () => {});
    readiness.set(
      worker,
      new Promise<void>((resolve) => {
        const onReady = (message: SandboxReady | SandboxResponse) => {
          if (!("ready" in message)) return;
          worker.off("message", onReady);
          resolve();
        };
        worker.on("message", onReady);
        // A worker that dies while loading settles its request through the request's own listeners.
        worker.once("exit", () => resolve());
      }),
    );
    // An idle worker that dies (it should not) is simply forgotten.
    worker.once("exit", () => {
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
    });
    return worker;
  }

  function release(worker: Worker): void {
    busy.delete(worker);
    if (idle.length < maxIdle) idle.push(worker);
    else void worker.terminate();
  }

  function kill(worker: Worker): void {
    busy.delete(worker);
    void worker.terminate();
    // Have a fresh worker loading while nothing waits for it.
    if (idle.length === 0) idle.push(spawn());
  }

  function run<T>(request: Request, timeoutMs: number, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const worker = idle.pop() ?? spawn();
    busy.add(worker);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (keep) release(worker);
        else kill(worker);
        outcome();
      };
      const onMessage = (response: SandboxResponse | SandboxReady) => {
        if ("ready" in response || response.id !== id) return;
        settle(() => (response.ok ? resolve(response.result as T) : reject(rebuild(response.error))), true);
      };
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a crash in a parser, or an uncaught error.
      const onError = (error: Error) => {
        settle(
          () =>
            reject(new DocumentError("too_complex", DOCUMENT_ERROR_MESSAGES.tooComplex, { cause: error })),
          false,
        );
      };
      const onExit = (code: number) => {
        settle(
          () =>
            reject(
              new DocumentError("too_complex", DOCUMENT_ERROR_MESSAGES.tooComplex, {
                cause: new Error(`document worker exited with code ${code}`),
              }),
            ),
          false,
        );
      };
      const onAbort = () => settle(() => reject(signal?.reason), false);
      let timer: NodeJS.Timeout | undefined;
      const startClock = () => {
        timer = setTimeout(
          () => settle(() => reject(new DocumentError("timeout", DOCUMENT_ERROR_MESSAGES.timeout)), false),
          timeoutMs,
        );
      };
      worker.on("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
      signal?.addEventListener("abort", onAbort, { once: true });
      worker.postMessage({ ...request, id });
      // Requests queue in the worker until it has loaded; the document's time starts when it has.
      void readiness.get(worker)?.then(() => {
        if (busy.has(worker) && !settled) startClock();
      });
    });
  }

  return {
    extractText: (bytes, mimeType, signal) =>
      run<ExtractedText>({ op: "text", bytes, mimeType }, textTimeoutMs, signal),
    extractResume: (text, signal) => run<ResumeReading>({ op: "resume", text }, resumeTimeoutMs, signal),
    readTraining: (text, signal) =>
      run<TrainingDocumentData>({ op: "training", text }, resumeTimeoutMs, signal),
    async warmUp() {
      await run<null>({ op: "warm-up" }, textTimeoutMs * 3);
    },
    /** Ends every worker; a later document starts a new one. */
    async close() {
      const all = [...idle, ...busy];
      idle.length = 0;
      busy.clear();
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
