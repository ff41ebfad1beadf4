import { z } from "zod";
import { countersignerDesignationViewSchema } from "./logbook";

// The history of a countersigner designation (docs/product.md §22.2): each change (set, licence number
// changed, removed) with who, when, before and after, shown on the member page.

export const COUNTERSIGNER_EVENT_KINDS = ["designated", "licence_changed", "removed"] as const;
export type CountersignerEventKind = (typeof COUNTERSIGNER_EVENT_KINDS)[number];

export const COUNTERSIGNER_EVENT_LABELS: Record<CountersignerEventKind, string> = {
  designated: "Designated",
  licence_changed: "Licence number changed",
  removed: "Designation removed",
};

const designationValues = z.object({ licenceNumber: z.string() }).nullable();

export const countersignerEventSchema = z.object({
  kind: z.enum(COUNTERSIGNER_EVENT_KINDS),
  at: z.iso.datetime(),
  actorName: z.string().nullable(),
  before: designationValues,
  after: designationValues,
  /** On a removal: the countersignature requests it withdrew from the supervisor's queue. */
  withdrawnRequests: z.int().min(0).nullable(),
});
export type CountersignerEvent = z.infer<typeof countersignerEventSchema>;

/** GET / PUT /api/admin/users/{id}/countersigner: the designation and its history, oldest first. */
export const countersignerDesignationHistorySchema = countersignerDesignationViewSchema.extend({
  events: z.array(countersignerEventSchema),
});
export type CountersignerDesignationHistory = z.infer<typeof countersignerDesignationHistorySchema>;
