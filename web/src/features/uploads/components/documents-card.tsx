import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteDocument } from "../api/delete-document";
import { useDocuments } from "../api/documents";
import { useProcessDocument } from "../api/process-document";
import { DocumentsTable } from "./documents-table";

/** The caller's documents, with processing and delete wired to the API. */
export function DocumentsCard() {
  const documents = useDocuments();
  const processDocument = useProcessDocument();
  const deleteDocument = useDeleteDocument();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Uploaded Documents</CardTitle>
        <CardDescription>Process a resume to turn it into a draft work history form.</CardDescription>
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
            onProcess={(document) => processDocument.mutate(document)}
            onDelete={(document) => deleteDocument.mutate(document)}
            processingId={processDocument.isPending ? processDocument.variables?.id : null}
            deletingId={deleteDocument.isPending ? deleteDocument.variables?.id : null}
          />
        )}
      </CardContent>
    </Card>
  );
}
