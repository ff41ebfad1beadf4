// The KA-310 / TR-1005 work history PDF (docs/product.md §20.1): the form screen's title, whose form
// and when it was made, then the form's sections as the audit packet writes them.

import { APP_NAME } from "../../lib/pdf/document-words";
import { TextPdf, utcWords } from "../../lib/pdf/text-pdf";
import type { WorkHistoryRecord } from "../work-history/work-history.service";
import { writeWorkHistorySections } from "./work-history-sections";

export interface WorkHistoryPdfContent {
  technicianName: string;
  generatedAt: Date;
  record: WorkHistoryRecord;
}

export async function renderWorkHistoryPdf({
  technicianName,
  generatedAt,
  record,
}: WorkHistoryPdfContent): Promise<Uint8Array> {
  const pdf = await TextPdf.create({
    title: `Work history of ${technicianName} (KA-310 / TR-1005)`,
    author: APP_NAME,
    createdAt: generatedAt,
    footer: `${APP_NAME} - work history of ${technicianName}`,
  });
  pdf.title("Work History Form");
  pdf.paragraph("KA-310 / TR-1005 Format", { bold: true, muted: true });
  pdf.fields([
    ["Technician", technicianName],
    ["Generated on", utcWords(generatedAt)],
  ]);
  writeWorkHistorySections(pdf, record);
  return pdf.toBytes();
}
