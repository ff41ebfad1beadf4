// The employment summary in the shape of 14 CFR 145.161(a)(4) (docs/product.md §20.2): what a repair
// station keeps for each person on its roster, (i) present title, (ii) total years and type of
// maintenance work, (iii) past employers with dates and positions, (iv) scope of present employment,
// (v) certificate and ratings. Every figure is the work history's (§10).

import { formatDuration } from "@domain/duration";
import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  OPERATION_CATEGORY_LABELS,
} from "@domain/enums";
import { APP_NAME, NONE, orNone, periodWords } from "../../lib/pdf/document-words";
import { TextPdf, utcWords } from "../../lib/pdf/text-pdf";
import type { WorkHistoryRecord } from "../work-history/work-history.service";
import { certificateFactsOf, certificateLines } from "./certificate-facts";
import { presentEmployerOf } from "./present-employer";
import { equipmentWords } from "./work-history-sections";

export interface EmploymentSummaryContent {
  technicianName: string;
  generatedAt: Date;
  record: WorkHistoryRecord;
}

export async function renderEmploymentSummary({
  technicianName,
  generatedAt,
  record,
}: EmploymentSummaryContent): Promise<Uint8Array> {
  const pdf = await TextPdf.create({
    title: `Employment summary of ${technicianName}`,
    author: APP_NAME,
    createdAt: generatedAt,
    footer: `${APP_NAME} - employment summary of ${technicianName}`,
  });
  const { form } = record;
  const present = presentEmployerOf(record);
  pdf.title("Employment summary");
  pdf.paragraph(
    "In the form of 14 CFR 145.161(a)(4): the summary of employment a repair station keeps for each person on its roster. Made from the technician's work history; durations in whole calendar months, overlapping periods counted once.",
    { muted: true },
  );
  pdf.fields([
    ["Name", technicianName],
    ["Generated on", utcWords(generatedAt)],
  ]);

  pdf.heading("Present title");
  pdf.paragraph(orNone(form.roleTitle?.trim() || present?.positionTitle));

  pdf.heading("Total years of experience and type of maintenance work");
  pdf.paragraph(`Total employment: ${formatDuration(record.totals.employmentMonths)} (to ${record.today}).`);
  pdf.table(
    [
      { header: "Type of work", share: 0.2 },
      { header: "Experience", share: 0.2 },
      { header: "Aircraft, engines and systems", share: 0.6 },
    ],
    EXPERIENCE_DISCIPLINES.map((discipline) => {
      const types = record.experience[discipline]
        .map(({ entry }) => equipmentWords(discipline, entry))
        .filter((words) => words !== NONE);
      return [
        EXPERIENCE_DISCIPLINE_LABELS[discipline],
        formatDuration(record.totals[discipline]),
        types.length > 0 ? types.join("; ") : NONE,
      ];
    }),
  );

  pdf.heading("Past relevant employment");
  if (record.employment.length === 0) pdf.paragraph("No employers entered.");
  else
    pdf.table(
      [
        { header: "Employer", share: 0.3 },
        { header: "Position", share: 0.22 },
        { header: "Period", share: 0.3 },
        { header: "Duration", share: 0.18 },
      ],
      [...record.employment]
        .sort((a, b) => (b.startDate ?? "").localeCompare(a.startDate ?? ""))
        .map((employer) => [
          [
            orNone(employer.companyName),
            employer.operationCategory ? OPERATION_CATEGORY_LABELS[employer.operationCategory] : "",
          ]
            .filter(Boolean)
            .join("\n"),
          [orNone(employer.positionTitle), employer.isFullTime ? "Full time" : ""].filter(Boolean).join("\n"),
          periodWords(employer.startDate, employer.endDate),
          formatDuration(record.employerMonths[employer.id] ?? 0),
        ]),
    );

  pdf.heading("Scope of present employment");
  pdf.fields([
    ["Employer", present ? orNone(present.companyName) : NONE],
    ["Since", orNone(present?.startDate ?? form.dateOfHire)],
    ["Scope of employment", orNone(form.employmentScope)],
    ["Responsibilities", orNone(present?.responsibilities)],
    ["Additional duties", orNone(form.additionalDuties)],
  ]);

  pdf.heading("Certificate and ratings");
  pdf.fields(certificateLines(certificateFactsOf(form)));
  if (form.certifications.length > 0)
    pdf.table(
      [
        { header: "Other certificates", share: 0.5 },
        { header: "Number", share: 0.25 },
        { header: "Expires", share: 0.25 },
      ],
      form.certifications.map((one) => [one.name, orNone(one.number), orNone(one.expiresOn)]),
    );
  return pdf.toBytes();
}
