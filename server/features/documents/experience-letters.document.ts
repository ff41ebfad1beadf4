// Experience letters (docs/product.md §20.3): one per employer, each on its own pages, a draft for the
// employer to check, put on its letterhead and sign: the common evidence of practical experience for
// an FAA Form 8610-2 application (14 CFR 65.77). Who, where, the dates and months, the position, the
// aircraft, engines and systems worked on there, the tasks, and a signature block.

import { formatDuration } from "@domain/duration";
import { EXPERIENCE_DISCIPLINE_LABELS, OPERATION_CATEGORY_LABELS } from "@domain/enums";
import { APP_NAME, orNone } from "../../lib/pdf/document-words";
import { TextPdf } from "../../lib/pdf/text-pdf";
import type { WorkHistoryRecord } from "../work-history/work-history.service";
import { capabilityWords, equipmentWords, experienceOfEmployer } from "./work-history-sections";

type Employer = WorkHistoryRecord["employment"][number];

export interface ExperienceLettersContent {
  technicianName: string;
  generatedAt: Date;
  record: WorkHistoryRecord;
  /** The employers to write a letter for, in the form's order. */
  employers: readonly Employer[];
}

const BLANK = "______________________________";

export async function renderExperienceLetters(content: ExperienceLettersContent): Promise<Uint8Array> {
  const { technicianName, generatedAt } = content;
  const pdf = await TextPdf.create({
    title: `Experience letters for ${technicianName}`,
    author: APP_NAME,
    createdAt: generatedAt,
    footer: `${APP_NAME} - draft experience letters for ${technicianName}`,
  });
  for (const employer of content.employers) {
    pdf.pageBreak();
    writeLetter(pdf, content, employer);
  }
  return pdf.toBytes();
}

function employmentSentence(technicianName: string, employer: Employer, months: number): string {
  const company = orNone(employer.companyName);
  const where = employer.workAddress?.trim() ? ` (${employer.workAddress.trim()})` : "";
  const from = employer.startDate ?? "[start date]";
  const to = employer.endDate ?? "the present day";
  const position = employer.positionTitle?.trim() ? ` as ${employer.positionTitle.trim()}` : "";
  const fullTime = employer.isFullTime ? ", full time" : "";
  return (
    `This letter confirms that ${technicianName} was employed by ${company}${where} from ${from} to ${to}` +
    ` (${formatDuration(months)})${position}${fullTime}, and performed aircraft maintenance for us as described below.`
  );
}

function writeLetter(pdf: TextPdf, { technicianName, record }: ExperienceLettersContent, employer: Employer) {
  pdf.title(`Experience letter: ${orNone(employer.companyName)}`);
  pdf.paragraph(
    `Draft for ${orNone(employer.companyName)} to check, print on its letterhead and sign. Evidence of practical experience for an FAA Form 8610-2 application (14 CFR 65.77).`,
    { muted: true },
  );
  pdf.fields([
    ["Date", BLANK],
    ["Subject", `Practical experience of ${technicianName}`],
  ]);
  pdf.paragraph("To whom it may concern,");
  pdf.paragraph(employmentSentence(technicianName, employer, record.employerMonths[employer.id] ?? 0));
  if (employer.operationCategory)
    pdf.paragraph(`Type of operation: ${OPERATION_CATEGORY_LABELS[employer.operationCategory]}.`);

  pdf.subheading("Aircraft, engines and systems worked on");
  const worked = experienceOfEmployer(record, employer.id);
  if (worked.length === 0) pdf.paragraph("No aircraft types are tied to this employer in the work history.");
  else
    pdf.table(
      [
        { header: "Discipline", share: 0.18 },
        { header: "Make / model / series", share: 0.4 },
        { header: "Work performed", share: 0.42 },
      ],
      worked.map(({ discipline, recorded }) => [
        EXPERIENCE_DISCIPLINE_LABELS[discipline],
        equipmentWords(discipline, recorded.entry),
        capabilityWords(discipline, recorded.entry),
      ]),
    );

  pdf.subheading("Tasks and responsibilities");
  pdf.paragraph(orNone(employer.responsibilities));

  pdf.paragraph("The information above is true to the best of our knowledge.");
  pdf.subheading("Signed for the employer");
  pdf.fields([
    ["Name", BLANK],
    ["Title", BLANK],
    ["Certificate number (if any)", BLANK],
    ["Telephone or e-mail", BLANK],
    ["Signature", BLANK],
  ]);
}
