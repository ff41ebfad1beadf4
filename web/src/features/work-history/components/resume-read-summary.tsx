import { resumeSummaryHeadline, summarizeResume } from "@domain/resume-summary";
import { resumeDataSchema } from "@domain/schemas/resume-data";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { FileText } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/**
 * After a resume filled the draft: what was read from it and what it did not state, so that the
 * technician knows where to start the review. Nothing is shown for a form typed by hand.
 */
export function ResumeReadSummary({ form }: { form: WorkHistoryForm }) {
  if (form.aiExtractedData === null || form.aiExtractedData === undefined) return null;
  const parsed = resumeDataSchema.safeParse(form.aiExtractedData);
  if (!parsed.success) return null;
  const summary = summarizeResume(parsed.data);
  const { notFound } = summary;
  const { employment, airframe, powerplant, avionics } = parsed.data;
  const marksEntries = employment.length + airframe.length + powerplant.length + avionics.length > 0;
  return (
    <Alert>
      <FileText aria-hidden="true" />
      {/* Whole, and wrapped anywhere: a long file name must not push the counts out of sight. */}
      <AlertTitle className="line-clamp-none [overflow-wrap:anywhere]">
        {resumeSummaryHeadline(summary, form.resumeFileName)}
      </AlertTitle>
      <AlertDescription>
        {notFound.length > 0 ? (
          <p>Not found in the resume, please check: {notFound.join(", ")}.</p>
        ) : (
          <p>Please check each entry against your records before submitting.</p>
        )}
        {marksEntries ? <p>Entries read from it are marked 'From resume' until you change them.</p> : null}
      </AlertDescription>
    </Alert>
  );
}
