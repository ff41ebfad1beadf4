import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { FileSearch } from "lucide-react";
import { type FocusEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { focusedSourceKey } from "./focused-source";
import { ResumeComparePanel } from "./resume-compare-panel";

/**
 * 'Compare with resume' (docs/product.md §14.7): the form's content with the review beside it on a
 * wide screen, above it on a phone. The entry that has the focus (or was clicked) is the one whose
 * sources the resume's text highlights, as is a personal value, a certification, an education or a
 * skill the resume filled. Nothing is offered for a form no resume filled.
 */
export function BesideTheResume({
  form,
  readOnly,
  children,
}: {
  form: Pick<WorkHistoryForm, "id" | "resumeFileName"> | null;
  readOnly: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [focusedEntryId, setFocusedEntryId] = useState<string | null>(null);
  const panelId = useId();
  if (!form?.resumeFileName) return <>{children}</>;

  const follow = (event: FocusEvent<HTMLElement> | React.MouseEvent<HTMLElement>) => {
    const key = focusedSourceKey(event.target as HTMLElement);
    if (key) setFocusedEntryId(key);
  };

  return (
    <>
      <div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <FileSearch aria-hidden="true" />
          Compare with resume
        </Button>
      </div>
      <div
        className={
          open ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] lg:items-start" : "grid"
        }
      >
        {open ? (
          <div id={panelId} className="min-w-0 lg:order-2">
            <ResumeComparePanel
              formId={form.id}
              focusedEntryId={focusedEntryId}
              readOnly={readOnly}
              onClose={() => setOpen(false)}
            />
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only follows where the focus or a click already is */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way is focus, followed by onFocus */}
        <div className="min-w-0" onFocus={follow} onClick={follow}>
          {children}
        </div>
      </div>
    </>
  );
}
