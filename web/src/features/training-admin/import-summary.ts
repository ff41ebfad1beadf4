import type { ImportResult } from "@domain/schemas/checklists";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * '4 tabs, 9 sections and 27 items added' (only the levels that gained something), or null when
 * the import added nothing.
 */
export function importSummary(result: ImportResult): string | null {
  const parts = [
    result.tabsCreated > 0 ? count(result.tabsCreated, "tab", "tabs") : null,
    result.sectionsCreated > 0 ? count(result.sectionsCreated, "section", "sections") : null,
    result.itemsCreated > 0 ? count(result.itemsCreated, "item", "items") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const last = parts.pop();
  return `${parts.length > 0 ? `${parts.join(", ")} and ${last}` : last} added`;
}

export const STARTER_ALREADY_HERE = "Nothing to add: the starter program is already here";
export const FILE_ALREADY_HERE = "Nothing to add: everything in the file is already here";
