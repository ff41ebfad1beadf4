// The audit packet's pages, in the order an inspector reads them (docs/product.md §17.5): the cover
// block, the work history form, the training record by tab and section, the record's change history.
// Words come from domain/ (status labels, event words, durations); dates are ISO, instants UTC.

import { formatDuration } from "@domain/duration";
import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  EXPERIENCE_FLAG_LABELS,
  EXPERIENCE_FLAGS,
  type ExperienceDiscipline,
  IA_STATUS_LABELS,
  OPERATION_CATEGORY_LABELS,
  PROCESSING_STATUS_LABELS,
} from "@domain/enums";
import type { ChecklistEvents, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { changeLines, eventKindWords } from "@domain/training-event-words";
import { TRAINING_STATUS_LABELS } from "@domain/training-status";
import { TextPdf, utcWords } from "../../lib/pdf/text-pdf";
import type { RecordedExperience, WorkHistoryRecord } from "../work-history/work-history.service";

const APP_NAME = "Hangar Log";
const NONE = "-";

export interface AuditPacketContent {
  technician: { fullName: string; email: string };
  generatedAt: Date;
  workHistory: WorkHistoryRecord | null;
  training: TrainingRecord;
  events: ChecklistEvents["events"];
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : NONE);

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
  writeChangeHistory(pdf, content.events);
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
  const { form } = record;
  pdf.fields([["Form status", PROCESSING_STATUS_LABELS[form.status] ?? form.status]]);

  pdf.subheading("Personal data");
  pdf.fields([
    ["First name", text(form.firstName)],
    ["Last name", text(form.lastName)],
    ["E-mail", text(form.email)],
    ["Role / title", text(form.roleTitle)],
    ["Date of hire", text(form.dateOfHire)],
  ]);

  pdf.subheading("Certificate data");
  pdf.fields([
    ["A&P certificate number", text(form.apCertificateNumber)],
    ["Inspection Authorization", form.iaStatus ? IA_STATUS_LABELS[form.iaStatus] : NONE],
    ["Scope of employment", text(form.employmentScope)],
    ["Additional duties", text(form.additionalDuties)],
  ]);

  writeEmployers(pdf, record);
  for (const discipline of EXPERIENCE_DISCIPLINES) writeExperience(pdf, record, discipline);
  writeCertificationsAndEducation(pdf, record);
}

function periodWords(start: string | null, end: string | null): string {
  if (!start && !end) return NONE;
  return `${start ?? "?"} to ${end ?? "present"}`;
}

function writeEmployers(pdf: TextPdf, record: WorkHistoryRecord): void {
  pdf.subheading("Employers");
  if (record.employment.length === 0) {
    pdf.paragraph("No employers entered.");
  } else {
    pdf.table(
      [
        { header: "Employer", share: 0.22 },
        { header: "Position", share: 0.16 },
        { header: "Operation", share: 0.14 },
        { header: "Period", share: 0.22 },
        { header: "Responsibilities", share: 0.26 },
      ],
      record.employment.map((employer) => [
        [text(employer.companyName), employer.workAddress?.trim() ?? ""].filter(Boolean).join("\n"),
        [text(employer.positionTitle), employer.isFullTime ? "Full time" : ""].filter(Boolean).join("\n"),
        employer.operationCategory ? OPERATION_CATEGORY_LABELS[employer.operationCategory] : NONE,
        periodWords(employer.startDate, employer.endDate),
        text(employer.responsibilities),
      ]),
    );
  }
  pdf.paragraph(
    `Total employment (employers and current employment since the date of hire, overlaps counted once): ${formatDuration(record.totals.employmentMonths)}`,
  );
}

const EQUIPMENT_PREFIX: Record<ExperienceDiscipline, "aircraft" | "powerplant" | "avionics"> = {
  airframe: "aircraft",
  powerplant: "powerplant",
  avionics: "avionics",
};

function equipmentWords(discipline: ExperienceDiscipline, entry: RecordedExperience["entry"]): string {
  const fields = entry as unknown as Record<string, string | null>;
  const prefix = EQUIPMENT_PREFIX[discipline];
  const parts = [fields[`${prefix}Make`], fields[`${prefix}Model`], fields[`${prefix}Series`]];
  const words = parts.map((part) => part?.trim()).filter(Boolean);
  return words.length > 0 ? words.join(" / ") : NONE;
}

function capabilityWords(discipline: ExperienceDiscipline, entry: RecordedExperience["entry"]): string {
  const flags = entry as unknown as Record<string, boolean>;
  const labels = EXPERIENCE_FLAGS[discipline]
    .filter((flag) => flags[flag])
    .map((flag) => EXPERIENCE_FLAG_LABELS[flag]);
  return labels.length > 0 ? labels.join(", ") : NONE;
}

function durationBasisWords(record: WorkHistoryRecord, { entry }: RecordedExperience): string {
  if (entry.useManualDuration) return "entered by hand";
  const names = entry.selectedEmploymentIds.flatMap((id) => {
    const employer = record.employment.find((one) => one.id === id);
    return employer ? [text(employer.companyName)] : [];
  });
  if (entry.includeCurrentEmployment) names.push("current employment");
  return names.length > 0 ? `from ${names.join(", ")}` : "no period selected";
}

function writeExperience(pdf: TextPdf, record: WorkHistoryRecord, discipline: ExperienceDiscipline): void {
  const label = EXPERIENCE_DISCIPLINE_LABELS[discipline];
  const entries = record.experience[discipline];
  pdf.subheading(`${label} experience`);
  if (entries.length === 0) {
    pdf.paragraph(`No ${label.toLowerCase()} experience entered.`);
    return;
  }
  pdf.table(
    [
      { header: "Make / model / series", share: 0.32 },
      { header: "Capabilities", share: 0.3 },
      { header: "Duration", share: 0.38 },
    ],
    entries.map((recorded) => [
      equipmentWords(discipline, recorded.entry),
      capabilityWords(discipline, recorded.entry),
      `${formatDuration(recorded.months)} (${durationBasisWords(record, recorded)})`,
    ]),
  );
  pdf.paragraph(
    `Total ${label.toLowerCase()} experience (overlaps counted once): ${formatDuration(record.totals[discipline])}`,
  );
}

function writeCertificationsAndEducation(pdf: TextPdf, { form }: WorkHistoryRecord): void {
  pdf.subheading("Certifications");
  if (form.certifications.length === 0) pdf.paragraph("No certifications entered.");
  else
    pdf.table(
      [
        { header: "Certification", share: 0.4 },
        { header: "Number", share: 0.24 },
        { header: "Issued", share: 0.18 },
        { header: "Expires", share: 0.18 },
      ],
      form.certifications.map((one) => [one.name, text(one.number), text(one.issuedOn), text(one.expiresOn)]),
    );
  pdf.subheading("Education");
  if (form.education.length === 0) pdf.paragraph("No education entered.");
  else
    pdf.table(
      [
        { header: "Institution", share: 0.32 },
        { header: "Credential", share: 0.32 },
        { header: "Location", share: 0.16 },
        { header: "Period", share: 0.2 },
      ],
      form.education.map((one) => [
        text(one.institution),
        text(one.credential),
        text(one.location),
        periodWords(one.startDate, one.endDate),
      ]),
    );
  pdf.subheading("Skills");
  pdf.paragraph(form.skills && form.skills.length > 0 ? form.skills.join(", ") : "No skills entered.");
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

function writeChangeHistory(pdf: TextPdf, events: AuditPacketContent["events"]): void {
  pdf.heading("3. Change history of the training record");
  if (events.length === 0) {
    pdf.paragraph("No changes recorded yet.");
    return;
  }
  pdf.paragraph(`${events.length} recorded changes, oldest first.`, { muted: true });
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
      changeLines(event.before, event.after, utcWords).join("\n") || NONE,
    ]),
  );
}
