import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EXPERIENCE_NOTES } from "@/lib/experience-notes";
import { getInitials } from "@/lib/format";

/**
 * The dashboard's greeting: who, what they do, and how long they have done it. While the experience
 * loads, a placeholder keeps the badge's place, so the card does not grow (and push the page down)
 * when it arrives; on phones the badge has a row of its own, so the name keeps the width.
 */
export function GreetingCard({
  fullName,
  experienceText,
  loading = false,
}: {
  fullName: string;
  experienceText: string | null;
  loading?: boolean;
}) {
  return (
    <Card className="flex-row flex-wrap items-center gap-4 px-6">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
      >
        {getInitials(fullName)}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="truncate text-xl font-semibold tracking-tight" title={fullName}>
          {fullName}
        </h2>
        <p className="text-sm text-muted-foreground">Aviation Maintenance Professional</p>
      </div>
      {experienceText !== null || loading ? (
        <div className="basis-full sm:basis-auto">
          {experienceText !== null ? (
            <>
              <Badge variant="info" className="text-sm">{`${experienceText} Experience`}</Badge>
              <p className="mt-1 text-xs text-muted-foreground">{EXPERIENCE_NOTES.employment}</p>
            </>
          ) : (
            <Badge variant="info" aria-hidden="true" className="w-32 animate-pulse text-sm">
              {"\u00a0"}
            </Badge>
          )}
        </div>
      ) : null}
    </Card>
  );
}
