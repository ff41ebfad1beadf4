import { PROMPT_TYPES, type PromptType } from "@domain/enums";
import { Info } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAiPrompts, useAiProvider } from "../api/ai-prompts";
import { AlertWindowCard } from "./alert-window-card";
import { CenterNameCard } from "./center-name-card";
import { PromptEditor } from "./prompt-editor";

/** Which extractor reads documents, and whether these prompts matter to it. */
function ActiveProvider() {
  const provider = useAiProvider();
  if (!provider.data) return null;
  const { provider: name, model, usesPrompts } = provider.data;
  return (
    <Alert variant={usesPrompts ? "default" : "warning"}>
      <Info aria-hidden="true" />
      <AlertTitle className="line-clamp-none">
        {name === "openai"
          ? `Active provider: LLM (${model ?? "model not set"})`
          : "Active provider: built-in extractor"}
      </AlertTitle>
      <AlertDescription>
        {usesPrompts
          ? "The LLM provider follows these prompts when it reads uploaded documents."
          : "The built-in extractor does not use these prompts. They apply only to the LLM provider (AI_PROVIDER=openai)."}
      </AlertDescription>
    </Alert>
  );
}

/**
 * The Settings tab: the center's name, the expiry alerts' warning window, then AI Prompts Management (the resume prompt
 * then the training prompt).
 * `onDirtyChange` tells the page whether a box holds unsaved changes (leaving the tab drops them).
 */
export function SettingsTab({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const prompts = useAiPrompts();
  const ordered = PROMPT_TYPES.flatMap(
    (type) => prompts.data?.filter((prompt) => prompt.promptType === type) ?? [],
  );
  const [dirty, setDirty] = useState<ReadonlySet<PromptType>>(new Set());
  const dirtyChange = useCallback(
    (type: PromptType) => (isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(type) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(type);
        else next.delete(type);
        return next;
      }),
    [],
  );
  const [resumeChange] = useState(() => dirtyChange("resume"));
  const [trainingChange] = useState(() => dirtyChange("training"));
  const changeOf: Record<PromptType, (dirty: boolean) => void> = {
    resume: resumeChange,
    training: trainingChange,
  };

  useEffect(() => onDirtyChange?.(dirty.size > 0), [dirty, onDirtyChange]);

  return (
    <div className="grid gap-6">
      <CenterNameCard />
      <AlertWindowCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">AI Prompts Management</CardTitle>
          <CardDescription>
            The instructions given to the LLM provider when it reads uploaded resumes and training documents.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <ActiveProvider />
          {prompts.data ? (
            ordered.map((prompt) => (
              <PromptEditor
                key={prompt.promptType}
                prompt={prompt}
                onDirtyChange={changeOf[prompt.promptType]}
              />
            ))
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
    </div>
  );
}
