import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import type { Logger } from "pino";
import type { Config } from "../../config";
import { compileWorkerModule } from "../../heavy-work/compiled-worker";
import { createDocumentSandbox, type DocumentSandbox } from "../../lib/document-sandbox/sandbox";
import { DocumentError } from "../../lib/documents/index";
import {
  WARM_UP_CERTIFICATE_TEXT,
  WARM_UP_RESUME_TEXT,
  warmUpResumePdf,
} from "../../lib/documents/warm-up-documents";
import {
  createResumeExtractor,
  createTrainingReader,
  ResumeExtractionError,
} from "../../lib/extraction/index";
import type { DocumentPipeline } from "./document-task-handler";

/** Errors of the AI service that another attempt may fix; the rest are about the document or the setup. */
const RETRYABLE_EXTRACTION_CODES = new Set([
  "ai_unavailable",
  "ai_rate_limited",
  "ai_timeout",
  "ai_invalid_answer",
]);

export interface DocumentPipelineOptions {
  /** Worker threads kept warm: the runner's concurrency. */
  concurrency?: number;
  sandbox?: DocumentSandbox;
  logger?: Pick<Logger, "warn">;
}

const SANDBOX_WORKER = new URL("../../lib/document-sandbox/worker.ts", import.meta.url);

/**
 * The sandbox on the worker code bundled to plain JavaScript (a thread then loads in ~0.3 s instead of
 * 1-8 s through tsx); on tsx's entry if bundling fails. docs/decisions/0061-cold-start.md.
 */
async function compiledSandbox(
  threads: number,
  logger: Pick<Logger, "warn"> | undefined,
): Promise<DocumentSandbox> {
  try {
    return createDocumentSandbox({ idleWorkers: threads, entry: await compileWorkerModule(SANDBOX_WORKER) });
  } catch (error) {
    logger?.warn({ err: error }, "could not bundle the document worker; its threads will load through tsx");
    return createDocumentSandbox({ idleWorkers: threads });
  }
}

/** One thread's first documents: loads pdf.js and runs both built-in readers once. */
async function warmThread(sandbox: DocumentSandbox, step: "text" | "resume" | "training"): Promise<void> {
  if (step === "text") await sandbox.extractText(warmUpResumePdf(), UPLOAD_EXTENSION_MIME_TYPES.pdf);
  else if (step === "resume") await sandbox.extractResume(WARM_UP_RESUME_TEXT);
  else await sandbox.readTraining(WARM_UP_CERTIFICATE_TEXT);
}

const WARM_UP_STEPS = ["text", "resume", "training"] as const;

/**
 * Warms every thread the runner will use, all at once: each step runs on all threads together, so each
 * idle thread takes one request. Warming a thread while documents run would take the warm thread from
 * them (a request takes an idle thread first), so the runner waits for all of it (decision 0061).
 */
async function warmThreads(sandbox: Promise<DocumentSandbox>, threads: number): Promise<void> {
  const ready = await sandbox;
  for (const step of WARM_UP_STEPS) {
    await Promise.all(Array.from({ length: threads }, () => warmThread(ready, step)));
  }
}

/** Threads started by `prepareDocumentWorker`, adopted by the next pipeline of the same size. */
let prepared: { threads: number; sandbox: Promise<DocumentSandbox>; warming: Promise<void> } | null = null;

/**
 * Starts the runner's document threads and their warm-up at once, before the database opens and the
 * app is built (`npm start` and `npm run worker` call it first thing), so a document uploaded as soon
 * as the server listens finds them warm. The processing runner's pipeline adopts them.
 */
export function prepareDocumentWorker(threads: number): void {
  if (prepared || threads <= 0) return;
  const sandbox = compiledSandbox(threads, undefined);
  const warming = warmThreads(sandbox, threads);
  // A failure is met again, and logged, by the runner that adopts them.
  warming.catch(() => {});
  prepared = { threads, sandbox, warming };
}

function adoptPrepared(threads: number) {
  const adopted = prepared?.threads === threads ? prepared : null;
  prepared = null;
  return adopted;
}

/**
 * The real pipeline: text from PDF / DOCX / TXT, then the configured resume extractor. Parsing and the
 * built-in extractor run in sandboxed worker threads; a language model is called from here (it is
 * network I/O, and its input is the already bounded text).
 */
export function createDocumentPipeline(
  config: Config,
  options: DocumentPipelineOptions = {},
): DocumentPipeline {
  const extractor = createResumeExtractor(config);
  const trainingReader = createTrainingReader(config);
  const threads = Math.max(1, options.concurrency ?? 1);
  const adopted = options.sandbox ? null : adoptPrepared(threads);
  const sandbox = options.sandbox
    ? Promise.resolve(options.sandbox)
    : (adopted?.sandbox ?? compiledSandbox(threads, options.logger));
  let warming = adopted?.warming;
  return {
    async extractText(bytes, mimeType, signal) {
      return (await (await sandbox).extractText(bytes, mimeType, signal)).text;
    },
    async extractResume(text, prompt, signal) {
      if (extractor.provider === "builtin") return (await sandbox).extractResume(text, signal);
      return extractor.extractResume(text, prompt, signal);
    },
    async readTraining(text, prompt, signal) {
      if (trainingReader.provider === "builtin") return (await sandbox).readTraining(text, signal);
      return trainingReader.readTraining(text, prompt, signal);
    },
    warmUp() {
      warming ??= warmThreads(sandbox, threads);
      return warming;
    },
    async close() {
      await (await sandbox).close();
    },
    describeError(error) {
      if (error instanceof DocumentError) return { message: error.message, retryable: false };
      if (error instanceof ResumeExtractionError) {
        return { message: error.message, retryable: RETRYABLE_EXTRACTION_CODES.has(error.code) };
      }
      return null;
    },
  };
}
