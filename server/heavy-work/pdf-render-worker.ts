// Runs in a render thread (./pdf-renderer.ts): lays out one PDF and moves its bytes back to the API's
// thread. pdf-lib and fontkit load here, never on the API's thread.

import { renderAuditPacket } from "../features/audit-packet/audit-packet.document";
import { renderEmploymentSummary } from "../features/documents/employment-summary.document";
import { renderExperienceLetters } from "../features/documents/experience-letters.document";
import { renderWorkHistoryPdf } from "../features/documents/work-history.document";
import { renderLogbookPdf } from "../features/logbook/logbook-pdf.document";
import { renderSkillsMatrix } from "../features/program-exports/skills-matrix.document";
import { serveRequests, transferring } from "../lib/worker-pool/serve";
import type { PdfLayout, PdfLayouts, PdfRenderRequest } from "./pdf-layouts";

const LAYOUTS: { [L in PdfLayout]: (content: PdfLayouts[L]) => Promise<Uint8Array> } = {
  "audit-packet": renderAuditPacket,
  "work-history": renderWorkHistoryPdf,
  "employment-summary": renderEmploymentSummary,
  "experience-letters": renderExperienceLetters,
  "skills-matrix": renderSkillsMatrix,
  logbook: renderLogbookPdf,
};

serveRequests(async ({ layout, content }: PdfRenderRequest) => {
  const render = LAYOUTS[layout] as (content: PdfLayouts[PdfLayout]) => Promise<Uint8Array>;
  const bytes = await render(content);
  return transferring(bytes, [bytes.buffer as ArrayBuffer]);
});
