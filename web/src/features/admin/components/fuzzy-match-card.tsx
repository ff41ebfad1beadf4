import type { MatchStatus } from "@domain/enums";
import { IMPORT_DECISION_LABELS, type MatchHistoryEntry } from "@domain/schemas/bulk-import";
import type { FuzzyMatchCard as FuzzyMatchView } from "@domain/schemas/import-contact";
import { FileText, RotateCcw, Undo2, UserPlus, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { ADDRESS_DOUBT_LABELS } from "./address-doubts";

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  exact: "Exact",
  fuzzy: "Fuzzy",
  multiple: "Multiple",
  no_match: "No match",
  manual_review: "Manual review",
};

const UNVERIFIED_HINT =
  "This account never confirmed its e-mail address: anyone can register one in another person's name.";

export interface FuzzyMatchActions {
  onAssign?: (userId: string) => void;
  onCreateUser?: () => void;
  onIgnore?: () => void;
  onRestore?: () => void;
  onUndo?: () => void;
  /** A decision on this card is being made: its buttons wait. */
  busy?: boolean;
}

function historyLine(entry: MatchHistoryEntry): string {
  const who = entry.actorName ? ` by ${entry.actorName}` : "";
  const whom = entry.userName ? ` (${entry.userName}${entry.userEmail ? `, ${entry.userEmail}` : ""})` : "";
  const score = entry.score === null ? "" : `, ${Math.round(entry.score)}%`;
  return `${IMPORT_DECISION_LABELS[entry.action]}${who}${whom}${score}, ${formatDate(entry.at)}`;
}

/** The document's line a value came from, as written. */
function SourceLine({ line }: { line: string | null }) {
  if (!line) return null;
  return (
    <span className="block break-all text-xs text-muted-foreground">
      from the line <q>{line}</q>
    </span>
  );
}

/**
 * An imported document and its person (docs/product.md §18.3): the match score and status, what the
 * document says, the possible users each with Assign, Create New User and Ignore; Restore when
 * ignored, Undo when recently assigned; and the history of the decisions. Without a handler an
 * action is disabled.
 */
export function FuzzyMatchCard({ match, ...actions }: { match: FuzzyMatchView } & FuzzyMatchActions) {
  const waiting = match.state === "waiting";
  return (
    <Card className="gap-4" data-testid="fuzzy-match-card">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle as="h3" className="flex min-w-0 items-center gap-2 text-base">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate" title={match.filename}>
            {match.filename}
          </span>
        </CardTitle>
        <span className="flex flex-wrap gap-2">
          {match.matchStatus && <Badge variant="outline">{MATCH_STATUS_LABELS[match.matchStatus]}</Badge>}
          <Badge variant="warning">{Math.round(match.matchScore)}% match</Badge>
        </span>
      </CardHeader>
      <CardContent className="grid gap-3">
        {match.state !== "reading" && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-muted-foreground">Name on document</dt>
            <dd>
              {match.extractedName ?? "None found"}
              <SourceLine line={match.contact.nameLine} />
            </dd>
            <dt className="text-muted-foreground">E-mail on document</dt>
            <dd>
              {match.extractedEmail ?? "None found"}
              {match.extractedEmail && <SourceLine line={match.contact.emailLine} />}
              {match.contact.doubtfulAddresses.length > 0 && (
                <ul className="mt-1 grid gap-1">
                  {match.contact.doubtfulAddresses.map((doubt) => (
                    <li key={doubt.address} className="text-xs">
                      <Badge variant="outline">Not proposed</Badge>{" "}
                      <span className="break-all">{doubt.address}</span>: {ADDRESS_DOUBT_LABELS[doubt.reason]}
                      <SourceLine line={doubt.line} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        )}
        {match.state === "reading" && <p className="text-sm text-muted-foreground">Being read…</p>}
        {match.state === "failed" && <p className="text-sm text-destructive">{match.errorMessage}</p>}
        {match.state === "assigned" && match.assignedUser && (
          <p className="text-sm">
            Assigned to <span className="font-medium">{match.assignedUser.fullName}</span> (
            {match.assignedUser.email})
          </p>
        )}
        {(waiting || match.state === "ignored") && (
          <div>
            <h4 className="mb-2 text-sm font-medium">Possible users</h4>
            {match.possibleUsers.length === 0 ? (
              <p className="text-sm text-muted-foreground">No similar users</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {match.possibleUsers.map((candidate) => (
                  <li key={candidate.id} className="flex items-center justify-between gap-4 px-3 py-2">
                    <span className="min-w-0">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium">{candidate.fullName}</span>
                        {!candidate.verified && (
                          <Badge variant="outline" title={UNVERIFIED_HINT}>
                            Unverified
                          </Badge>
                        )}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {candidate.email} · {Math.round(candidate.score)}%
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!actions.onAssign || !waiting || actions.busy}
                      aria-label={`Assign to ${candidate.fullName}`}
                      onClick={() => actions.onAssign?.(candidate.id)}
                    >
                      Assign
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {match.history.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              History ({match.history.length})
            </summary>
            <ol className="mt-2 grid gap-1">
              {match.history.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only
                <li key={index}>{historyLine(entry)}</li>
              ))}
            </ol>
          </details>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        {(waiting || !actions.onRestore) && match.state !== "assigned" && (
          <>
            <Button
              variant="outline"
              disabled={!actions.onCreateUser || actions.busy}
              onClick={actions.onCreateUser}
            >
              <UserPlus aria-hidden="true" />
              Create New User
            </Button>
            <Button variant="ghost" disabled={!actions.onIgnore || actions.busy} onClick={actions.onIgnore}>
              <X aria-hidden="true" />
              Ignore
            </Button>
          </>
        )}
        {match.state === "ignored" && actions.onRestore && (
          <Button variant="outline" disabled={actions.busy} onClick={actions.onRestore}>
            <RotateCcw aria-hidden="true" />
            Restore
          </Button>
        )}
        {match.state === "assigned" && match.undoUntil && actions.onUndo && (
          <Button variant="outline" disabled={actions.busy} onClick={actions.onUndo}>
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
