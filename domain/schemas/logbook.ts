// The task logbook (docs/product.md §22): what a technician enters, what the API answers,
// and what a supervisor sends to countersign or decline.

import { z } from "zod";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "../constants";
import {
  ATA_CHAPTER_NUMBERS,
  COUNTERSIGN_REQUEST_MAX_ENTRIES,
  LOGBOOK_ACTIVITY_KINDS,
  LOGBOOK_EVENT_KINDS,
  LOGBOOK_STATUSES,
} from "../logbook";
import {
  calendarDate,
  emailAddress,
  formDate,
  isStorableText,
  timestamp,
  UNSTORABLE_TEXT_MESSAGE,
} from "./fields";

/** A working day at most; longer work is several entries. */
export const LOGBOOK_MINUTES_MAX = 24 * 60;
/** Far more than a working life of tasks; keeps one account from filling the database. */
export const MAX_LOGBOOK_ENTRIES = 20_000;
export const LOGBOOK_TASK_MAX_LENGTH = 2000;

export const TASK_REQUIRED_MESSAGE = "Describe the task";
export const MINUTES_RANGE_MESSAGE = `Time spent must be 1 to ${LOGBOOK_MINUTES_MAX} minutes`;
export const ATA_CHAPTER_MESSAGE = "Choose an ATA chapter";
export const AIRCRAFT_REQUIRED_MESSAGE = "Enter the aircraft make and model";

/** Text that may be left empty: trimmed, "" stored as null. */
function optional(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .nullable()
    .transform((text) => (text === null || text === "" ? null : text));
}

function required(maxLength: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** POST /api/logbook/entries and PUT /api/logbook/entries/{id} (a draft): the whole entry. */
export const logbookEntryInputSchema = z.strictObject({
  performedOn: formDate("end"),
  /** One of the technician's employment entries, or null when none applies. */
  employmentId: z.uuid().nullable().default(null),
  aircraftMake: required(SHORT_TEXT_MAX_LENGTH, AIRCRAFT_REQUIRED_MESSAGE),
  aircraftModel: required(SHORT_TEXT_MAX_LENGTH, AIRCRAFT_REQUIRED_MESSAGE),
  aircraftSeries: optional(SHORT_TEXT_MAX_LENGTH).default(null),
  /** Registration or serial number; stored upper-case. */
  aircraftRegistration: optional(SHORT_TEXT_MAX_LENGTH)
    .transform((text) => text?.toUpperCase() ?? null)
    .default(null),
  ataChapter: z.enum(ATA_CHAPTER_NUMBERS, { error: ATA_CHAPTER_MESSAGE }),
  task: required(LOGBOOK_TASK_MAX_LENGTH, TASK_REQUIRED_MESSAGE),
  activityKind: z.enum(LOGBOOK_ACTIVITY_KINDS),
  minutes: z
    .int({ error: MINUTES_RANGE_MESSAGE })
    .min(1, MINUTES_RANGE_MESSAGE)
    .max(LOGBOOK_MINUTES_MAX, MINUTES_RANGE_MESSAGE),
  workOrder: optional(SHORT_TEXT_MAX_LENGTH).default(null),
});
export type LogbookEntryInput = z.input<typeof logbookEntryInputSchema>;
export type LogbookEntryValues = z.infer<typeof logbookEntryInputSchema>;

/**
 * POST /api/logbook/entries: the entry, with the key the browser chose when it was typed. A second
 * POST with the same key (a retry after a lost answer) answers the entry the first one made (200),
 * never a second entry.
 */
export const logbookEntryCreateSchema = logbookEntryInputSchema.extend({
  clientKey: z.uuid().optional(),
});
export type LogbookEntryCreateInput = z.input<typeof logbookEntryCreateSchema>;
export type LogbookEntryCreateValues = z.infer<typeof logbookEntryCreateSchema>;

/** PUT /api/logbook/entries/{id}/evidence: one of the owner's training documents, or null to remove it. */
export const logbookEvidenceInputSchema = z.strictObject({ documentId: z.uuid().nullable() });
export type LogbookEvidenceInput = z.infer<typeof logbookEvidenceInputSchema>;

/** The training document attached to an entry as its evidence. */
export const logbookEvidenceSchema = z.object({ id: z.uuid(), filename: z.string() });

export const countersignatureSchema = z.object({
  decision: z.enum(["countersigned", "declined"]),
  name: z.string(),
  licenceNumber: z.string(),
  statement: z.string(),
  remark: z.string().nullable(),
  decidedAt: timestamp,
  /** 'link' for an outside supervisor's e-mailed link, 'account' for a designated supervisor. */
  via: z.enum(["link", "account"]),
  /** The request it came through; null for one recorded elsewhere and brought by a portable import. */
  requestId: z.uuid().nullable(),
  /** When a portable import brought it (docs/product.md §20.4): evidence recorded elsewhere, not given here. */
  importedAt: timestamp.nullable(),
});
export type Countersignature = z.infer<typeof countersignatureSchema>;

export const logbookEntrySchema = z.object({
  id: z.uuid(),
  performedOn: calendarDate(),
  employmentId: z.uuid().nullable(),
  employerName: z.string().nullable(),
  aircraftMake: z.string(),
  aircraftModel: z.string(),
  aircraftSeries: z.string().nullable(),
  aircraftRegistration: z.string().nullable(),
  ataChapter: z.string(),
  task: z.string(),
  activityKind: z.enum(LOGBOOK_ACTIVITY_KINDS),
  minutes: z.int(),
  workOrder: z.string().nullable(),
  status: z.enum(LOGBOOK_STATUSES),
  /** The entry this one corrects. */
  supersedes: z.uuid().nullable(),
  /** The correction that replaced this entry. */
  supersededBy: z.uuid().nullable(),
  countersignature: countersignatureSchema.nullable(),
  /** The owner's training document attached as evidence, downloaded from the owner's uploads. */
  evidence: logbookEvidenceSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

/** GET /api/logbook/entries: filters, each optional. 'superseded' lists the entries a correction replaced. */
export const logbookListQuerySchema = z.strictObject({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** Matched against make, model, series and registration. */
  aircraft: z.string().trim().max(SHORT_TEXT_MAX_LENGTH).optional(),
  ataChapter: z.enum(ATA_CHAPTER_NUMBERS).optional(),
  status: z.enum([...LOGBOOK_STATUSES, "superseded"]).optional(),
  /** From 1; a page after the last answers no entries, with the total. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LogbookListQuery = z.infer<typeof logbookListQuerySchema>;
/** The filters alone (every entry that matches them, not a page). */
export type LogbookFilterValues = Omit<LogbookListQuery, "page">;

/** GET /api/logbook/entries: a page of the entries that match the filters, and how many match. */
export const logbookEntryPageSchema = z.object({
  items: z.array(logbookEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type LogbookEntryPage = z.infer<typeof logbookEntryPageSchema>;

export const logbookEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LOGBOOK_EVENT_KINDS),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: timestamp,
});
export type LogbookEvent = z.infer<typeof logbookEventSchema>;

const entryIds = z
  .array(z.uuid())
  .min(1, "Select at least one entry")
  .max(COUNTERSIGN_REQUEST_MAX_ENTRIES, `At most ${COUNTERSIGN_REQUEST_MAX_ENTRIES} entries at once`);

/** POST /api/logbook/countersign-requests: selected drafts to a supervisor, by e-mail or by account. */
export const countersignRequestInputSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("email"),
    entryIds,
    supervisorName: required(SHORT_TEXT_MAX_LENGTH, "Enter the supervisor's name"),
    supervisorEmail: emailAddress(),
  }),
  z.strictObject({ kind: z.literal("account"), entryIds, supervisorId: z.uuid() }),
]);
export type CountersignRequestInput = z.input<typeof countersignRequestInputSchema>;

export const countersignRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["email", "account"]),
  supervisorName: z.string(),
  supervisorEmail: z.string().nullable(),
  entryIds: z.array(z.uuid()),
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  usedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type CountersignRequest = z.infer<typeof countersignRequestSchema>;

/** A designated supervisor as a technician chooses one: a name, nothing else. */
export const countersignerSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type Countersigner = z.infer<typeof countersignerSchema>;

/** What an outside supervisor sees of an entry: the task, nothing else of the account. */
export const countersignEntrySchema = logbookEntrySchema
  .pick({
    id: true,
    performedOn: true,
    employerName: true,
    aircraftMake: true,
    aircraftModel: true,
    aircraftSeries: true,
    aircraftRegistration: true,
    ataChapter: true,
    task: true,
    activityKind: true,
    minutes: true,
    workOrder: true,
  })
  .extend({
    /**
     * The evidence's file name alone: a supervisor (outside or designated) never gets the file or a link
     * to it (docs/product.md §22.1).
     */
    evidenceFilename: z.string().nullable(),
  });
export type CountersignEntry = z.infer<typeof countersignEntrySchema>;

/** GET /api/countersign/{token}. */
export const countersignPageSchema = z.object({
  technicianName: z.string(),
  supervisorName: z.string(),
  expiresAt: timestamp,
  entries: z.array(countersignEntrySchema),
});
export type CountersignPage = z.infer<typeof countersignPageSchema>;

export const countersignTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

const decisions = z
  .array(
    z.strictObject({
      entryId: z.uuid(),
      decision: z.enum(["countersigned", "declined"]),
      remark: optional(LONG_TEXT_MAX_LENGTH).default(null),
    }),
  )
  .min(1)
  .max(COUNTERSIGN_REQUEST_MAX_ENTRIES);

/** POST /api/countersign/{token}: a decision for every entry of the link, with who decides. */
export const countersignDecisionSchema = z.strictObject({
  name: required(SHORT_TEXT_MAX_LENGTH, "Enter your name"),
  licenceNumber: required(SHORT_TEXT_MAX_LENGTH, "Enter your certificate or licence number"),
  statement: required(LONG_TEXT_MAX_LENGTH, "Enter a statement"),
  decisions,
});
export type CountersignDecisionInput = z.input<typeof countersignDecisionSchema>;

/** POST /api/logbook/queue/decisions: a designated supervisor; the name and licence come from the account. */
export const queueDecisionSchema = z.strictObject({
  statement: required(LONG_TEXT_MAX_LENGTH, "Enter a statement"),
  decisions,
});
export type QueueDecisionInput = z.input<typeof queueDecisionSchema>;

/** GET /api/logbook/queue: submitted entries waiting for this supervisor, with whose they are. */
export const queueEntrySchema = countersignEntrySchema.extend({
  technicianName: z.string(),
  requestId: z.uuid(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** PUT /api/admin/users/{id}/countersigner: 'Can countersign' on Admin → Users. */
export const countersignerDesignationSchema = z.discriminatedUnion("canCountersign", [
  z.strictObject({
    canCountersign: z.literal(true),
    licenceNumber: required(SHORT_TEXT_MAX_LENGTH, "Enter the certificate or licence number"),
  }),
  z.strictObject({ canCountersign: z.literal(false) }),
]);
export type CountersignerDesignationInput = z.input<typeof countersignerDesignationSchema>;
export const countersignerDesignationViewSchema = z.object({
  canCountersign: z.boolean(),
  licenceNumber: z.string().nullable(),
});
export type CountersignerDesignation = z.infer<typeof countersignerDesignationViewSchema>;

/** What the countersignature link's page says when the link cannot be used (410, or 404 when unknown). */
export const COUNTERSIGN_LINK_MESSAGES = {
  notFound: "This countersignature link is not valid. Ask the technician for a new one.",
  used: "This countersignature link has already been used. Each link works once.",
  expired: "This countersignature link has expired. Ask the technician for a new one.",
  revoked: "The technician withdrew this countersignature request.",
} as const;
export const COUNTERSIGN_LINK_ERROR_CODES = {
  notFound: "countersign_link_not_found",
  used: "countersign_link_used",
  expired: "countersign_link_expired",
  revoked: "countersign_link_revoked",
} as const;
export const OWN_ENTRIES_MESSAGE = "Nobody countersigns their own entries.";
