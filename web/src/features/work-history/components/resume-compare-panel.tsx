import { EXPERIENCE_DISCIPLINE_LABELS } from "@domain/enums";
import type { ResumeEvidence, ResumeEvidenceSuggestion } from "@domain/schemas/resume-evidence";
import { Plus, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { CenteredSpinner } from "@/components/ui/spinner";
import { getServerMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { useAcceptSuggestion, useDismissSuggestion, useResumeEvidence } from "../api/resume-evidence";
import { valueKey } from "./focused-source";
import { type Highlight, highlightedParts } from "./resume-text-highlight";

const SECTION_OF: Record<ResumeEvidenceSuggestion["kind"], string> = {
  employment: "Employment History",
  airframe: "Airframe Experience",
  powerplant: "Powerplant Experience",
  avionics: "Avionics Experience",
};
const KIND_LABEL: Record<ResumeEvidenceSuggestion["kind"], string> = {
  employment: "Employer",
  ...EXPERIENCE_DISCIPLINE_LABELS,
};

export function suggestionSummary(suggestion: ResumeEvidenceSuggestion): string {
  if (suggestion.kind !== "employment") {
    return [suggestion.make, suggestion.model, suggestion.series].filter(Boolean).join(" ") || "Equipment";
  }
  const name = [suggestion.companyName, suggestion.positionTitle].filter(Boolean).join(", ") || "A job";
  if (!suggestion.startDate) return name;
  return `${name} (${suggestion.startDate} – ${suggestion.endDate ?? "present"})`;
}

const QUOTE_LENGTH = 160;

function quoteOf(evidence: ResumeEvidence, suggestion: ResumeEvidenceSuggestion): string {
  const quote = suggestion.spans.map((span) => evidence.text.slice(span.start, span.end).trim()).join(" … ");
  return quote.length > QUOTE_LENGTH ? `${quote.slice(0, QUOTE_LENGTH - 1)}…` : quote;
}

interface Props {
  formId: string;
  /**
   * The entry whose sources are highlighted (the one that has the focus in the form), or a value's
   * key (`valueKey`): a personal value or a list's entry, highlighted where it was read.
   */
  focusedEntryId: string | null;
  /** An administrator's view or a locked form: nothing is added or dismissed. */
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The review beside the resume (docs/product.md §14.7): the resume's text, the sources of the focused
 * entry highlighted, and what no entry used, each with Add and Dismiss.
 */
export function ResumeComparePanel({ formId, focusedEntryId, readOnly, onClose }: Props) {
  const headingId = useId();
  const evidence = useResumeEvidence(formId, true);
  const [shown, setShown] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const accept = useAcceptSuggestion(formId);
  const dismiss = useDismissSuggestion(formId);
  const textRef = useRef<HTMLElement>(null);

  const data = evidence.data;
  const highlights: Highlight[] = [];
  if (data) {
    const entry = data.entries.find((item) => item.entryId === focusedEntryId);
    // A value the extractor recorded no source for is not highlighted at all (precision first).
    const value = data.values.find((item) => valueKey(item.field, item.index) === focusedEntryId);
    const focused = entry?.spans ?? value?.spans ?? [];
    highlights.push(...focused.map((span) => ({ ...span, tone: "entry" as const })));
    const suggestion = data.suggestions.find((item) => item.id === shown);
    if (suggestion)
      highlights.push(...suggestion.spans.map((span) => ({ ...span, tone: "suggestion" as const })));
  }
  const highlightKey = highlights.map((h) => `${h.start}-${h.end}`).join(",");

  // The first highlighted passage scrolls into the text's own view, not the page's.
  useEffect(() => {
    const container = textRef.current;
    const mark = container?.querySelector("mark");
    if (!container || !mark || highlightKey === "") return;
    container.scrollTop = Math.max(0, mark.offsetTop - container.clientHeight / 3);
  }, [highlightKey]);

  const busy = accept.isPending || dismiss.isPending;
  const onAdd = (suggestion: ResumeEvidenceSuggestion) =>
    accept.mutate(suggestion, {
      onSuccess: () =>
        setAnnouncement(`Added ${suggestionSummary(suggestion)} to ${SECTION_OF[suggestion.kind]}.`),
      onError: (error) =>
        setAnnouncement(getServerMessage(error) ?? "The entry could not be added. Please try again."),
    });
  const onDismiss = (suggestion: ResumeEvidenceSuggestion) =>
    dismiss.mutate(suggestion, {
      onSuccess: () => setAnnouncement(`Dismissed ${suggestionSummary(suggestion)}.`),
      onError: (error) =>
        setAnnouncement(getServerMessage(error) ?? "It could not be dismissed. Please try again."),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border bg-card p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:grid-rows-[auto_auto_minmax(0,1fr)]"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            Compare with resume
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{data.filename}</p>
          ) : null}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
      {evidence.isPending ? (
        <CenteredSpinner fullScreen={false} label="Reading the resume" />
      ) : evidence.isError ? (
        evidence.error instanceof ApiError && evidence.error.status === 404 ? (
          <p className="text-sm">{getServerMessage(evidence.error)}</p>
        ) : (
          <LoadError
            title="The resume could not be read"
            error={evidence.error}
            onRetry={() => evidence.refetch()}
            retrying={evidence.isFetching}
          />
        )
      ) : (
        <>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{`Not read from the resume (${data!.suggestions.length})`}</h3>
            <p className="sr-only" role="status">
              {announcement}
            </p>
            {data!.suggestions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Everything in the resume that looks like a job or equipment is in the form.
              </p>
            ) : (
              <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Not read from the resume">
                {data!.suggestions.map((suggestion) => {
                  const summary = suggestionSummary(suggestion);
                  return (
                    <li key={suggestion.id} className="grid gap-1 rounded-md border p-2 text-sm">
                      <div>
                        <span className="text-xs font-medium uppercase text-muted-foreground">
                          {KIND_LABEL[suggestion.kind]}
                        </span>{" "}
                        <span className="font-medium [overflow-wrap:anywhere]">{summary}</span>
                      </div>
                      <q className="text-muted-foreground [overflow-wrap:anywhere]">
                        {quoteOf(data!, suggestion)}
                      </q>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-pressed={shown === suggestion.id}
                          aria-label={`Show ${summary} in the resume`}
                          onClick={() => setShown(shown === suggestion.id ? null : suggestion.id)}
                        >
                          <Search aria-hidden="true" />
                          Show
                        </Button>
                        {readOnly ? null : (
                          <>
                            <Button
                              type="button"
                              size="sm"
                              disabled={busy}
                              aria-label={`Add ${summary} to ${SECTION_OF[suggestion.kind]}`}
                              onClick={() => onAdd(suggestion)}
                            >
                              <Plus aria-hidden="true" />
                              Add
                            </Button>
                            <Button
                              type="button"
                              variant="ghost"
                              size="sm"
                              disabled={busy}
                              aria-label={`Dismiss ${summary}`}
                              onClick={() => onDismiss(suggestion)}
                            >
                              Dismiss
                            </Button>
                          </>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className="grid min-h-0 gap-1">
            <h3 className="text-sm font-semibold">Resume text</h3>
            <p className="text-xs text-muted-foreground">
              Move into an entry or a field of the form to see where it came from.
            </p>
            <section
              ref={textRef}
              // A scrolling region must be reachable by keyboard.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
              tabIndex={0}
              aria-label="Resume text"
              className="relative max-h-[28rem] min-h-0 overflow-y-auto whitespace-pre-wrap rounded-md border bg-background p-3 font-mono text-xs leading-relaxed [overflow-wrap:anywhere] lg:max-h-none"
            >
              {highlightedParts(data!.text, highlights).map((part) =>
                part.tone ? (
                  <mark
                    key={part.start}
                    className={
                      part.tone === "entry"
                        ? "rounded-sm bg-amber-200 text-foreground"
                        : "rounded-sm bg-sky-200 text-foreground"
                    }
                  >
                    {part.text}
                  </mark>
                ) : (
                  <span key={part.start}>{part.text}</span>
                ),
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
}
