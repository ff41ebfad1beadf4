// The bounds one document may use: pages, characters and time.

import { DOCUMENT_ERROR_MESSAGES, DocumentError } from "./document-error";

export interface ExtractionBudget {
  maxPages: number;
  maxCharacters: number;
  /** Throws the timeout error once the deadline has passed; called between steps of long work. */
  check(): void;
}

export function createBudget(limits: {
  maxPages: number;
  maxCharacters: number;
  timeoutMs: number;
}): ExtractionBudget {
  const deadline = performance.now() + limits.timeoutMs;
  return {
    maxPages: limits.maxPages,
    maxCharacters: limits.maxCharacters,
    check() {
      if (performance.now() > deadline) throw new DocumentError("timeout", DOCUMENT_ERROR_MESSAGES.timeout);
    },
  };
}
