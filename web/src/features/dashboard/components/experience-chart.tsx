import { formatDuration } from "@domain/duration";
import { useId } from "react";
import type { DisciplineTotal } from "../experience-totals";

/**
 * Bars of experience per discipline, each with its duration in words beside it, so the numbers are
 * read as text; the bars (relative to the longest total) are decoration.
 */
export function ExperienceChart({ totals }: { totals: readonly DisciplineTotal[] }) {
  const captionId = useId();
  const noteId = useId();
  const longest = Math.max(0, ...totals.map((total) => total.months));
  return (
    <figure aria-labelledby={captionId} aria-describedby={noteId} className="space-y-4">
      <figcaption id={captionId} className="text-sm font-medium">
        Experience per discipline
      </figcaption>
      <ul className="space-y-3">
        {totals.map(({ label, months }) => {
          const percent = longest === 0 ? 0 : Math.max(2, Math.round((months / longest) * 100));
          return (
            <li
              key={label}
              className="grid grid-cols-[6rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[7rem_1fr_9rem]"
            >
              <span className="text-sm font-medium">{label}</span>
              <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-primary/10">
                <span
                  data-testid={`experience-bar-${label}`}
                  className="block h-full rounded-full bg-primary transition-[width]"
                  style={{ width: `${months === 0 ? 0 : percent}%` }}
                />
              </span>
              <span className="col-start-2 text-sm text-muted-foreground tabular-nums sm:col-start-auto sm:text-right">
                {formatDuration(months)}
              </span>
            </li>
          );
        })}
      </ul>
      <p id={noteId} className="text-xs text-muted-foreground">
        {longest === 0
          ? "No experience recorded yet. Add experience entries to your work history form."
          : "Bar lengths are relative to the longest total."}
      </p>
    </figure>
  );
}
