import type { Config } from "../../config";
import { DocumentError, extractText, loadPdfEngine } from "../../lib/documents/index";
import { createResumeExtractor, ResumeExtractionError } from "../../lib/extraction/index";
import type { DocumentPipeline } from "./document-task-handler";

/** Errors of the AI service that another attempt may fix; the rest are about the document or the setup. */
const RETRYABLE_EXTRACTION_CODES = new Set([
  "ai_unavailable",
  "ai_rate_limited",
  "ai_timeout",
  "ai_invalid_answer",
]);

/** The real pipeline: text from PDF / DOCX / TXT, then the configured resume extractor. */
export function createDocumentPipeline(config: Config): DocumentPipeline {
  const extractor = createResumeExtractor(config);
  return {
    async extractText(bytes, mimeType) {
      return (await extractText(bytes, mimeType)).text;
    },
    extractResume(text, prompt) {
      return extractor.extractResume(text, prompt);
    },
    async warmUp() {
      await loadPdfEngine();
      // Compiles the built-in extractor's patterns; a language model is never called just to warm up.
      if (extractor.provider === "builtin")
        await extractor.extractResume("Jane Doe\nA&P Mechanic\nBoeing 737-800");
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
