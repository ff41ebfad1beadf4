import { useMemo } from "react";
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
import { type EvidenceSource, EvidenceSourceProvider } from "@/features/checklists/evidence-source";
import { useDocuments } from "@/features/uploads/api/documents";
import { useProcessDocument } from "@/features/uploads/api/process-document";
import { useUploadFlow } from "@/features/uploads/use-upload-flow";
import { useAuth } from "@/lib/auth";
import { checkFile, checkFileContent } from "@/lib/check-file";

/** The technician's training documents and the upload of a new one, for the items' evidence. */
function useEvidenceSourceValue(): EvidenceSource {
  const documents = useDocuments();
  const flow = useUploadFlow();
  const { mutate: process } = useProcessDocument({ quietStart: true });
  return useMemo(
    () => ({
      documents: (documents.data ?? []).filter((document) => document.documentType === "training"),
      readIfNeverRead: (documentId: string) => {
        const document = documents.data?.find(
          (one) => one.documentType === "training" && one.id === documentId,
        );
        if (document && document.task == null) process({ documentType: "training", id: documentId });
      },
      uploading:
        flow.status === "uploading" ? { filename: flow.filename ?? "", progress: flow.progress } : null,
      upload: async (file: File) => {
        const problem = checkFile(file) ?? (await checkFileContent(file));
        if (problem) {
          flow.refuse(file, problem);
          return null;
        }
        // The flow toasts the outcome and refreshes the document list.
        return flow.upload(file, "training");
      },
    }),
    [documents.data, flow, process],
  );
}

function ChecklistsContent() {
  const record = useTrainingRecord();
  const evidence = useEvidenceSourceValue();
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
