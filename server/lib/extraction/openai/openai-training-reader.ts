// The 'openai' provider for training documents: the administrator's `training` prompt as the system
// prompt, the document's text as the user message, the answer constrained by the JSON schema of
// TrainingDocumentData and validated with the same zod schema the built-in reader's output follows.
// Errors, retries and timeouts behave as for resumes (./openai-extractor.ts).

import { type TrainingDocumentData, trainingDocumentDataSchema } from "@domain/schemas/training-document";
import type OpenAI from "openai";
import { DEFAULT_TRAINING_PROMPT } from "../default-prompt";
import { RESUME_EXTRACTION_MESSAGES, ResumeExtractionError } from "../extraction-error";
import type { TrainingReader } from "../training-reader";
import { lazyOpenAiClient } from "./client";
import { trainingDocumentJsonSchema } from "./json-schema";
import { InvalidAnswer, parseModelAnswer } from "./model-answer";
import { type OpenAiExtractorOptions, toExtractionError } from "./openai-extractor";

/** A certificate's data is a few hundred bytes of JSON; more is a runaway model. */
const MAX_ANSWER_TOKENS = 2_000;
const MAX_ANSWER_CHARACTERS = 20_000;

function parseAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): TrainingDocumentData {
  const data = parseModelAnswer(completion, trainingDocumentDataSchema, {
    refusedMessage: RESUME_EXTRACTION_MESSAGES.refusedTraining,
    schemaName: "training document",
    maxCharacters: MAX_ANSWER_CHARACTERS,
  });
  // The same rule as the built-in reader: an expiry before the completion is a misread.
  if (data.expiryDate && data.completionDate && data.expiryDate < data.completionDate) data.expiryDate = null;
  return data;
}

export function createOpenAiTrainingReader(options: OpenAiExtractorOptions): TrainingReader {
  const client = lazyOpenAiClient(options);
  const attempts = 1 + (options.invalidAnswerRetries ?? 1);
  return {
    provider: "openai",
    async readTraining(text, prompt, signal) {
      let lastProblem: InvalidAnswer | null = null;
      for (let attempt = 0; attempt < attempts; attempt++) {
        let completion: OpenAI.Chat.Completions.ChatCompletion;
        try {
          completion = await (await client()).chat.completions.create(
            {
              model: options.model,
              temperature: 0,
              max_tokens: MAX_ANSWER_TOKENS,
              messages: [
                { role: "system", content: prompt?.trim() || DEFAULT_TRAINING_PROMPT },
                { role: "user", content: text },
              ],
              response_format: {
                type: "json_schema",
                json_schema: {
                  name: "training_document",
                  strict: true,
                  schema: trainingDocumentJsonSchema(),
                },
              },
            },
            { signal },
          );
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          throw toExtractionError(error);
        }
        try {
          return parseAnswer(completion);
        } catch (error) {
          if (!(error instanceof InvalidAnswer)) throw error;
          lastProblem = error;
        }
      }
      throw new ResumeExtractionError("ai_invalid_answer", RESUME_EXTRACTION_MESSAGES.invalidTrainingAnswer, {
        cause: lastProblem,
      });
    },
  };
}
