import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, getServerMessage } from "@/lib/api";
import { documentsQueryKey } from "@/lib/query-keys";
import type { DocumentRef } from "./process-document";

export async function deleteDocument({ documentType, id }: DocumentRef): Promise<void> {
  await apiSend("DELETE", `/api/uploads/${encodeURIComponent(documentType)}/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => {
      toast({ title: "Document deleted" });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Delete failed",
        description: getServerMessage(error) ?? "Failed to delete document",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
