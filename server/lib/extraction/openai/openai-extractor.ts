// The 'openai' provider: any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM,
// llama.cpp). System prompt = the administrator's prompt, user message = the resume text, the
// answer constrained by a JSON schema and validated with zod. The SDK retries 408/409/429/5xx and
// connection errors with exponential backoff (honouring Retry-After); an answer that is not valid
// data is asked for once more, then fails with a clear message.

import { type ResumeData, resumeDataSchema } from "@domain/schemas/resume-data";
import type OpenAI from "openai";
import { DEFAULT_RESUME_PROMPT } from "../default-prompt";
import { RESUME_EXTRACTION_MESSAGES, ResumeExtractionError } from "../extraction-error";
import type { ResumeExtractor } from "../resume-extractor";
import { lazyOpenAiClient, type OpenAiClientOptions, openAiErrorClasses } from "./client";
import { resumeDataJsonSchema } from "./json-schema";
import { InvalidAnswer, parseModelAnswer } from "./model-answer";

export interface OpenAiExtractorOptions extends OpenAiClientOptions {
  model: string;
  /** Further requests when the answer is not valid ResumeData. */
  invalidAnswerRetries?: number;
}

/** A resume's data is a few KB of JSON; a longer answer is a runaway model, not a resume. */
const MAX_ANSWER_TOKENS = 16_000;
const MAX_ANSWER_CHARACTERS = 200_000;
/** More entries than any real resume has are cut, so a model cannot fill the form with thousands. */
const MAX_ENTRIES = {
  employment: 60,
  experience: 200,
  certifications: 100,
  education: 50,
  skills: 200,
} as const;

function parseAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): ResumeData {
  const data = parseModelAnswer(completion, resumeDataSchema, {
    refusedMessage: RESUME_EXTRACTION_MESSAGES.refused,
    schemaName: "resume",
    maxCharacters: MAX_ANSWER_CHARACTERS,
  });
  data.employment = data.employment.slice(0, MAX_ENTRIES.employment);
  data.certifications = data.certifications.slice(0, MAX_ENTRIES.certifications);
  data.education = data.education.slice(0, MAX_ENTRIES.education);
  data.skills = data.skills.slice(0, MAX_ENTRIES.skills);
  // Experience may only point at employers that exist.
  data.airframe = data.airframe.slice(0, MAX_ENTRIES.experience);
  data.powerplant = data.powerplant.slice(0, MAX_ENTRIES.experience);
  data.avionics = data.avionics.slice(0, MAX_ENTRIES.experience);
  const keys = new Set(data.employment.map((job) => job.key));
  for (const discipline of ["airframe", "powerplant", "avionics"] as const) {
    for (const entry of data[discipline]) {
      entry.employmentKeys = entry.employmentKeys.filter((key) => keys.has(key));
    }
  }
  return data;
}

export function toExtractionError(error: unknown): ResumeExtractionError {
  if (error instanceof ResumeExtractionError) return error;
  const OpenAI = openAiErrorClasses();
  if (!OpenAI) {
    return new ResumeExtractionError("ai_unavailable", RESUME_EXTRACTION_MESSAGES.unavailable, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ResumeExtractionError("ai_timeout", RESUME_EXTRACTION_MESSAGES.timeout, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ResumeExtractionError("ai_unavailable", RESUME_EXTRACTION_MESSAGES.unavailable, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) {
      return new ResumeExtractionError("ai_auth", RESUME_EXTRACTION_MESSAGES.auth, { cause: error });
    }
    if (status === 429) {
      return new ResumeExtractionError("ai_rate_limited", RESUME_EXTRACTION_MESSAGES.rateLimited, {
        cause: error,
      });
    }
    if (status >= 500 || status === 408 || status === 409) {
      return new ResumeExtractionError("ai_unavailable", RESUME_EXTRACTION_MESSAGES.unavailable, {
        cause: error,
      });
    }
    return new ResumeExtractionError("ai_request", `${RESUME_EXTRACTION_MESSAGES.request} (HTTP ${status})`, {
      cause: error,
    });
  }
  return new ResumeExtractionError("ai_unavailable", RESUME_EXTRACTION_MESSAGES.unavailable, {
    cause: error,
  });
}

export function createOpenAiExtractor(options: OpenAiExtractorOptions): ResumeExtractor {
  const client = lazyOpenAiClient(options);
  const attempts = 1 + (options.invalidAnswerRetries ?? 1);
  return {
    provider: "openai",
    async extractResume(text: string, prompt?: string, signal?: AbortSignal): Promise<ResumeData> {
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
                { role: "system", content: prompt?.trim() || DEFAULT_RESUME_PROMPT },
                { role: "user", content: text },
              ],
              response_format: {
                type: "json_schema",
                json_schema: { name: "resume_data", strict: true, schema: resumeDataJsonSchema() },
              },
            },
            // The task's signal: a task that is cancelled or out of time stops waiting for the model.
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
      throw new ResumeExtractionError("ai_invalid_answer", RESUME_EXTRACTION_MESSAGES.invalidAnswer, {
        cause: lastProblem,
      });
    },
  };
}
