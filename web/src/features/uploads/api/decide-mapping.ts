import type { ConfirmMappingRequest, TrainingDocumentView } from "@domain/schemas/training-document";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getServerMessage } from "@/lib/api";
import { dashboardStatsQueryKey, documentsQueryKey, trainingRecordQueryKey } from "@/lib/query-keys";

/** The technician's answer to one proposed mapping of a training document (docs/product.md §16.5). */
export type MappingDecisionRequest =
  | ({ decision: "confirm" } & ConfirmMappingRequest & { itemName: string; requiresSignOff: boolean })
  | { decision: "reject"; documentId: string; itemId: string; itemName: string };

export async function decideMapping(request: MappingDecisionRequest): Promise<TrainingDocumentView> {
  const body =
    request.decision === "confirm"
      ? { documentId: request.documentId, itemId: request.itemId, completedOn: request.completedOn }
      : { documentId: request.documentId, itemId: request.itemId };
  return apiJson<TrainingDocumentView>("POST", `/api/checklists/mappings/${request.decision}`, body);
}

/**
 * Confirm or Reject on a training document's row. A confirmed mapping completes a checklist item, so
 * the training record and the dashboard's numbers are fetched again; the document list always is.
 */
export function useDecideMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMapping,
    onSuccess: (view, request) => {
      // The row shows the decision at once; the list is fetched again below all the same.
      queryClient.setQueryData<UploadedDocument[]>(documentsQueryKey, (documents) =>
        documents?.map((document) =>
          document.id === request.documentId ? { ...document, training: view } : document,
        ),
      );
      if (request.decision === "confirm") {
        void queryClient.invalidateQueries({ queryKey: trainingRecordQueryKey });
        void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
        toast({
          title: "Training recorded",
          description: request.requiresSignOff
            ? `${request.itemName} is marked done and waits for an administrator's sign-off.`
            : `${request.itemName} is marked done.`,
        });
      } else {
        toast({ title: "Mapping rejected", description: `${request.itemName} was left as it was.` });
      }
    },
    onError: (error, request) => {
      toast({
        variant: "destructive",
        title: request.decision === "confirm" ? "Could not confirm" : "Could not reject",
        description: getServerMessage(error) ?? "Please try again.",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
