import type { DocumentType } from "@domain/enums";
import { OVERWRITE_CONFIRMATION_REQUIRED_CODE, type ProcessDocumentRequest } from "@domain/schemas/uploads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, getServerMessage } from "@/lib/api";
import { hasErrorCode } from "@/lib/api-error";
import { documentsQueryKey } from "@/lib/query-keys";

export type DocumentRef = { documentType: DocumentType; id: string };

/** A document to process; `overwrite` once the user confirmed replacing their work history form. */
export type ProcessRequest = DocumentRef & { overwrite?: boolean };

export async function processDocument({ documentType, id, overwrite }: ProcessRequest): Promise<void> {
  const body: ProcessDocumentRequest | undefined = overwrite ? { overwrite: true } : undefined;
  await apiSend(
    "POST",
    `/api/uploads/${encodeURIComponent(documentType)}/${encodeURIComponent(id)}/process`,
    body,
  );
}

/** The server wants the overwrite confirmed first (a work history form exists). */
export function isOverwriteRequired(error: unknown): boolean {
  return hasErrorCode(error, OVERWRITE_CONFIRMATION_REQUIRED_CODE);
}

/**
 * Starts processing a document; the list is refreshed, so its polling starts with the queued task.
 * When the server asks for the overwrite to be confirmed, `onOverwriteRequired` gets the document
 * (and no failure toast is shown) if given.
 */
export function useProcessDocument(
  options: {
    onOverwriteRequired?: (document: DocumentRef) => void;
    /** No 'Processing started' toast: the upload's own toast is on screen (one toast at a time). */
    quietStart?: boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  const { onOverwriteRequired, quietStart = false } = options;
  return useMutation({
    mutationFn: processDocument,
    onSuccess: () => {
      if (!quietStart) toast({ title: "Processing started", description: "Queued for AI processing" });
    },
    onError: (error, document) => {
      if (onOverwriteRequired && isOverwriteRequired(error)) {
        onOverwriteRequired({ documentType: document.documentType, id: document.id });
        return;
      }
      toast({
        variant: "destructive",
        title: "Processing failed",
        description: getServerMessage(error) ?? "Failed to start processing",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
