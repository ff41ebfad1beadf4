import { PROMPT_BOX_MIN_HEIGHT_PX } from "@domain/constants";
import { PROMPT_TYPE_LABELS } from "@domain/enums";
import type { AiPrompt } from "@domain/schemas/admin";
import { RotateCcw, Save } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { useUpdateAiPrompt } from "../api/ai-prompts";

/** One prompt's box with Save (to the server) and Reset (back to the last saved text, locally). */
export function PromptEditor({ prompt }: { prompt: AiPrompt }) {
  const id = useId();
  const label = PROMPT_TYPE_LABELS[prompt.promptType];
  const [draft, setDraft] = useState(prompt.promptContent);
  const updatePrompt = useUpdateAiPrompt();
  const changed = draft !== prompt.promptContent;
  const pending = updatePrompt.isPending;

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
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={`${id}-updated`}
        spellCheck={false}
        className="font-mono text-sm"
        style={{ minHeight: PROMPT_BOX_MIN_HEIGHT_PX }}
      />
      <div className="flex flex-wrap justify-end gap-2">
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
          onClick={() => updatePrompt.mutate({ type: prompt.promptType, promptContent: draft })}
          disabled={!changed || pending}
          aria-label={`Save ${label.toLowerCase()} prompt`}
        >
          {pending ? <Spinner size="sm" label="Saving" /> : <Save aria-hidden="true" />}
          Save
        </Button>
      </div>
    </div>
  );
}
