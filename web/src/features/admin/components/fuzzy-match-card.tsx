import type { FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import { FileText, UserPlus, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A document whose owner could not be matched for sure: the match score and the possible users,
 * each with Assign, and Create New User / Ignore. The matching itself comes later: the actions
 * are disabled until a handler is passed.
 */
export function FuzzyMatchCard({
  match,
  onAssign,
  onCreateUser,
  onIgnore,
}: {
  match: FuzzyMatchView;
  onAssign?: (userId: string) => void;
  onCreateUser?: () => void;
  onIgnore?: () => void;
}) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle as="h3" className="flex min-w-0 items-center gap-2 text-base">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{match.filename}</span>
        </CardTitle>
        <Badge variant="warning">{Math.round(match.matchScore)}% match</Badge>
      </CardHeader>
      <CardContent>
        <h4 className="mb-2 text-sm font-medium">Possible users</h4>
        <ul className="divide-y rounded-md border">
          {match.possibleUsers.map((candidate) => (
            <li key={candidate.id} className="flex items-center justify-between gap-4 px-3 py-2">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{candidate.fullName}</span>
                <span className="block truncate text-xs text-muted-foreground">{candidate.email}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={!onAssign}
                aria-label={`Assign to ${candidate.fullName}`}
                onClick={() => onAssign?.(candidate.id)}
              >
                Assign
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!onCreateUser} onClick={onCreateUser}>
          <UserPlus aria-hidden="true" />
          Create New User
        </Button>
        <Button variant="ghost" disabled={!onIgnore} onClick={onIgnore}>
          <X aria-hidden="true" />
          Ignore
        </Button>
      </CardFooter>
    </Card>
  );
}
