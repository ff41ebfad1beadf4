import { summarizeResume } from "@domain/resume-summary";
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
  const { found, notFound } = summarizeResume(parsed.data);
  return (
    <Alert>
      <FileText aria-hidden="true" />
      <AlertTitle>
        {found.length > 0
          ? `Filled from your resume: ${found.join(", ")}`
          : "Little was found in your resume"}
      </AlertTitle>
      <AlertDescription>
        {notFound.length > 0 ? (
          <p>Not found in the resume, please check: {notFound.join(", ")}.</p>
        ) : (
          <p>Please check each entry against your records before submitting.</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
