// Every PDF layout the app has, by name: the content each one takes, and (in the render thread only)
// the function that lays it out. The API's thread imports only the types.

import type { AuditPacketContent } from "../features/audit-packet/audit-packet.document";
import type { EmploymentSummaryContent } from "../features/documents/employment-summary.document";
import type { ExperienceLettersContent } from "../features/documents/experience-letters.document";
import type { WorkHistoryPdfContent } from "../features/documents/work-history.document";
import type { LogbookPdfContent } from "../features/logbook/logbook-pdf.document";
import type { SkillsMatrixContent } from "../features/program-exports/skills-matrix.document";

export interface PdfLayouts {
  "audit-packet": AuditPacketContent;
  "work-history": WorkHistoryPdfContent;
  "employment-summary": EmploymentSummaryContent;
  "experience-letters": ExperienceLettersContent;
  "skills-matrix": SkillsMatrixContent;
  logbook: LogbookPdfContent;
}

export type PdfLayout = keyof PdfLayouts;

export interface PdfRenderRequest<L extends PdfLayout = PdfLayout> {
  layout: L;
  content: PdfLayouts[L];
}
