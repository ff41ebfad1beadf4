// The audit packet's pages, in the order an inspector reads them (docs/product.md §17.5): the cover
// block, the work history form, the training record by tab and section, the record's change history.
// Words come from domain/ (status labels, event words, durations); dates are ISO, instants UTC.

import { AUDIT_PACKET_EVENTS_PER_ITEM } from "@domain/constants";
import type { ChecklistEvents, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { changeLines, eventKindWords } from "@domain/training-event-words";
import { TRAINING_STATUS_LABELS } from "@domain/training-status";
import { APP_NAME, NONE, orNone as text } from "../../lib/pdf/document-words";
import { TextPdf, utcWords } from "../../lib/pdf/text-pdf";
import { writeWorkHistorySections } from "../documents/work-history-sections";
import { writeLogbookSection } from "../logbook/logbook-pdf.document";
import type { LogbookPdfEntry } from "../logbook/logbook-pdf-words";
import type { WorkHistoryRecord } from "../work-history/work-history.service";

export interface AuditPacketContent {
  technician: { fullName: string; email: string };
  generatedAt: Date;
  workHistory: WorkHistoryRecord | null;
  training: TrainingRecord;
  events: ChecklistEvents["events"];
  /** The evidence files and people the events name by id. */
  eventNames: ChecklistEvents["names"];
  /** Items whose older changes are not printed: how many, from when to when. */
  omittedEvents: { itemName: string; count: number; from: string; to: string }[];
  /** The task logbook (docs/product.md §22.5), oldest first; null for an archived record (not kept). */
  logbook: LogbookPdfEntry[] | null;
}

export async function renderAuditPacket(content: AuditPacketContent): Promise<Uint8Array> {
  const { technician } = content;
  const pdf = await TextPdf.create({
    title: `Training and work history record of ${technician.fullName}`,
    author: APP_NAME,
    createdAt: content.generatedAt,
    footer: `${APP_NAME} - record of ${technician.fullName}`,
  });
  writeCover(pdf, content);
  writeWorkHistory(pdf, content.workHistory);
  writeTrainingRecord(pdf, content.training);
  writeChangeHistory(pdf, content);
  if (content.logbook) {
    pdf.heading("4. Task logbook");
    writeLogbookSection(pdf, content.logbook, { compact: true });
  }
  return pdf.toBytes();
}

function writeCover(pdf: TextPdf, { technician, generatedAt }: AuditPacketContent): void {
  pdf.title("Training and work history record");
  pdf.fields([
    ["Technician", technician.fullName],
    ["E-mail", technician.email],
    ["Training center", APP_NAME],
    ["Generated on", utcWords(generatedAt)],
  ]);
  pdf.paragraph(
    `This document is generated from the records in ${APP_NAME} at the time above: the technician's work ` +
      "history form (KA-310 / TR-1005), every item of their training record with its status, and every " +
      "recorded change of that record.",
    { muted: true },
  );
}

// --- Work history ----------------------------------------------------------------------------------

function writeWorkHistory(pdf: TextPdf, record: WorkHistoryRecord | null): void {
  pdf.heading("1. Work history (KA-310 / TR-1005)");
  if (!record) {
    pdf.paragraph("No work history form yet.");
    return;
  }
  writeWorkHistorySections(pdf, record);
}

// --- Training record -------------------------------------------------------------------------------

function signOffWords(item: TrainingItemView): string {
  const completion = item.completion;
  if (completion?.signedOffAt)
    return `${completion.signedOffByName ?? "someone no longer here"}\n${utcWords(completion.signedOffAt)}`;
  return item.requiresSignOff ? "Not signed off" : "Not required";
}

function notesWords(item: TrainingItemView): string {
  const completion = item.completion;
  const parts = [completion?.notes?.trim() ?? ""];
  if (completion?.returnedReason) parts.push(`Returned: ${completion.returnedReason}`);
  return parts.filter(Boolean).join("\n") || NONE;
}

function writeTrainingRecord(pdf: TextPdf, training: TrainingRecord): void {
  pdf.heading("2. Training record");
  if (training.tabs.length === 0) {
    pdf.paragraph("No training program yet.");
    return;
  }
  const { progress } = training;
  pdf.paragraph(`${progress.current} of ${progress.total} items current (${progress.percent} %).`);
  for (const tab of training.tabs) {
    pdf.subheading(tab.name);
    for (const section of tab.sections) {
      pdf.paragraph(`${section.name} (${section.completedItems} of ${section.totalItems} current)`, {
        bold: true,
      });
      if (section.items.length === 0) {
        pdf.paragraph("No items.", { muted: true });
        continue;
      }
      pdf.table(
        [
          { header: "Item", share: 0.2 },
          { header: "Status", share: 0.14 },
          { header: "Completed", share: 0.105 },
          { header: "Expires", share: 0.105 },
          { header: "Signed off", share: 0.19 },
          { header: "Evidence", share: 0.13 },
          { header: "Notes", share: 0.13 },
        ],
        section.items.map((item) => [
          item.ataChapter ? `${item.name} (ATA ${item.ataChapter})` : item.name,
          TRAINING_STATUS_LABELS[item.status],
          text(item.completion?.completedOn),
          text(item.completion?.expiresOn),
          signOffWords(item),
          text(item.completion?.evidence?.filename),
          notesWords(item),
        ]),
      );
    }
  }
}

// --- Change history --------------------------------------------------------------------------------

function writeChangeHistory(
  pdf: TextPdf,
  { events, eventNames, omittedEvents: omitted }: AuditPacketContent,
): void {
  pdf.heading("3. Change history of the training record");
  if (events.length === 0) {
    pdf.paragraph("No changes recorded yet.");
    return;
  }
  pdf.paragraph(`${events.length} recorded changes, oldest first.`, { muted: true });
  if (omitted.length > 0) {
    pdf.paragraph(
      `For each item, the newest ${AUDIT_PACKET_EVENTS_PER_ITEM} changes are listed. Older changes are kept in the record and are not printed here:`,
      { muted: true },
    );
    for (const item of omitted)
      pdf.paragraph(
        `${item.itemName}: ${item.count} older changes, ${utcWords(item.from)} to ${utcWords(item.to)}.`,
        { muted: true },
      );
  }
  pdf.table(
    [
      { header: "When (UTC)", share: 0.15 },
      { header: "Who", share: 0.15 },
      { header: "Item", share: 0.19 },
      { header: "What", share: 0.13 },
      { header: "Before -> after", share: 0.38 },
    ],
    events.map((event) => [
      utcWords(event.at).replace(" UTC", ""),
      event.actorName ?? "someone no longer here",
      event.itemName,
      eventKindWords(event.kind),
      changeLines(event.before, event.after, utcWords, eventNames).join("\n") || NONE,
    ]),
  );
}
