import type { PromptType } from "@domain/enums";
import type { AiPrompt } from "@domain/schemas/admin";
import type { Database } from "../../db/client";
import type { AiPrompt as AiPromptRow } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { DEFAULT_PROMPTS } from "./default-prompts";
import { findPrompt, insertMissingPrompts, listPrompts, updatePromptContent } from "./prompts.repo";

export function toPromptView(row: AiPromptRow): AiPrompt {
  return {
    id: row.id,
    promptType: row.promptType,
    promptContent: row.promptContent,
    isActive: row.isActive,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function seedDefaultPrompts(db: Database): Promise<void> {
  return insertMissingPrompts(db, DEFAULT_PROMPTS);
}

/** Both prompts; the defaults are seeded at start and, should a row be missing, here. */
export async function getPrompts(db: Database): Promise<AiPrompt[]> {
  await insertMissingPrompts(db, DEFAULT_PROMPTS);
  return (await listPrompts(db)).map(toPromptView);
}

/** The instructions the LLM provider gets for a document type: the administrator's, or the default. */
export async function getActivePromptContent(db: Database, promptType: PromptType): Promise<string> {
  const row = await findPrompt(db, promptType);
  return row?.isActive ? row.promptContent : DEFAULT_PROMPTS[promptType];
}

export async function updatePrompt(
  db: Database,
  promptType: PromptType,
  promptContent: string,
  editorId: string,
  now: Date,
): Promise<AiPrompt> {
  await insertMissingPrompts(db, DEFAULT_PROMPTS);
  const row = await updatePromptContent(db, promptType, promptContent, editorId, now);
  if (!row) throw notFound("That prompt does not exist.");
  return toPromptView(row);
}
