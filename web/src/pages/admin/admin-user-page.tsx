import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { z } from "zod";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useAdminWorkHistory } from "@/features/admin/api/work-history";
import { UserWorkHistory } from "@/features/admin/components/user-work-history";
import { CountersignerCard } from "@/features/logbook/components/countersigner-card";
import { MemberPositionsCard } from "@/features/positions/components/member-positions-card";
import { TrainingRecordCard } from "@/features/training-admin/components/training-record-card";
import { BesideTheResume } from "@/features/work-history/components/beside-the-resume";
import { paths } from "@/lib/paths";
import { CountersignerHistory } from "./countersigner-history";

const userIdSchema = z.uuid();

function BackToAdmin() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.admin}>
        <ArrowLeft aria-hidden="true" />
        Back to users
      </Link>
    </Button>
  );
}

function UserWorkHistoryContent({ userId }: { userId: string }) {
  const view = useAdminWorkHistory(userId);
  return (
    <>
      <PageHeader
        title={view.data ? `Work history of ${view.data.user.fullName}` : "Work history"}
        description={view.data ? `${view.data.user.email} · read-only` : "Read-only"}
        actions={
          <>
            {view.data?.form?.pdfUrl ? (
              <DownloadButton
                url={view.data.form.pdfUrl}
                label="Download work history PDF"
                fallbackFilename="hangar-log-work-history.pdf"
                failureTitle="The work history PDF could not be downloaded"
              />
            ) : null}
            <DownloadButton
              url={`/api/admin/users/${userId}/audit-packet.pdf`}
              label="Download audit packet"
              fallbackFilename="hangar-log-record.pdf"
              failureTitle="The audit packet could not be downloaded"
            />
            <DownloadButton
              url={`/api/admin/users/${userId}/logbook.pdf`}
              label="Download logbook PDF"
              fallbackFilename="hangar-log-logbook.pdf"
              failureTitle="The logbook PDF could not be downloaded"
            />
            <BackToAdmin />
          </>
        }
      />
      {view.isPending ? (
        <CenteredSpinner fullScreen={false} label="Loading work history" />
      ) : view.isError ? (
        <LoadError
          title="The work history could not be loaded"
          error={view.error}
          onRetry={() => view.refetch()}
          retrying={view.isFetching}
        />
      ) : (
        <>
          <BesideTheResume form={view.data.form} readOnly>
            <UserWorkHistory view={view.data} />
          </BesideTheResume>
          <MemberPositionsCard userId={userId} fullName={view.data.user.fullName} />
          <TrainingRecordCard userId={userId} technicianName={view.data.user.fullName} />
          <CountersignerCard userId={userId} />
          <CountersignerHistory userId={userId} />
        </>
      )}
    </>
  );
}

/**
 * /admin/users/{id}: a technician's work history, read-only, with Approve and Return, then their
 * training record (administrators).
 */
export function AdminUserPage() {
  const { id = "" } = useParams<{ id: string }>();
  if (!userIdSchema.safeParse(id).success) {
    return (
      <>
        <PageHeader title="Work history" description="Read-only" actions={<BackToAdmin />} />
        <p className="text-sm text-muted-foreground">User not found</p>
      </>
    );
  }
  return <UserWorkHistoryContent userId={id} />;
}
