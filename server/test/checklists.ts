// Builders of a training program through the administrators' API, for tests that need a few items.

import type { AdminStructure } from "@domain/schemas/checklists";
import { type Client, expectStatus } from "./client";

/** Adds an item at the end of a section; answers its id. */
export async function createItem(
  admin: Client,
  sectionId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const structure = expectStatus<AdminStructure>(
    await admin.post("/api/admin/checklists/items", { sectionId, ...body }),
    200,
  );
  return structure.tabs
    .flatMap((t) => t.sections)
    .find((s) => s.id === sectionId)!
    .items.at(-1)!.id;
}
