import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteDocument } from "../api/delete-document";
import { useDocuments } from "../api/documents";
import { useConfirmedProcessing } from "../use-confirmed-processing";
import { DocumentsTable } from "./documents-table";
import { OverwriteDialog } from "./overwrite-dialog";

/** The caller's documents, with processing (asking before a form is replaced) and delete wired to the API. */
export function DocumentsCard() {
  const documents = useDocuments();
  const processing = useConfirmedProcessing();
  const deleteDocument = useDeleteDocument();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Uploaded Documents</CardTitle>
        <CardDescription>
          Process a resume to turn it into a draft work history form, or a training document to record the
          training it shows.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading documents" />
          </div>
        ) : documents.isError && !documents.data ? (
          <LoadError
            title="Could not load your documents"
            error={documents.error}
            onRetry={() => documents.refetch()}
            retrying={documents.isFetching}
          />
        ) : (
          <DocumentsTable
            documents={documents.data ?? []}
            onProcess={processing.process}
            onDelete={(document) => deleteDocument.mutate(document)}
            processingId={processing.startingId}
            deletingId={deleteDocument.isPending ? deleteDocument.variables?.id : null}
          />
        )}
      </CardContent>
      <OverwriteDialog
        form={processing.pending?.form ?? null}
        filename={processing.pending?.document.filename}
        onConfirm={processing.confirm}
        onClose={processing.cancel}
      />
    </Card>
  );
}
