import { SaveIndicator } from "@/components/autosave/save-indicator";
import { SessionExpiredDialog } from "@/components/autosave/session-expired-dialog";
import { AutosaveProvider } from "@/components/autosave/use-autosave";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useTrainingRecord } from "@/features/checklists/api/training-record";
import { ChecklistTabs } from "@/features/checklists/components/checklist-tabs";
import { NoChecklists } from "@/features/checklists/components/no-checklists";
import { OverallProgressCard } from "@/features/checklists/components/overall-progress-card";
import { EvidenceSourceProvider } from "@/features/checklists/evidence-source";
import { useTrainingEvidenceSource } from "@/features/uploads/use-evidence-source";
import { useAuth } from "@/lib/auth";

function ChecklistsContent() {
  const record = useTrainingRecord();
  const evidence = useTrainingEvidenceSource("read");
  return (
    <>
      <PageHeader
        title="Training Checklists"
        description="Work through your training items section by section."
        actions={record.isSuccess ? <SaveIndicator /> : null}
      />
      {record.isPending ? (
        <CenteredSpinner fullScreen={false} label="Loading checklists" />
      ) : record.isError ? (
        <LoadError
          title="The checklists could not be loaded"
          error={record.error}
          onRetry={() => record.refetch()}
          retrying={record.isFetching}
        />
      ) : (
        <div className="space-y-6">
          <OverallProgressCard progress={record.data.progress} />
          {record.data.tabs.length === 0 ? (
            <NoChecklists />
          ) : (
            <EvidenceSourceProvider value={evidence}>
              <ChecklistTabs tabs={record.data.tabs} />
            </EvidenceSourceProvider>
          )}
        </div>
      )}
      <SessionExpiredDialog />
    </>
  );
}

/** /checklists: the technician's training record (docs/product.md §15.3); notes are autosaved. */
export function ChecklistsPage() {
  const { user } = useAuth();
  return (
    <AutosaveProvider key={user?.id} userId={user?.id ?? "anonymous"}>
      <ChecklistsContent />
    </AutosaveProvider>
  );
}
