// The task logbook (docs/product.md §22): the ATA chapters a task is filed under, the
// kinds of activity of the Part-66 logbook practice, and the status rule of an entry.

/**
 * The aircraft chapters of the ATA iSpec 2200 numbering (formerly ATA 100), as a task is filed in a
 * Part-66 logbook: two digits and the chapter's title.
 */
export const ATA_CHAPTERS = [
  { chapter: "05", title: "Time limits / maintenance checks" },
  { chapter: "06", title: "Dimensions and areas" },
  { chapter: "07", title: "Lifting and shoring" },
  { chapter: "08", title: "Leveling and weighing" },
  { chapter: "09", title: "Towing and taxiing" },
  { chapter: "10", title: "Parking, mooring, storage and return to service" },
  { chapter: "11", title: "Placards and markings" },
  { chapter: "12", title: "Servicing" },
  { chapter: "18", title: "Vibration and noise analysis" },
  { chapter: "20", title: "Standard practices - airframe" },
  { chapter: "21", title: "Air conditioning" },
  { chapter: "22", title: "Auto flight" },
  { chapter: "23", title: "Communications" },
  { chapter: "24", title: "Electrical power" },
  { chapter: "25", title: "Equipment / furnishings" },
  { chapter: "26", title: "Fire protection" },
  { chapter: "27", title: "Flight controls" },
  { chapter: "28", title: "Fuel" },
  { chapter: "29", title: "Hydraulic power" },
  { chapter: "30", title: "Ice and rain protection" },
  { chapter: "31", title: "Indicating / recording systems" },
  { chapter: "32", title: "Landing gear" },
  { chapter: "33", title: "Lights" },
  { chapter: "34", title: "Navigation" },
  { chapter: "35", title: "Oxygen" },
  { chapter: "36", title: "Pneumatic" },
  { chapter: "37", title: "Vacuum" },
  { chapter: "38", title: "Water / waste" },
  { chapter: "41", title: "Water ballast" },
  { chapter: "42", title: "Integrated modular avionics" },
  { chapter: "44", title: "Cabin systems" },
  { chapter: "45", title: "Onboard maintenance systems" },
  { chapter: "46", title: "Information systems" },
  { chapter: "47", title: "Inert gas system" },
  { chapter: "49", title: "Airborne auxiliary power" },
  { chapter: "50", title: "Cargo and accessory compartments" },
  { chapter: "51", title: "Standard practices and structures - general" },
  { chapter: "52", title: "Doors" },
  { chapter: "53", title: "Fuselage" },
  { chapter: "54", title: "Nacelles / pylons" },
  { chapter: "55", title: "Stabilizers" },
  { chapter: "56", title: "Windows" },
  { chapter: "57", title: "Wings" },
  { chapter: "60", title: "Standard practices - propeller / rotor" },
  { chapter: "61", title: "Propellers / propulsors" },
  { chapter: "62", title: "Main rotor(s)" },
  { chapter: "63", title: "Main rotor drive(s)" },
  { chapter: "64", title: "Tail rotor" },
  { chapter: "65", title: "Tail rotor drive" },
  { chapter: "66", title: "Rotor blade and tail pylon folding" },
  { chapter: "67", title: "Rotors flight control" },
  { chapter: "70", title: "Standard practices - engine" },
  { chapter: "71", title: "Power plant" },
  { chapter: "72", title: "Engine" },
  { chapter: "73", title: "Engine fuel and control" },
  { chapter: "74", title: "Ignition" },
  { chapter: "75", title: "Air" },
  { chapter: "76", title: "Engine controls" },
  { chapter: "77", title: "Engine indicating" },
  { chapter: "78", title: "Exhaust" },
  { chapter: "79", title: "Oil" },
  { chapter: "80", title: "Starting" },
  { chapter: "81", title: "Turbines (reciprocating engines)" },
  { chapter: "82", title: "Water injection" },
  { chapter: "83", title: "Accessory gearboxes" },
  { chapter: "84", title: "Propulsion augmentation" },
  { chapter: "85", title: "Reciprocating engine" },
] as const satisfies readonly { chapter: string; title: string }[];

export type AtaChapter = (typeof ATA_CHAPTERS)[number]["chapter"];
export const ATA_CHAPTER_NUMBERS = ATA_CHAPTERS.map((c) => c.chapter) as unknown as readonly [
  AtaChapter,
  ...AtaChapter[],
];

const TITLES = new Map<string, string>(ATA_CHAPTERS.map((c) => [c.chapter, c.title]));

/** 'ATA 32 Landing gear', or the bare number of a chapter not in the list. */
export function ataChapterLabel(chapter: string): string {
  const title = TITLES.get(chapter);
  return title ? `ATA ${chapter} ${title}` : `ATA ${chapter}`;
}

/** The kinds of activity of a Part-66 logbook entry (docs/product.md §22). */
export const LOGBOOK_ACTIVITY_KINDS = [
  "familiarisation",
  "servicing",
  "inspection",
  "removal_installation",
  "troubleshooting",
  "repair",
  "modification",
  "test",
] as const;
export type LogbookActivityKind = (typeof LOGBOOK_ACTIVITY_KINDS)[number];
export const LOGBOOK_ACTIVITY_KIND_LABELS: Record<LogbookActivityKind, string> = {
  familiarisation: "Familiarisation",
  servicing: "Servicing",
  inspection: "Inspection",
  removal_installation: "Removal / installation",
  troubleshooting: "Troubleshooting",
  repair: "Repair",
  modification: "Modification",
  test: "Test",
};

export const LOGBOOK_STATUSES = ["draft", "submitted", "countersigned", "declined"] as const;
export type LogbookStatus = (typeof LOGBOOK_STATUSES)[number];
export const LOGBOOK_STATUS_LABELS: Record<LogbookStatus, string> = {
  draft: "Draft",
  submitted: "Awaiting countersignature",
  countersigned: "Countersigned",
  declined: "Declined",
};
/** Shown instead of the status of an entry a correction replaced (both are kept). */
export const SUPERSEDED_LABEL = "Superseded";

/**
 * What may happen to an entry:
 * - edit / delete: a draft only (its owner); anything else is kept for ever;
 * - submit: a draft, into a countersignature request;
 * - withdraw: a submitted entry whose request was revoked goes back to draft;
 * - countersign / decline: a submitted entry, by the supervisor of its request, never its owner;
 * - correct: a countersigned or declined entry that no correction superseded yet; the correction
 *   is a new draft that names it, and the old entry stays as it was.
 */
export const LOGBOOK_ACTIONS = [
  "edit",
  "delete",
  "submit",
  "withdraw",
  "countersign",
  "decline",
  "correct",
] as const;
export type LogbookAction = (typeof LOGBOOK_ACTIONS)[number];

const TRANSITIONS: Record<LogbookStatus, Partial<Record<LogbookAction, LogbookStatus>>> = {
  draft: { edit: "draft", delete: "draft", submit: "submitted" },
  submitted: { withdraw: "draft", countersign: "countersigned", decline: "declined" },
  countersigned: { correct: "countersigned" },
  declined: { correct: "declined" },
};

/** The status after `action`, or null when the rule refuses it. */
export function logbookTransition(
  entry: { status: LogbookStatus; supersededBy: string | null },
  action: LogbookAction,
): LogbookStatus | null {
  if (action === "correct" && entry.supersededBy !== null) return null;
  return TRANSITIONS[entry.status][action] ?? null;
}

/** A countersigned entry is locked: nothing changes it, a correction supersedes it. */
export function isLockedEntry(status: LogbookStatus): boolean {
  return status !== "draft";
}

export const LOGBOOK_EVENT_KINDS = [
  "created",
  "updated",
  "deleted",
  "submitted",
  "withdrawn",
  "countersigned",
  "declined",
  "superseded",
  /** The entry came in by a portable import (docs/product.md §20.4). */
  "imported",
  /** A training document attached to the entry as its evidence, or removed from it (§22.1). */
  "evidence_attached",
  "evidence_removed",
] as const;
export type LogbookEventKind = (typeof LOGBOOK_EVENT_KINDS)[number];

/** The logbook's list is answered a page at a time (docs/product.md §22.1). */
export const LOGBOOK_PAGE_SIZE = 50;

/** A link for an outside supervisor is good for 14 days, and only once (docs/product.md). */
export const COUNTERSIGN_LINK_DAYS = 14;
/** At most this many entries in one request. */
export const COUNTERSIGN_REQUEST_MAX_ENTRIES = 100;
