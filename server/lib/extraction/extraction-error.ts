// Why a resume could not be turned into data, in words the uploader (or the administrator) can act
// on. The job runner stores the message as the task's errorMessage.

export type ResumeExtractionErrorCode =
  | "ai_unavailable"
  | "ai_rate_limited"
  | "ai_auth"
  | "ai_request"
  | "ai_timeout"
  | "ai_invalid_answer"
  | "ai_not_configured";

export const RESUME_EXTRACTION_MESSAGES = {
  unavailable: "The AI service could not be reached. Try processing the document again later.",
  rateLimited: "The AI service is busy right now. Try processing the document again in a few minutes.",
  auth: "The AI service refused the configured credentials. An administrator must check AI_API_KEY.",
  request: "The AI service rejected the request.",
  timeout: "The AI service took too long to answer. Try processing the document again later.",
  invalidAnswer:
    "The AI service did not return valid resume data, even after a retry. Try again, or ask an administrator to check the AI model and prompt.",
  refused: "The AI service declined to process this resume.",
  invalidTrainingAnswer:
    "The AI service did not return valid training document data, even after a retry. Try again, or ask an administrator to check the AI model and prompt.",
  refusedTraining: "The AI service declined to process this training document.",
  notConfigured: "The AI provider is not configured: AI_MODEL is required when AI_PROVIDER=openai.",
} as const;

export class ResumeExtractionError extends Error {
  constructor(
    readonly code: ResumeExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ResumeExtractionError";
  }
}
