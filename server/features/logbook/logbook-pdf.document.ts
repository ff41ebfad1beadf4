// The logbook PDF (docs/product.md §22.5) in the layout inspectors expect of a Part-66 / OJT
// logbook: one row per task, oldest first, with its countersignature in columns of its own (name,
// licence number, date, how it was given), declined and superseded entries shown as such, each page's
// totals under its rows, and the technician's name and certificate at the top of every page. Runs in
// the render thread only (server/heavy-work/pdf-render-worker.ts); the audit packet writes the same
// section with `writeLogbookSection`.

import {
  ataChapterLabel,
  LOGBOOK_ACTIVITY_KIND_LABELS,
  LOGBOOK_STATUS_LABELS,
  SUPERSEDED_LABEL,
} from "@domain/logbook";
import { APP_NAME, NONE, orNone } from "../../lib/pdf/document-words";
import { TextPdf, utcWords } from "../../lib/pdf/text-pdf";
import { hoursWords, type LogbookPdfEntry, LOGBOOK_PDF_WORDS as WORDS } from "./logbook-pdf-words";

export interface LogbookPdfContent {
  technician: { name: string; email: string; certificateNumber: string | null };
  generatedAt: Date;
  /** Every entry of the logbook, oldest first. */
  entries: LogbookPdfEntry[];
}

export async function renderLogbookPdf(content: LogbookPdfContent): Promise<Uint8Array> {
  const { technician } = content;
  const pdf = await TextPdf.create({
    title: `Task logbook of ${technician.name}`,
    author: APP_NAME,
    createdAt: content.generatedAt,
    footer: `${APP_NAME} - task logbook of ${technician.name}`,
    header: `${WORDS.technician} ${technician.name} - ${WORDS.certificate} ${orNone(technician.certificateNumber)}`,
    landscape: true,
  });
  pdf.title(WORDS.title);
  pdf.fields([
    [WORDS.technician, technician.name],
    [WORDS.certificate, orNone(technician.certificateNumber)],
    ["E-mail", technician.email],
    ["Generated on", utcWords(content.generatedAt)],
  ]);
  writeLogbookSection(pdf, content.entries);
  return pdf.toBytes();
}

const FULL_COLUMNS = [
  { header: "Date", share: 0.07 },
  { header: "Aircraft (type, reg.)", share: 0.11 },
  { header: "ATA", share: 0.08 },
  { header: "Task", share: 0.17 },
  { header: "Activity", share: 0.075 },
  { header: "Time", share: 0.04 },
  { header: "Work order", share: 0.065 },
  { header: "Status", share: 0.085 },
  { header: "Supervisor", share: 0.09 },
  { header: "Licence no.", share: 0.075 },
  { header: "Signed on", share: 0.065 },
  { header: "How", share: 0.075 },
];

/** The same facts in fewer, wider columns, for a portrait page (the audit packet). */
const COMPACT_COLUMNS = [
  { header: "Date, work order", share: 0.135 },
  { header: "Aircraft, ATA", share: 0.17 },
  { header: "Task, activity", share: 0.235 },
  { header: "Time", share: 0.06 },
  { header: "Status", share: 0.14 },
  { header: "Countersignature", share: 0.26 },
];

/**
 * The logbook's rows, each page's totals and the logbook's totals: landscape columns for the logbook
 * PDF, `compact` ones for a portrait page (the audit packet's logbook section).
 */
export function writeLogbookSection(
  pdf: TextPdf,
  entries: readonly LogbookPdfEntry[],
  options: { compact?: boolean } = {},
): void {
  pdf.paragraph(WORDS.explanation, { muted: true });
  if (entries.length === 0) {
    pdf.paragraph(WORDS.empty);
    return;
  }
  pdf.table(
    options.compact ? COMPACT_COLUMNS : FULL_COLUMNS,
    entries.map(options.compact ? compactRowOf : rowOf),
    {
      size: 7.5,
      pageTotal: (indexes) =>
        totalsWords(
          WORDS.pageTotals,
          indexes.map((i) => entries[i]),
        ),
    },
  );
  pdf.paragraph(totalsWords(WORDS.totals, entries), { bold: true });
}

function aircraftWords(entry: LogbookPdfEntry): string {
  return [
    [entry.aircraftMake, entry.aircraftModel, entry.aircraftSeries].filter(Boolean).join(" "),
    entry.aircraftRegistration ?? "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The task, its employer and its evidence's file name (docs/product.md §22.5). */
function taskWords(entry: LogbookPdfEntry): string {
  return [
    entry.task,
    entry.employerName ? `(${entry.employerName})` : null,
    entry.evidenceFilename ? `${WORDS.evidence}: ${entry.evidenceFilename}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

function rowOf(entry: LogbookPdfEntry): string[] {
  const signature = entry.countersignature;
  return [
    entry.performedOn,
    aircraftWords(entry),
    ataChapterLabel(entry.ataChapter),
    taskWords(entry),
    LOGBOOK_ACTIVITY_KIND_LABELS[entry.activityKind],
    hoursWords(entry.minutes),
    orNone(entry.workOrder),
    statusWords(entry),
    signature?.name ?? NONE,
    signature ? orNone(signature.licenceNumber) : NONE,
    signature ? signature.decidedAt.slice(0, 10) : NONE,
    signature ? howWords(signature) : NONE,
  ];
}

function compactRowOf(entry: LogbookPdfEntry): string[] {
  const signature = entry.countersignature;
  return [
    entry.workOrder ? `${entry.performedOn}\n${entry.workOrder}` : entry.performedOn,
    `${aircraftWords(entry)}\n${ataChapterLabel(entry.ataChapter)}`,
    `${taskWords(entry)}\n${LOGBOOK_ACTIVITY_KIND_LABELS[entry.activityKind]}`,
    hoursWords(entry.minutes),
    statusWords(entry),
    signature
      ? [
          signature.name,
          `Licence ${orNone(signature.licenceNumber)}`,
          signature.decidedAt.slice(0, 10),
          howWords(signature),
        ].join("\n")
      : NONE,
  ];
}

function statusWords(entry: LogbookPdfEntry): string {
  const status = LOGBOOK_STATUS_LABELS[entry.status];
  const lines = [entry.superseded ? `${SUPERSEDED_LABEL} (${status.toLowerCase()})` : status];
  if (entry.supersedesDate) lines.push(`Correction of the task of ${entry.supersedesDate}`);
  if (entry.countersignature?.remark) lines.push(`Remark: ${entry.countersignature.remark}`);
  return lines.join("\n");
}

function howWords(signature: NonNullable<LogbookPdfEntry["countersignature"]>): string {
  const how = signature.via === "link" ? WORDS.viaLink : WORDS.viaAccount;
  return signature.imported ? `${how} (${WORDS.imported})` : how;
}

/** 'Page totals: 3 tasks, 4:30 hours; countersigned 2 tasks, 3:00 hours'. */
function totalsWords(label: string, entries: readonly (LogbookPdfEntry | undefined)[]): string {
  const all = entries.filter((entry): entry is LogbookPdfEntry => entry !== undefined);
  const signed = all.filter((entry) => entry.status === "countersigned" && !entry.superseded);
  const sum = (list: readonly LogbookPdfEntry[]) => list.reduce((total, entry) => total + entry.minutes, 0);
  return (
    `${label}: ${tasks(all.length)}, ${hoursWords(sum(all))} hours; ` +
    `countersigned ${tasks(signed.length)}, ${hoursWords(sum(signed))} hours`
  );
}

function tasks(count: number): string {
  return count === 1 ? "1 task" : `${count} tasks`;
}
