import { PROMPT_BOX_MIN_HEIGHT_PX } from "@domain/constants";
import { PROMPT_TYPE_LABELS } from "@domain/enums";
import { type AiPrompt, type UpdateAiPrompt, updateAiPromptSchema } from "@domain/schemas/admin";
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Save, Undo2 } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { promptContentError, useUpdateAiPrompt } from "../api/ai-prompts";

/**
 * One prompt's box with Save (to the server), Reset (back to the last saved text, locally) and
 * Restore default (the built-in text, locally, to be saved). A text that cannot be saved says why
 * under the box. `onDirtyChange` tells the page when the box holds unsaved changes.
 */
export function PromptEditor({
  prompt,
  onDirtyChange,
}: {
  prompt: AiPrompt;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const id = useId();
  const label = PROMPT_TYPE_LABELS[prompt.promptType];
  const form = useForm<UpdateAiPrompt>({
    resolver: zodResolver(updateAiPromptSchema),
    defaultValues: { promptContent: prompt.promptContent },
    // The text is checked as it is typed: Save waits for one the server takes.
    mode: "onChange",
  });
  const draft = useWatch({ control: form.control, name: "promptContent" });
  const setDraft = (text: string) => form.setValue("promptContent", text, { shouldValidate: true });
  const updatePrompt = useUpdateAiPrompt();
  const changed = draft !== prompt.promptContent;
  const pending = updatePrompt.isPending;
  // The server's refusal holds until the text changes again.
  const serverError =
    updatePrompt.variables?.promptContent === draft ? promptContentError(updatePrompt.error) : undefined;
  const error = form.formState.errors.promptContent?.message ?? serverError ?? null;
  const save = form.handleSubmit(({ promptContent }) =>
    updatePrompt.mutate({ type: prompt.promptType, promptContent }),
  );
  const errorId = `${id}-error`;

  useEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  function reset() {
    setDraft(prompt.promptContent);
    toast({ title: "Reset", description: `${label} prompt reset to saved version` });
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={`${id}-content`} className="text-base">
          {label} Prompt
        </Label>
        <span id={`${id}-updated`} className="text-xs text-muted-foreground">
          Last saved {formatDate(prompt.updatedAt)}
          {changed ? " · unsaved changes" : ""}
        </span>
      </div>
      <Textarea
        id={`${id}-content`}
        {...form.register("promptContent")}
        aria-describedby={error ? `${id}-updated ${errorId}` : `${id}-updated`}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        className="font-mono text-sm"
        style={{ minHeight: PROMPT_BOX_MIN_HEIGHT_PX }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => setDraft(prompt.defaultContent)}
          disabled={draft === prompt.defaultContent || pending}
          aria-label={`Restore the default ${label.toLowerCase()} prompt`}
        >
          <Undo2 aria-hidden="true" />
          Restore default
        </Button>
        <Button
          variant="outline"
          onClick={reset}
          disabled={!changed || pending}
          aria-label={`Reset ${label.toLowerCase()} prompt`}
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button
          onClick={() => void save()}
          disabled={!changed || pending || error !== null}
          aria-label={`Save ${label.toLowerCase()} prompt`}
        >
          {pending ? <Spinner size="sm" label="Saving" /> : <Save aria-hidden="true" />}
          Save
        </Button>
      </div>
    </div>
  );
}
