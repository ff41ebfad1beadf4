import type { ChecklistView } from "@domain/schemas/checklist";

/** Whole percent of all items of all checklists that are completed; 0 without items. */
export function overallProgress(checklists: readonly ChecklistView[]): number {
  const sections = checklists.flatMap((checklist) => checklist.sections);
  const total = sections.reduce((sum, section) => sum + section.totalItems, 0);
  const completed = sections.reduce((sum, section) => sum + section.completedItems, 0);
  if (total === 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}
