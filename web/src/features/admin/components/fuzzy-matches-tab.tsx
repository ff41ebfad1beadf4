import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, MATCH_STATUSES } from "@domain/enums";
import { FORM_NOT_EMPTY_CODE, type FormChoice, type FuzzyMatchListView } from "@domain/schemas/bulk-import";
import type { FuzzyMatchCard as FuzzyMatchView } from "@domain/schemas/import-contact";
import type { BulkInviteResult } from "@domain/schemas/invitations";
import { useQueryClient } from "@tanstack/react-query";
import { SearchCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { fuzzyMatchesQueryKey } from "@/lib/query-keys";
import {
  type FuzzyMatchFilters,
  type MatchDecision,
  useCreateAndInviteAll,
  useDecideMatch,
  useFuzzyMatches,
} from "../api/fuzzy-matches";
import { BulkUpload } from "./bulk-upload";
import { CreateAndInviteDialog } from "./create-and-invite-dialog";
import { CreateMatchedUserDialog } from "./create-matched-user-dialog";
import { FormChoiceDialog } from "./form-choice-dialog";
import { FuzzyMatchCard, MATCH_STATUS_LABELS } from "./fuzzy-match-card";

type ListView = Exclude<FuzzyMatchListView, "assigned">;

const VIEWS: { view: ListView; label: string; empty: string }[] = [
  { view: "waiting", label: "Waiting for a decision", empty: "No pending matches" },
  { view: "reading", label: "Processing", empty: "No documents are being processed" },
  { view: "ignored", label: "Ignored", empty: "No ignored documents" },
];

const SUCCESS: Record<MatchDecision["kind"], string> = {
  assign: "Document assigned",
  "create-user": "User created and document assigned",
  ignore: "Document ignored",
  restore: "Document restored",
  undo: "Assignment undone",
};

/** What the decision did to the document, in a sentence. */
function outcomeOf(kind: MatchDecision["kind"], filename: string, card: FuzzyMatchView): string {
  if (card.assignedUser) return `${filename} was assigned to ${card.assignedUser.fullName}.`;
  if (kind === "ignore") return `${filename} was moved to Ignored; Restore brings it back.`;
  if (kind === "restore") return `${filename} is waiting for a decision again.`;
  if (kind === "undo")
    return `${filename} is waiting for a decision again; what the assignment wrote was taken back.`;
  return `${filename} was updated.`;
}

function Empty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
      <SearchCheck className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** A filter of the list: 'All', or one of `options` ([value, label]). */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: [T, string][];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      {label}
      <select
        className="rounded-md border bg-background px-2 py-1"
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value as T) || undefined)}
      >
        <option value="">All</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Admin → Fuzzy Matches: the bulk import, the documents waiting for their person, and the recent assignments. */
export function FuzzyMatchesTab() {
  const queryClient = useQueryClient();
  const [view, setView] = useState<ListView>("waiting");
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<FuzzyMatchFilters>({});
  const list = useFuzzyMatches(view, page, filters);
  const [recentPage, setRecentPage] = useState(1);
  const recent = useFuzzyMatches("assigned", recentPage);
  const recentPages = recent.data ? Math.max(1, Math.ceil(recent.data.total / recent.data.pageSize)) : 1;
  const decide = useDecideMatch();
  const decideOnce = useGuardedMutate(decide, (decision) => decision.id);
  const [creatingFor, setCreatingFor] = useState<FuzzyMatchView | null>(null);
  const [pendingAssign, setPendingAssign] = useState<{ question: string; decision: MatchDecision } | null>(
    null,
  );

  // 'Create and invite all': the cards chosen (kept across pages), the review and its answers.
  const [selected, setSelected] = useState<ReadonlyMap<string, FuzzyMatchView>>(new Map());
  const [reviewing, setReviewing] = useState<FuzzyMatchView[] | null>(null);
  const [results, setResults] = useState<ReadonlyMap<string, BulkInviteResult>>(new Map());
  const inviteAll = useCreateAndInviteAll();
  const inviteAllOnce = useGuardedMutate(inviteAll);
  const toggle = (match: FuzzyMatchView, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(match.id, match);
      else next.delete(match.id);
      return next;
    });
  const closeReview = () => {
    setReviewing(null);
    // Cards created leave the selection; refused ones stay chosen for another try.
    setSelected((current) => new Map([...current].filter(([id]) => results.get(id)?.outcome !== "invited")));
    setResults(new Map());
  };
  const sendInvites = (items: Parameters<typeof inviteAll.mutate>[0]["items"]) =>
    inviteAllOnce(
      { items },
      {
        onSuccess: ({ results: answered }) => {
          setResults((current) => new Map([...current, ...answered.map((row) => [row.id, row] as const)]));
          const invited = answered.filter((row) => row.outcome === "invited").length;
          const refused = answered.length - invited;
          toast({
            title: "Accounts created and invited",
            description:
              refused === 0
                ? `${invited} ${invited === 1 ? "person was" : "people were"} invited.`
                : `${invited} invited; ${refused} not created (see each card).`,
          });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: "Nobody was invited", description: getErrorMessage(error) }),
      },
    );

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: fuzzyMatchesQueryKey }),
    [queryClient],
  );

  const run = (decision: MatchDecision, match: FuzzyMatchView) => {
    decideOnce(decision, {
      onSuccess: (card) => {
        setCreatingFor(null);
        setPendingAssign(null);
        toast({ title: SUCCESS[decision.kind], description: outcomeOf(decision.kind, match.filename, card) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === FORM_NOT_EMPTY_CODE && decision.kind === "assign") {
          setPendingAssign({ question: error.serverMessage ?? error.message, decision });
          return;
        }
        setPendingAssign(null);
        toast({
          variant: "destructive",
          title: "The decision was not saved",
          description: getErrorMessage(error),
        });
      },
    });
  };

  const chooseForm = (formChoice: FormChoice) => {
    const decision = pendingAssign?.decision;
    if (decision?.kind !== "assign") return;
    const match = list.data?.items.find((item) => item.id === decision.id);
    if (match) run({ ...decision, body: { ...decision.body, formChoice } }, match);
  };

  const actionsFor = (match: FuzzyMatchView) => ({
    busy: decide.isPending && decide.variables?.id === match.id,
    onAssign: (userId: string) => run({ kind: "assign", id: match.id, body: { userId } }, match),
    onCreateUser: () => setCreatingFor(match),
    onIgnore: () => run({ kind: "ignore", id: match.id }, match),
    onRestore: () => run({ kind: "restore", id: match.id }, match),
    onUndo: () => run({ kind: "undo", id: match.id }, match),
  });

  const counts = list.data?.counts ?? recent.data?.counts;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const current = VIEWS.find((entry) => entry.view === view) ?? VIEWS[0];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Fuzzy Matches</CardTitle>
        <CardDescription>Documents whose owner could not be identified with certainty.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <BulkUpload onUploaded={refresh} />

        <div className="grid gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form field */}
          <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
            {VIEWS.map((entry) => (
              <Button
                key={entry.view}
                type="button"
                size="sm"
                variant={view === entry.view ? "default" : "outline"}
                aria-pressed={view === entry.view}
                onClick={() => {
                  setView(entry.view);
                  setPage(1);
                }}
              >
                {entry.label} ({counts?.[entry.view] ?? 0})
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <FilterSelect
              label="Match status"
              value={filters.matchStatus}
              options={MATCH_STATUSES.map((status) => [status, MATCH_STATUS_LABELS[status]])}
              onChange={(matchStatus) => {
                setFilters({ ...filters, matchStatus });
                setPage(1);
              }}
            />
            <FilterSelect
              label="Document type"
              value={filters.documentType}
              options={DOCUMENT_TYPES.map((type) => [type, DOCUMENT_TYPE_LABELS[type]])}
              onChange={(documentType) => {
                setFilters({ ...filters, documentType });
                setPage(1);
              }}
            />
          </div>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <p className="text-sm text-destructive">{getErrorMessage(list.error)}</p>
          ) : list.data.items.length === 0 ? (
            <Empty text={current?.empty ?? "No pending matches"} />
          ) : (
            <div className="grid gap-4">
              {view === "waiting" && (
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    type="button"
                    disabled={selected.size === 0}
                    onClick={() => setReviewing([...selected.values()])}
                  >
                    {`Create and invite all (${selected.size})`}
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    Choose the cards of people who need an account, then review them together.
                  </span>
                </div>
              )}
              {list.data.items.map((match) => (
                <div key={match.id} className="grid gap-2">
                  {view === "waiting" && (
                    <div className="flex items-center gap-2 text-sm">
                      <Checkbox
                        id={`choose-${match.id}`}
                        checked={selected.has(match.id)}
                        onCheckedChange={(checked) => toggle(match, checked === true)}
                      />
                      <Label htmlFor={`choose-${match.id}`} className="font-normal">
                        {`Choose ${match.filename} for Create and invite all`}
                      </Label>
                    </div>
                  )}
                  <FuzzyMatchCard match={match} {...actionsFor(match)} />
                </div>
              ))}
            </div>
          )}
          <Pager label="Pages of documents" page={page} pages={pages} onPage={setPage} />
        </div>

        <section aria-labelledby="recently-assigned" className="grid gap-3">
          <h3 id="recently-assigned" className="font-medium">
            Recently assigned ({recent.data?.counts.assigned ?? 0})
          </h3>
          {(recent.data?.items.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing was assigned in the last 24 hours.</p>
          ) : (
            <div className="grid gap-4">
              {recent.data?.items.map((match) => (
                <FuzzyMatchCard key={match.id} match={match} {...actionsFor(match)} />
              ))}
            </div>
          )}
          <Pager
            label="Pages of recent assignments"
            page={Math.min(recentPage, recentPages)}
            pages={recentPages}
            onPage={setRecentPage}
          />
        </section>
      </CardContent>
      <CreateMatchedUserDialog
        match={creatingFor}
        busy={decide.isPending}
        onCancel={() => setCreatingFor(null)}
        onCreate={(body) =>
          creatingFor && run({ kind: "create-user", id: creatingFor.id, body }, creatingFor)
        }
      />
      {reviewing && (
        <CreateAndInviteDialog
          cards={reviewing}
          open
          busy={inviteAll.isPending}
          results={results}
          onCancel={closeReview}
          onSubmit={sendInvites}
        />
      )}
      <FormChoiceDialog
        question={pendingAssign?.question ?? null}
        onChoose={chooseForm}
        onCancel={() => setPendingAssign(null)}
      />
    </Card>
  );
}
