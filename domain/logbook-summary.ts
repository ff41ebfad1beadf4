// What the task logbook feeds (docs/product.md §22.4; docs/decisions/0078): the summaries per ATA
// chapter, aircraft and kind of activity, the chapters countersigned tasks cover, and the evidence
// an eligibility rule's periods have in the logbook. One function each, for every screen and the API.

import type { CalendarDate } from "./calendar-date";
import {
  ATA_CHAPTERS,
  type AtaChapter,
  ataChapterLabel,
  LOGBOOK_ACTIVITY_KIND_LABELS,
  LOGBOOK_ACTIVITY_KINDS,
  type LogbookActivityKind,
  type LogbookStatus,
} from "./logbook";

/** What the summaries read of an entry. */
export interface SummarizedEntry {
  id: string;
  performedOn: CalendarDate;
  aircraftMake: string;
  aircraftModel: string;
  ataChapter: string;
  activityKind: LogbookActivityKind;
  minutes: number;
  status: LogbookStatus;
  /** The correction that replaced it; a superseded entry counts no more (its correction does). */
  supersededBy: string | null;
}

/** Tasks and minutes of one group, all and countersigned. */
export interface SummaryFigures {
  tasks: number;
  minutes: number;
  countersignedTasks: number;
  countersignedMinutes: number;
}

export interface SummaryRow extends SummaryFigures {
  /** The chapter number, the aircraft ('Cessna 172', as first written) or the kind. */
  key: string;
  label: string;
}

export interface LogbookSummary {
  totals: SummaryFigures;
  /** Chapters with at least one task, in chapter order. */
  byChapter: SummaryRow[];
  /** Each aircraft type (make and model, compared without case), most tasks first. */
  byAircraft: SummaryRow[];
  /** Every kind of activity, in the logbook's order, also those without tasks. */
  byActivityKind: SummaryRow[];
  /** The coverage view: every chapter of the list with no countersigned task. */
  chaptersWithoutCountersignedTask: { chapter: AtaChapter; label: string }[];
}

const empty = (): SummaryFigures => ({
  tasks: 0,
  minutes: 0,
  countersignedTasks: 0,
  countersignedMinutes: 0,
});

/**
 * Entries taken together by what the summaries count them by: a chapter, an aircraft as written
 * (make and model, each trimmed), a kind, countersigned or not. One entry is a group of one task; a
 * team's logbooks are counted in groups the database makes (GROUP BY), so the same function gives the
 * figures whether it reads entries or groups.
 */
export interface SummaryGroup {
  ataChapter: string;
  aircraft: string;
  activityKind: LogbookActivityKind;
  countersigned: boolean;
  tasks: number;
  minutes: number;
}

function add(figures: SummaryFigures, group: SummaryGroup): void {
  figures.tasks += group.tasks;
  figures.minutes += group.minutes;
  if (group.countersigned) {
    figures.countersignedTasks += group.tasks;
    figures.countersignedMinutes += group.minutes;
  }
}

/** An entry the summaries count: every entry but one a correction replaced. */
export function countsInSummary(entry: Pick<SummarizedEntry, "supersededBy">): boolean {
  return entry.supersededBy === null;
}

/** A task that counts as evidence: countersigned and not replaced by a correction. */
export function isCountersignedTask(entry: Pick<SummarizedEntry, "status" | "supersededBy">): boolean {
  return entry.status === "countersigned" && entry.supersededBy === null;
}

/** The aircraft an entry is counted under: make and model as written, each trimmed. */
export function aircraftOf(entry: Pick<SummarizedEntry, "aircraftMake" | "aircraftModel">): string {
  return `${entry.aircraftMake.trim()} ${entry.aircraftModel.trim()}`;
}

/** An entry as a group of one (it must count: see `countsInSummary`). */
export function summaryGroupOf(entry: SummarizedEntry): SummaryGroup {
  return {
    ataChapter: entry.ataChapter,
    aircraft: aircraftOf(entry),
    activityKind: entry.activityKind,
    countersigned: entry.status === "countersigned",
    tasks: 1,
    minutes: entry.minutes,
  };
}

/** The summaries of one logbook, or of a team's logbooks taken together. */
export function summarizeLogbook(entries: readonly SummarizedEntry[]): LogbookSummary {
  return summarizeLogbookGroups(entries.filter(countsInSummary).map(summaryGroupOf));
}

/**
 * The summaries from groups of counted entries (superseded ones left out by whoever grouped them).
 * An aircraft written in two cases is one row, labelled as its first group writes it.
 */
export function summarizeLogbookGroups(groups: readonly SummaryGroup[]): LogbookSummary {
  const totals = empty();
  const chapters = new Map<string, SummaryFigures>();
  const aircraft = new Map<string, SummaryRow>();
  const kinds = new Map<LogbookActivityKind, SummaryFigures>(
    LOGBOOK_ACTIVITY_KINDS.map((kind) => [kind, empty()]),
  );
  for (const group of groups) {
    add(totals, group);
    const chapter = chapters.get(group.ataChapter) ?? empty();
    chapters.set(group.ataChapter, chapter);
    add(chapter, group);
    const key = group.aircraft.toLocaleLowerCase("en");
    const type = aircraft.get(key) ?? { key: group.aircraft, label: group.aircraft, ...empty() };
    aircraft.set(key, type);
    add(type, group);
    const kind = kinds.get(group.activityKind);
    if (kind) add(kind, group);
  }
  const byChapter = [...chapters.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([chapter, figures]) => ({ key: chapter, label: ataChapterLabel(chapter), ...figures }));
  const byAircraft = [...aircraft.values()].sort(
    (a, b) => b.tasks - a.tasks || a.label.localeCompare(b.label, "en"),
  );
  const byActivityKind = LOGBOOK_ACTIVITY_KINDS.map((kind) => ({
    key: kind,
    label: LOGBOOK_ACTIVITY_KIND_LABELS[kind],
    ...(kinds.get(kind) ?? empty()),
  }));
  const covered = new Set(byChapter.filter((row) => row.countersignedTasks > 0).map((row) => row.key));
  const chaptersWithoutCountersignedTask = ATA_CHAPTERS.filter((c) => !covered.has(c.chapter)).map((c) => ({
    chapter: c.chapter,
    label: ataChapterLabel(c.chapter),
  }));
  return { totals, byChapter, byAircraft, byActivityKind, chaptersWithoutCountersignedTask };
}

/** The chapters countersigned tasks cover, with how many: the summary's rows that have any. */
export function countersignedCoverage(
  summary: LogbookSummary,
): { chapter: string; label: string; tasks: number }[] {
  return summary.byChapter
    .filter((row) => row.countersignedTasks > 0)
    .map((row) => ({ chapter: row.key, label: row.label, tasks: row.countersignedTasks }));
}

/** At most this many tasks are listed beside a requirement; the count says how many there are. */
export const EVIDENCE_LISTED_TASKS = 5;

export interface EvidenceTask {
  id: string;
  performedOn: CalendarDate;
  ataChapter: string;
  aircraft: string;
  task: string;
}

export interface RequirementEvidence {
  /** Countersigned tasks performed within the periods the requirement counted. */
  countersignedTasks: number;
  /** The newest of them, at most EVIDENCE_LISTED_TASKS. */
  tasks: EvidenceTask[];
}

/**
 * The logbook's evidence for one requirement (docs/product.md §22.4): the countersigned tasks performed
 * within its counted periods (cut to its window when it has one). Evidence, never a rule: the figure
 * and status stay the work history's.
 */
export function requirementEvidence(
  spans: {
    periods: readonly { from: CalendarDate; to: CalendarDate }[];
    window: { from: CalendarDate; to: CalendarDate } | null;
  },
  entries: readonly (SummarizedEntry & { task: string })[],
): RequirementEvidence {
  const within = (day: CalendarDate) =>
    spans.periods.some((period) => period.from <= day && day <= period.to) &&
    (spans.window === null || (spans.window.from <= day && day <= spans.window.to));
  const tasks = entries
    .filter((entry) => isCountersignedTask(entry) && within(entry.performedOn))
    .sort((a, b) => b.performedOn.localeCompare(a.performedOn) || a.id.localeCompare(b.id));
  return {
    countersignedTasks: tasks.length,
    tasks: tasks.slice(0, EVIDENCE_LISTED_TASKS).map((entry) => ({
      id: entry.id,
      performedOn: entry.performedOn,
      ataChapter: entry.ataChapter,
      aircraft: `${entry.aircraftMake} ${entry.aircraftModel}`,
      task: entry.task,
    })),
  };
}

/** Minutes as hours with one decimal, as the summaries show them: 90 → '1.5'. */
export function hoursOf(minutes: number): string {
  return (Math.round(minutes / 6) / 10).toFixed(1);
}
