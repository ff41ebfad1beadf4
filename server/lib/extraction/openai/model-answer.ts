// Reading a chat completion that must be JSON of a given zod schema, for every 'openai' reader
// (resumes and training documents): refusals, cut-off, empty, oversized, fenced and invalid answers.

import type OpenAI from "openai";
import type { z } from "zod";
import { ResumeExtractionError } from "../extraction-error";

/** An answer worth one more try (the caller retries once, then reports it). */
export class InvalidAnswer extends Error {}

/** Some servers wrap JSON in a Markdown fence even when asked for JSON only. */
export function unfence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}

export function parseModelAnswer<Schema extends z.ZodType>(
  completion: OpenAI.Chat.Completions.ChatCompletion,
  schema: Schema,
  limits: { refusedMessage: string; schemaName: string; maxCharacters: number },
): z.infer<Schema> {
  const choice = completion.choices?.[0];
  const message = choice?.message;
  if (message?.refusal) {
    throw new ResumeExtractionError("ai_invalid_answer", limits.refusedMessage, {
      cause: new Error(message.refusal),
    });
  }
  if (choice?.finish_reason === "length")
    throw new InvalidAnswer("the answer was cut off (finish_reason length)");
  const content = message?.content;
  if (!content) throw new InvalidAnswer("the answer was empty");
  if (content.length > limits.maxCharacters) throw new InvalidAnswer("the answer is too long");
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch (error) {
    throw new InvalidAnswer(`the answer is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("; ");
    throw new InvalidAnswer(`the answer does not match the ${limits.schemaName} schema: ${issues}`);
  }
  return parsed.data;
}
