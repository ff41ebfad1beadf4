// What the logbook feeds (docs/product.md §22.4): the summaries' answers.

import { z } from "zod";
import { ATA_CHAPTER_NUMBERS } from "../logbook";

const figures = {
  tasks: z.int().min(0),
  minutes: z.int().min(0),
  countersignedTasks: z.int().min(0),
  countersignedMinutes: z.int().min(0),
};
const summaryRowSchema = z.object({ key: z.string(), label: z.string(), ...figures });

/** GET /api/logbook/summary (one's own), GET /api/admin/users/{id}/logbook/summary (a member). */
export const logbookSummarySchema = z.object({
  totals: z.object(figures),
  byChapter: z.array(summaryRowSchema),
  byAircraft: z.array(summaryRowSchema),
  byActivityKind: z.array(summaryRowSchema),
  chaptersWithoutCountersignedTask: z.array(
    z.object({ chapter: z.enum(ATA_CHAPTER_NUMBERS), label: z.string() }),
  ),
});
export type LogbookSummaryView = z.infer<typeof logbookSummarySchema>;

/** GET /api/admin/logbook/summary: the team's logbooks taken together, and each member's totals. */
export const teamLogbookSummarySchema = logbookSummarySchema.extend({
  members: z.array(
    z.object({ userId: z.uuid(), fullName: z.string(), ...figures, chaptersCovered: z.int().min(0) }),
  ),
});
export type TeamLogbookSummary = z.infer<typeof teamLogbookSummarySchema>;
