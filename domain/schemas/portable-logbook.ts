// The task logbook in the portable export (docs/product.md §20.4, §22.5): every entry with its
// countersignature and its events, checked on import by the rules of the Logbook page's form. A
// countersignature in a file is evidence recorded by the installation that wrote it: the import keeps
// it on a locked entry, never as a signature given on this one.

import { z } from "zod";
import { SHORT_TEXT_MAX_LENGTH } from "../constants";
import { LOGBOOK_EVENT_KINDS, LOGBOOK_STATUSES } from "../logbook";
import { isStorableText, timestamp, UNSTORABLE_TEXT_MESSAGE } from "./fields";
import { logbookEntryInputSchema, MAX_LOGBOOK_ENTRIES } from "./logbook";

/** Far more events than an entry gathers (created, submitted, withdrawn a few times, decided, superseded). */
export const PORTABLE_MAX_EVENTS_PER_ENTRY = 50;
const SIGNATURE_TEXT_MAX_LENGTH = 2000;

const signatureText = (max: number) =>
  z.string().trim().max(max).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const portableCountersignatureSchema = z.strictObject({
  decision: z.enum(["countersigned", "declined"]),
  name: z.string().trim().min(1).max(SHORT_TEXT_MAX_LENGTH).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  licenceNumber: signatureText(SHORT_TEXT_MAX_LENGTH),
  statement: signatureText(SIGNATURE_TEXT_MAX_LENGTH),
  remark: signatureText(SIGNATURE_TEXT_MAX_LENGTH).nullable(),
  decidedAt: timestamp,
  /** 'link' for an e-mailed link, 'account' for a designated supervisor's account. */
  via: z.enum(["link", "account"]),
});

/** What an event keeps before and after a change: a flat record of the entry's fields. */
const eventSnapshot = z
  .record(
    z.string().max(100),
    z.union([
      z.string().max(SIGNATURE_TEXT_MAX_LENGTH).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
  )
  .refine((snapshot) => Object.keys(snapshot).length <= 40, "An event records at most 40 fields")
  .nullable();

export const portableLogbookEventSchema = z.strictObject({
  kind: z.enum(LOGBOOK_EVENT_KINDS),
  at: timestamp,
  /** Who acted, for the reader (an account on the installation that wrote the file). */
  actorName: signatureText(SHORT_TEXT_MAX_LENGTH).nullable(),
  before: eventSnapshot,
  after: eventSnapshot,
});

export const portableLogbookEntrySchema = logbookEntryInputSchema
  .omit({ employmentId: true })
  .extend({
    /** The entry's name in the file, so a correction can say which entry it supersedes. */
    ref: z.string().min(1).max(100),
    /** The employer's name as the entry kept it (employment entries get new ids on import). */
    employerName: signatureText(SHORT_TEXT_MAX_LENGTH).nullable(),
    /**
     * The evidence document's file name, for the reader: uploaded documents are not part of the
     * export, so an import attaches none (docs/product.md §20.4). Absent from files written before.
     */
    evidenceFilename: signatureText(SIGNATURE_TEXT_MAX_LENGTH).nullable().default(null),
    status: z.enum(LOGBOOK_STATUSES),
    supersedesRef: z.string().min(1).max(100).nullable(),
    countersignature: portableCountersignatureSchema.nullable(),
    events: z.array(portableLogbookEventSchema).max(PORTABLE_MAX_EVENTS_PER_ENTRY),
  })
  .refine(
    (entry) =>
      entry.status === "countersigned" || entry.status === "declined"
        ? entry.countersignature?.decision === entry.status
        : entry.countersignature === null,
    {
      error: "A countersigned or declined entry has its decision; any other has none",
      path: ["countersignature"],
    },
  );
export type PortableLogbookEntry = z.infer<typeof portableLogbookEntrySchema>;

/** Every entry of the logbook, oldest first; a correction names the entry it supersedes by `ref`. */
export const portableLogbookSchema = z
  .array(portableLogbookEntrySchema)
  .max(MAX_LOGBOOK_ENTRIES)
  .superRefine((entries, context) => {
    const byRef = new Map(entries.map((entry) => [entry.ref, entry]));
    if (byRef.size !== entries.length) {
      context.addIssue({ code: "custom", message: "Each logbook entry has its own ref" });
      return;
    }
    const corrected = new Set<string>();
    entries.forEach((entry, index) => {
      if (entry.supersedesRef === null) return;
      const target = byRef.get(entry.supersedesRef);
      const problem = !target
        ? "A correction must supersede an entry of the file"
        : target.status !== "countersigned" && target.status !== "declined"
          ? "Only a countersigned or declined entry can be superseded"
          : corrected.has(entry.supersedesRef)
            ? "An entry is corrected once"
            : null;
      corrected.add(entry.supersedesRef);
      if (problem) context.addIssue({ code: "custom", message: problem, path: [index, "supersedesRef"] });
    });
  });
