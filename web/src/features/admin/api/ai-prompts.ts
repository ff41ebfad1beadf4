import { PROMPT_TYPE_LABELS, type PromptType } from "@domain/enums";
import type { AiPrompt, AiProviderInfo } from "@domain/schemas/admin";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getServerMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { aiPromptsQueryKey, aiProviderQueryKey } from "@/lib/query-keys";

export function getAiPrompts(): Promise<AiPrompt[]> {
  return apiJson<AiPrompt[]>("GET", "/api/admin/ai-prompts");
}

export function aiPromptsQueryOptions() {
  return queryOptions({ queryKey: aiPromptsQueryKey, queryFn: getAiPrompts });
}

export function useAiPrompts() {
  return useQuery(aiPromptsQueryOptions());
}

export function getAiProvider(): Promise<AiProviderInfo> {
  return apiJson<AiProviderInfo>("GET", "/api/admin/ai-provider");
}

/** Which extractor reads the documents, and whether it follows the prompts. */
export function useAiProvider() {
  return useQuery(queryOptions({ queryKey: aiProviderQueryKey, queryFn: getAiProvider }));
}

/** The server's message for the prompt text itself (a validation issue on `promptContent`), if any. */
export function promptContentError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.issues.find((issue) => issue.path === "body.promptContent")?.message;
}

export type UpdateAiPromptVariables = { type: PromptType; promptContent: string };

export function updateAiPrompt({ type, promptContent }: UpdateAiPromptVariables): Promise<AiPrompt> {
  return apiJson<AiPrompt>("PATCH", `/api/admin/ai-prompts/${encodeURIComponent(type)}`, { promptContent });
}

/** Save of a prompt: the saved prompt replaces the cached one, so Reset returns to it. */
export function useUpdateAiPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiPrompt,
    onSuccess: (saved, { type }) => {
      queryClient.setQueryData<AiPrompt[]>(aiPromptsQueryKey, (prompts) =>
        prompts?.map((prompt) => (prompt.promptType === saved.promptType ? saved : prompt)),
      );
      toast({ title: "Success", description: `${PROMPT_TYPE_LABELS[type]} prompt updated successfully` });
    },
    onError: (error) => {
      // A refusal of the text itself is shown under the box (PromptEditor), not in a toast.
      if (promptContentError(error)) return;
      toast({
        variant: "destructive",
        title: "Error",
        description: getServerMessage(error) ?? "Failed to update prompt",
      });
    },
  });
}
