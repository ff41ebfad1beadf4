// The KA-310 / TR-1005 work history as PDF sections, written by the work history PDF and the audit
// packet alike (docs/product.md §17.5, §20.1): personal data, certificate, employers with the months
// each covers, airframe / powerplant / avionics entries with their flags and durations, the totals,
// certifications, education and skills. Durations are the record's (the form's own rule, §10).

import { formatDuration } from "@domain/duration";
import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  EXPERIENCE_FLAG_LABELS,
  EXPERIENCE_FLAGS,
  type ExperienceDiscipline,
  OPERATION_CATEGORY_LABELS,
  PROCESSING_STATUS_LABELS,
} from "@domain/enums";
import { NONE, orNone, periodWords } from "../../lib/pdf/document-words";
import type { TextPdf } from "../../lib/pdf/text-pdf";
import type { RecordedExperience, WorkHistoryRecord } from "../work-history/work-history.service";
import { certificateFactsOf, certificateLines } from "./certificate-facts";

type ExperienceRow = RecordedExperience["entry"];

const EQUIPMENT_PREFIX: Record<ExperienceDiscipline, "aircraft" | "powerplant" | "avionics"> = {
  airframe: "aircraft",
  powerplant: "powerplant",
  avionics: "avionics",
};

/** 'Boeing / 737 / 800', or '-' when nothing is entered. */
export function equipmentWords(discipline: ExperienceDiscipline, entry: ExperienceRow): string {
  const fields = entry as unknown as Record<string, string | null>;
  const prefix = EQUIPMENT_PREFIX[discipline];
  const parts = [fields[`${prefix}Make`], fields[`${prefix}Model`], fields[`${prefix}Series`]];
  const words = parts.map((part) => part?.trim()).filter(Boolean);
  return words.length > 0 ? words.join(" / ") : NONE;
}

/** The entry's flags in the form's words ('Engine Runs, Taxi'), or '-'. */
export function capabilityWords(discipline: ExperienceDiscipline, entry: ExperienceRow): string {
  const flags = entry as unknown as Record<string, boolean>;
  const labels = EXPERIENCE_FLAGS[discipline]
    .filter((flag) => flags[flag])
    .map((flag) => EXPERIENCE_FLAG_LABELS[flag]);
  return labels.length > 0 ? labels.join(", ") : NONE;
}

/** Every experience entry tied to one employer (it is among the entry's selected employers). */
export function experienceOfEmployer(
  record: WorkHistoryRecord,
  employerId: string,
): { discipline: ExperienceDiscipline; recorded: RecordedExperience }[] {
  return EXPERIENCE_DISCIPLINES.flatMap((discipline) =>
    record.experience[discipline]
      .filter(({ entry }) => entry.selectedEmploymentIds.includes(employerId))
      .map((recorded) => ({ discipline, recorded })),
  );
}

function durationBasisWords(record: WorkHistoryRecord, { entry }: RecordedExperience): string {
  if (entry.useManualDuration) return "entered by hand";
  const names = entry.selectedEmploymentIds.flatMap((id) => {
    const employer = record.employment.find((one) => one.id === id);
    return employer ? [orNone(employer.companyName)] : [];
  });
  if (entry.includeCurrentEmployment) names.push("current employment");
  return names.length > 0 ? `from ${names.join(", ")}` : "no period selected";
}

/** The whole form, under a heading the caller chose ('1. Work history (KA-310 / TR-1005)'). */
export function writeWorkHistorySections(pdf: TextPdf, record: WorkHistoryRecord): void {
  const { form } = record;
  pdf.fields([["Form status", PROCESSING_STATUS_LABELS[form.status] ?? form.status]]);

  pdf.subheading("Personal data");
  pdf.fields([
    ["First name", orNone(form.firstName)],
    ["Last name", orNone(form.lastName)],
    ["E-mail", orNone(form.email)],
    ["Role / title", orNone(form.roleTitle)],
    ["Date of hire", orNone(form.dateOfHire)],
  ]);

  pdf.subheading("Certificate data");
  pdf.fields([
    ...certificateLines(certificateFactsOf(form)),
    ["Scope of employment", orNone(form.employmentScope)],
    ["Additional duties", orNone(form.additionalDuties)],
  ]);

  writeEmployers(pdf, record);
  for (const discipline of EXPERIENCE_DISCIPLINES) writeExperience(pdf, record, discipline);
  writeExperienceSummary(pdf, record);
  writeCertificationsAndEducation(pdf, record);
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
        [orNone(employer.companyName), employer.workAddress?.trim() ?? ""].filter(Boolean).join("\n"),
        [orNone(employer.positionTitle), employer.isFullTime ? "Full time" : ""].filter(Boolean).join("\n"),
        employer.operationCategory ? OPERATION_CATEGORY_LABELS[employer.operationCategory] : NONE,
        `${periodWords(employer.startDate, employer.endDate)}\n${formatDuration(record.employerMonths[employer.id] ?? 0)}`,
        orNone(employer.responsibilities),
      ]),
    );
  }
  pdf.paragraph(
    `Total employment (employers and current employment since the date of hire, overlaps counted once): ${formatDuration(record.totals.employmentMonths)}`,
  );
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

/** The experience summary of the form screen: one total per discipline, and employment. */
export function writeExperienceSummary(pdf: TextPdf, record: WorkHistoryRecord): void {
  pdf.subheading("Experience summary");
  pdf.fields([
    ...EXPERIENCE_DISCIPLINES.map(
      (discipline) =>
        [EXPERIENCE_DISCIPLINE_LABELS[discipline], formatDuration(record.totals[discipline])] as [
          string,
          string,
        ],
    ),
    ["Total employment", formatDuration(record.totals.employmentMonths)],
    ["Counted to", record.today],
  ]);
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
      form.certifications.map((one) => [
        one.name,
        orNone(one.number),
        orNone(one.issuedOn),
        orNone(one.expiresOn),
      ]),
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
        orNone(one.institution),
        orNone(one.credential),
        orNone(one.location),
        periodWords(one.startDate, one.endDate),
      ]),
    );
  pdf.subheading("Skills");
  pdf.paragraph(form.skills && form.skills.length > 0 ? form.skills.join(", ") : "No skills entered.");
}
