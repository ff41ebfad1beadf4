import { PROMPT_TYPES } from "@domain/enums";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAiPrompts } from "../api/ai-prompts";
import { PromptEditor } from "./prompt-editor";

/** The Settings tab: AI Prompts Management, the resume prompt then the training prompt. */
export function SettingsTab() {
  const prompts = useAiPrompts();
  const ordered = PROMPT_TYPES.flatMap(
    (type) => prompts.data?.filter((prompt) => prompt.promptType === type) ?? [],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">AI Prompts Management</CardTitle>
        <CardDescription>
          The instructions the AI follows when it reads uploaded resumes and training documents.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {prompts.data ? (
          ordered.map((prompt) => <PromptEditor key={prompt.promptType} prompt={prompt} />)
        ) : prompts.isError ? (
          <LoadError
            title="The prompts could not be loaded"
            error={prompts.error}
            onRetry={() => prompts.refetch()}
            retrying={prompts.isFetching}
          />
        ) : (
          <Spinner label="Loading prompts" showLabel className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
