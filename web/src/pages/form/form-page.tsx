import { isFormLocked } from "@domain/form-review";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { z } from "zod";
import { SaveIndicator } from "@/components/autosave/save-indicator";
import { SessionExpiredDialog } from "@/components/autosave/session-expired-dialog";
import { AutosaveProvider } from "@/components/autosave/use-autosave";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useWorkHistoryForm } from "@/features/work-history/api/forms";
import { BesideTheResume } from "@/features/work-history/components/beside-the-resume";
import { FormReadOnlyContext } from "@/features/work-history/components/form-read-only";
import { FormReviewPanel } from "@/features/work-history/components/form-review-panel";
import { ResumeReadSummary } from "@/features/work-history/components/resume-read-summary";
import { WorkHistorySections } from "@/features/work-history/components/work-history-sections";
import { ApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth";
import { useFocusHashTarget } from "@/lib/focus-hash-target";
import { paths } from "@/lib/paths";

export const FORM_NOT_FOUND = "Form not found";

const formIdSchema = z.uuid();

function FormNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border bg-card px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{FORM_NOT_FOUND}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        This work history form does not exist, or it belongs to another account.
      </p>
      <Button asChild variant="outline">
        <Link href={paths.home}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
    </div>
  );
}

function FormContent({ formId }: { formId: string }) {
  const form = useWorkHistoryForm(formId);
  const missing = form.error instanceof ApiError && form.error.status === 404;
  useFocusHashTarget(form.isSuccess);
  return (
    <>
      <PageHeader
        title="Work History Form"
        description="KA-310 / TR-1005 Format"
        actions={
          form.isSuccess ? (
            <div className="flex flex-wrap items-center gap-3">
              <SaveIndicator />
              {form.data.pdfUrl ? (
                <DownloadButton
                  url={form.data.pdfUrl}
                  label="Download PDF"
                  fallbackFilename="hangar-log-work-history.pdf"
                  failureTitle="The work history PDF could not be downloaded"
                />
              ) : null}
            </div>
          ) : null
        }
      />
      {form.isPending ? (
        <CenteredSpinner fullScreen={false} label="Loading form" />
      ) : missing ? (
        <FormNotFound />
      ) : form.isError ? (
        <LoadError
          title="The form could not be loaded"
          error={form.error}
          onRetry={() => form.refetch()}
          retrying={form.isFetching}
        />
      ) : (
        <div className="grid gap-4">
          <FormReviewPanel form={form.data} />
          <ResumeReadSummary form={form.data} />
          <BesideTheResume form={form.data} readOnly={isFormLocked(form.data.status)}>
            <FormReadOnlyContext value={isFormLocked(form.data.status)}>
              <WorkHistorySections form={form.data} />
            </FormReadOnlyContext>
          </BesideTheResume>
        </div>
      )}
      <SessionExpiredDialog />
    </>
  );
}

/** /forms/{id}: the work history form, autosaved field by field. */
export function FormPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { user } = useAuth();
  if (!formIdSchema.safeParse(id).success) {
    return (
      <>
        <PageHeader title="Work History Form" description="KA-310 / TR-1005 Format" />
        <FormNotFound />
      </>
    );
  }
  // A new autosave for every form (and every user), so nothing of one form is sent to another.
  return (
    <AutosaveProvider key={`${user?.id}:${id}`} userId={user?.id ?? "anonymous"}>
      <FormContent formId={id} />
    </AutosaveProvider>
  );
}
