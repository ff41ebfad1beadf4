import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { SearchCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FuzzyMatchCard } from "./fuzzy-match-card";

const NO_MATCHES: readonly FuzzyMatchView[] = [];

/** The Fuzzy Matches tab. Owner matching is not built yet, so it makes no call and is always empty. */
export function FuzzyMatchesTab({ matches = NO_MATCHES }: { matches?: readonly FuzzyMatchView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Fuzzy Matches</CardTitle>
        <CardDescription>Documents whose owner could not be identified with certainty.</CardDescription>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
            <SearchCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">No pending matches</p>
          </div>
        ) : (
          <div className="grid gap-4">
            {matches.map((match) => (
              <FuzzyMatchCard key={match.id} match={match} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
