import type { PromptType } from "@domain/enums";
import type { AiPrompt, AiProviderInfo } from "@domain/schemas/admin";
import type { AiPrompt as AiPromptRow } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
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
    defaultContent: DEFAULT_PROMPTS[row.promptType],
  };
}

/** The provider that reads documents (AI_PROVIDER); only the LLM one is given the prompts. */
export function getAiProviderInfo(ctx: Pick<ServiceContext, "config">): AiProviderInfo {
  const provider = ctx.config.AI_PROVIDER;
  return {
    provider,
    model: provider === "openai" ? (ctx.config.AI_MODEL ?? null) : null,
    usesPrompts: provider === "openai",
  };
}

export function seedDefaultPrompts(ctx: Pick<ServiceContext, "db">): Promise<void> {
  return insertMissingPrompts(ctx.db, DEFAULT_PROMPTS);
}

/** Both prompts; the defaults are seeded at start and, should a row be missing, here. */
export async function getPrompts(ctx: ServiceContext): Promise<AiPrompt[]> {
  await insertMissingPrompts(ctx.db, DEFAULT_PROMPTS);
  return (await listPrompts(ctx.db)).map(toPromptView);
}

/** The instructions the LLM provider gets for a document type: the administrator's, or the default. */
export async function getActivePromptContent(
  ctx: Pick<ServiceContext, "db">,
  promptType: PromptType,
): Promise<string> {
  const row = await findPrompt(ctx.db, promptType);
  return row?.isActive ? row.promptContent : DEFAULT_PROMPTS[promptType];
}

export async function updatePrompt(
  ctx: ServiceContext,
  editor: Pick<SessionUser, "id">,
  input: { promptType: PromptType; promptContent: string },
): Promise<AiPrompt> {
  await insertMissingPrompts(ctx.db, DEFAULT_PROMPTS);
  const row = await updatePromptContent(
    ctx.db,
    input.promptType,
    input.promptContent,
    editor.id,
    ctx.clock(),
  );
  if (!row) throw notFound("That prompt does not exist.");
  return toPromptView(row);
}
