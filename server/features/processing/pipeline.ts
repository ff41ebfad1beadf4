import type { Config } from "../../config";
import { createDocumentSandbox, type DocumentSandbox } from "../../lib/document-sandbox/sandbox";
import { DocumentError } from "../../lib/documents/index";
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
  const sandbox = options.sandbox ?? createDocumentSandbox({ idleWorkers: options.concurrency });
  return {
    async extractText(bytes, mimeType, signal) {
      return (await sandbox.extractText(bytes, mimeType, signal)).text;
    },
    extractResume(text, prompt, signal) {
      if (extractor.provider === "builtin") return sandbox.extractResume(text, signal);
      return extractor.extractResume(text, prompt, signal);
    },
    readTraining(text, prompt, signal) {
      if (trainingReader.provider === "builtin") return sandbox.readTraining(text, signal);
      return trainingReader.readTraining(text, prompt, signal);
    },
    warmUp() {
      return sandbox.warmUp();
    },
    close() {
      return sandbox.close();
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
