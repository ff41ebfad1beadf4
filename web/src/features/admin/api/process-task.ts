import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, getServerMessage } from "@/lib/api";
import { processingQueueQueryOptions } from "./processing-queue";

export async function processTask(taskId: string): Promise<void> {
  await apiSend("POST", `/api/process/${encodeURIComponent(taskId)}`);
}

/** Process in the admin queue: starts a queued task now. */
export function useProcessTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processTask,
    onSuccess: () => {
      toast({ title: "Processing started", description: "Document processing has been initiated" });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Processing failed",
        description: getServerMessage(error) ?? "Failed to process document",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: processingQueueQueryOptions().queryKey }),
  });
}
