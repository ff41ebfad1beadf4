// Choosing ATA chapters from the iSpec 2200 list of domain/logbook.ts (docs/product.md §22.4): a group
// of native checkboxes ('ATA 32 Landing gear'), narrowed by a filter on the number or the title, with
// the chosen ones listed above it, each removable. Tab reaches the filter, then each checkbox (Space
// ticks it); a screen reader hears the group's name, each chapter's number and title, its state and
// the group's problem, and the count of chosen chapters as it changes.

import { ATA_CHAPTERS, ataChapterLabel } from "@domain/logbook";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The chapters whose number or title contains the filter's words (case aside). */
export function chaptersMatching(filter: string): readonly (typeof ATA_CHAPTERS)[number][] {
  const words = filter.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  if (words.length === 0) return ATA_CHAPTERS;
  return ATA_CHAPTERS.filter((chapter) => {
    const text = ataChapterLabel(chapter.chapter).toLocaleLowerCase("en");
    return words.every((word) => text.includes(word));
  });
}

/** What the live line says: how many are chosen, and how many the filter shows. */
function statusText(chosen: number, shown: number): string {
  const choice =
    chosen === 0 ? "No chapter chosen." : `${chosen} ${chosen === 1 ? "chapter" : "chapters"} chosen.`;
  return shown < ATA_CHAPTERS.length ? `${choice} ${shown} of ${ATA_CHAPTERS.length} shown.` : choice;
}

export function AtaChapterPicker({
  legend,
  value,
  onChange,
  problem,
}: {
  legend: string;
  /** The chosen chapter numbers. */
  value: readonly string[];
  onChange: (chapters: string[]) => void;
  /** The schema's message for the field, tied to the group by aria-describedby. */
  problem: string | undefined;
}) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const chosen = new Set(value);
  const shown = chaptersMatching(filter);
  const inListOrder = (chapters: Set<string>) =>
    ATA_CHAPTERS.map((c) => c.chapter).filter((chapter) => chapters.has(chapter));
  const toggle = (chapter: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(chapter);
    else next.delete(chapter);
    onChange(inListOrder(next));
  };
  const problemId = `${id}-problem`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={problem ? problemId : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {statusText(value.length, shown.length)}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Chosen chapters" className="flex flex-wrap gap-1">
          {inListOrder(chosen).map((chapter) => (
            <li key={chapter}>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${ataChapterLabel(chapter)}`}
                onClick={() => toggle(chapter, false)}
              >
                ATA {chapter}
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={`${id}-filter`} className="text-xs">
        Find a chapter (number or title)
      </Label>
      <Input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the filter must not submit the dialog.
          if (event.key === "Enter") event.preventDefault();
        }}
        aria-controls={`${id}-list`}
      />
      <div id={`${id}-list`} className="max-h-56 overflow-y-auto rounded-md border p-1">
        {shown.length === 0 ? (
          <p className="p-2 text-xs text-muted-foreground">No chapter matches "{filter.trim()}".</p>
        ) : (
          shown.map(({ chapter }) => {
            const boxId = `${id}-chapter-${chapter}`;
            return (
              <div key={chapter} className="flex items-center gap-2 rounded px-2 py-1 hover:bg-muted">
                <input
                  id={boxId}
                  type="checkbox"
                  className="size-4"
                  checked={chosen.has(chapter)}
                  onChange={(event) => toggle(chapter, event.target.checked)}
                />
                <label htmlFor={boxId} className="text-sm">
                  {ataChapterLabel(chapter)}
                </label>
              </div>
            );
          })
        )}
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
