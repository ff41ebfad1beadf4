import type { PromptType } from "@domain/enums";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aiPrompts } from "../../db/schema/index";

export function listPrompts(db: Database) {
  return db.select().from(aiPrompts).orderBy(aiPrompts.promptType);
}

export async function findPrompt(db: Database, promptType: PromptType) {
  const [row] = await db.select().from(aiPrompts).where(eq(aiPrompts.promptType, promptType)).limit(1);
  return row ?? null;
}

/** Inserts the defaults that are missing; an administrator's edits are never overwritten. */
export async function insertMissingPrompts(db: Database, defaults: Record<PromptType, string>) {
  const rows = Object.entries(defaults).map(([promptType, promptContent]) => ({
    promptType: promptType as PromptType,
    promptContent,
  }));
  await db.insert(aiPrompts).values(rows).onConflictDoNothing({ target: aiPrompts.promptType });
}

export async function updatePromptContent(
  db: Database,
  promptType: PromptType,
  promptContent: string,
  editorId: string,
  now: Date,
) {
  const [row] = await db
    .update(aiPrompts)
    .set({ promptContent, createdBy: editorId, updatedAt: now })
    .where(eq(aiPrompts.promptType, promptType))
    .returning();
  return row ?? null;
}
