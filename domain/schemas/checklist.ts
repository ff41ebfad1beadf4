// The training checklist screen (docs/product.md §3.4). Not populated yet: the screen renders these
// shapes from empty data and makes no calls.

import { z } from "zod";

export const checklistItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  completed: z.boolean(),
});
export type ChecklistItemView = z.infer<typeof checklistItemViewSchema>;

export const checklistSectionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  completedItems: z.int().min(0),
  totalItems: z.int().min(0),
  items: z.array(checklistItemViewSchema),
});
export type ChecklistSectionView = z.infer<typeof checklistSectionViewSchema>;

export const checklistViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(checklistSectionViewSchema),
});
export type ChecklistView = z.infer<typeof checklistViewSchema>;
