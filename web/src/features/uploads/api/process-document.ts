import type { DocumentType } from "@domain/enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, getServerMessage } from "@/lib/api";
import { documentsQueryKey } from "@/lib/query-keys";

export type DocumentRef = { documentType: DocumentType; id: string };

export async function processDocument({ documentType, id }: DocumentRef): Promise<void> {
  await apiSend("POST", `/api/uploads/${encodeURIComponent(documentType)}/${encodeURIComponent(id)}/process`);
}

/** Starts processing a document; the list is refreshed, so its polling starts with the queued task. */
export function useProcessDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDocument,
    onSuccess: () => {
      toast({ title: "Processing started", description: "Queued for AI processing" });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Processing failed",
        description: getServerMessage(error) ?? "Failed to start processing",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
