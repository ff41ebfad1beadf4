// The task logbook (docs/product.md §22): quick entry on one screen (kept on the device until
// the server has it), the paged list with its filters and total, each draft's evidence, and the
// selected drafts sent for countersignature.

import {
  ATA_CHAPTERS,
  ataChapterLabel,
  LOGBOOK_ACTIVITY_KIND_LABELS,
  LOGBOOK_STATUS_LABELS,
  SUPERSEDED_LABEL,
} from "@domain/logbook";
import type { LogbookEntry } from "@domain/schemas/logbook";
import { useEffect, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import type { EvidenceSource } from "@/components/evidence-picker";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pager } from "@/components/ui/pager";
import { CenteredSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import {
  type LogbookFilters,
  sendLogbookEntry,
  useCountersigners,
  useCountersignRequests,
  useLogbookEntries,
  useLogbookMutations,
  useRefreshLogbook,
} from "@/features/logbook/api/logbook";
import { CountersignQueue } from "@/features/logbook/components/countersign-queue";
import { EntryActions } from "@/features/logbook/components/entry-actions";
import { EntryEvidence } from "@/features/logbook/components/entry-evidence";
import { PendingEntriesList } from "@/features/logbook/components/pending-entries-list";
import { QuickEntryForm } from "@/features/logbook/components/quick-entry-form";
import { RequestCountersignDialog } from "@/features/logbook/components/request-countersign-dialog";
import { usePendingEntries } from "@/features/logbook/components/use-pending-entries";
import { OwnLogbookSummary } from "@/features/logbook-summary/components/own-summary";
import { useTrainingEvidenceSource } from "@/features/uploads/use-evidence-source";
import { getServerMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";

const NO_FILTERS: LogbookFilters = { from: "", to: "", aircraft: "", ataChapter: "", status: "" };

function statusLabel(entry: LogbookEntry): string {
  return entry.supersededBy ? SUPERSEDED_LABEL : LOGBOOK_STATUS_LABELS[entry.status];
}

function EntryRow({
  entry,
  selected,
  onSelect,
  evidence,
}: {
  entry: LogbookEntry;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  evidence: {
    source: EvidenceSource;
    busy: boolean;
    onChange: (documentId: string | null) => void;
  };
}) {
  const aircraft = [entry.aircraftMake, entry.aircraftModel, entry.aircraftSeries].filter(Boolean).join(" ");
  const signature = entry.countersignature;
  return (
    <li className="flex gap-3 border-b py-3 last:border-b-0" data-testid="logbook-entry">
      <div className="pt-1">
        {entry.status === "draft" ? (
          <Checkbox
            checked={selected}
            onCheckedChange={(value) => onSelect(value === true)}
            aria-label={`Select ${entry.task}`}
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{entry.task}</span>
          <Badge variant="outline">{statusLabel(entry)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {entry.performedOn} · {aircraft}
          {entry.aircraftRegistration ? ` (${entry.aircraftRegistration})` : ""} ·{" "}
          {ataChapterLabel(entry.ataChapter)} · {LOGBOOK_ACTIVITY_KIND_LABELS[entry.activityKind]} ·{" "}
          {entry.minutes} min
          {entry.workOrder ? ` · ${entry.workOrder}` : ""}
        </p>
        {signature ? (
          <p className="text-sm">
            {signature.decision === "countersigned" ? "Countersigned" : "Declined"} by {signature.name} (
            {signature.licenceNumber}) on {signature.decidedAt.slice(0, 10)}
            {signature.remark ? `: ${signature.remark}` : ""}
          </p>
        ) : null}
        <EntryEvidence entry={entry} {...evidence} />
      </div>
      <EntryActions entry={entry} />
    </li>
  );
}

/** 'New task' with its offline queue: the form hands each task over, the queue sends it. */
function NewTask({ userId }: { userId: string }) {
  const refresh = useRefreshLogbook();
  const { pending, add, discard } = usePendingEntries({
    userId,
    send: sendLogbookEntry,
    onSent: () => {
      toast({ title: "Task added" });
      void refresh();
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>New task</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <QuickEntryForm userId={userId} onSave={(values, clientKey) => add(clientKey, values)} />
        <PendingEntriesList pending={pending} onDiscard={discard} />
      </CardContent>
    </Card>
  );
}

export function LogbookPage() {
  const { user } = useAuth();
  const [filters, setFilters] = useState<LogbookFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const entries = useLogbookEntries(filters, page);
  const requests = useCountersignRequests();
  const countersigners = useCountersigners();
  const evidenceSource = useTrainingEvidenceSource("keep unread");
  const { request, revoke, setEvidence } = useLogbookMutations();

  const failed = (fallback: string) => (error: Error) =>
    toast({ variant: "destructive", title: getServerMessage(error) ?? fallback });

  const filter = (name: keyof LogbookFilters) => ({
    id: `logbook-filter-${name}`,
    value: filters[name],
    onChange: (event: { target: { value: string } }) => {
      setFilters({ ...filters, [name]: event.target.value });
      setPage(1);
    },
  });

  const list = entries.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  // The last page emptied (its drafts deleted or sent): show the one before.
  useEffect(() => {
    if (list && page > pages) setPage(pages);
  }, [list, page, pages]);
  // Drafts selected on any page stay selected until they are sent or are no longer drafts.
  const notDrafts = new Set((list?.items ?? []).filter((e) => e.status !== "draft").map((e) => e.id));
  const chosen = [...selected].filter((id) => !notDrafts.has(id));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Logbook"
        description="Tasks you performed, countersigned by the supervisor who saw them."
        actions={
          <DownloadButton
            url="/api/me/logbook.pdf"
            label="Download logbook PDF"
            fallbackFilename="hangar-log-logbook.pdf"
            failureTitle="The logbook PDF could not be downloaded"
          />
        }
      />
      {user ? <NewTask key={user.id} userId={user.id} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>Tasks</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-5">
            <div className="grid gap-1">
              <Label htmlFor="logbook-filter-from">From</Label>
              <Input type="date" {...filter("from")} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="logbook-filter-to">To</Label>
              <Input type="date" {...filter("to")} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="logbook-filter-aircraft">Aircraft</Label>
              <Input {...filter("aircraft")} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="logbook-filter-ataChapter">Chapter</Label>
              <NativeSelect {...filter("ataChapter")}>
                <option value="">All</option>
                {ATA_CHAPTERS.map((c) => (
                  <option key={c.chapter} value={c.chapter}>
                    {c.chapter} {c.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="logbook-filter-status">Status</Label>
              <NativeSelect {...filter("status")}>
                <option value="">All</option>
                {Object.entries(LOGBOOK_STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
                <option value="superseded">{SUPERSEDED_LABEL}</option>
              </NativeSelect>
            </div>
          </div>
          <div className="flex justify-end">
            <RequestCountersignDialog
              entryIds={chosen}
              countersigners={countersigners.data ?? []}
              pending={request.isPending}
              onRequest={(input) =>
                request.mutateAsync(input, {
                  onSuccess: () => {
                    setSelected(new Set());
                    toast({ title: "Countersignature requested" });
                  },
                  onError: failed("The request could not be sent"),
                })
              }
            />
          </div>
          {entries.isPending ? (
            <CenteredSpinner label="Loading tasks" />
          ) : entries.isError ? (
            <LoadError
              title="The logbook could not be loaded"
              error={entries.error}
              onRetry={() => entries.refetch()}
              retrying={entries.isFetching}
            />
          ) : entries.data.total === 0 ? (
            <p className="text-sm text-muted-foreground">No tasks yet.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" data-testid="logbook-total">
                {entries.data.total === 1 ? "1 task" : `${entries.data.total} tasks`}
              </p>
              <ul>
                {entries.data.items.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={entry}
                    selected={selected.has(entry.id)}
                    onSelect={(on) => {
                      const next = new Set(selected);
                      if (on) next.add(entry.id);
                      else next.delete(entry.id);
                      setSelected(next);
                    }}
                    evidence={{
                      source: evidenceSource,
                      busy: setEvidence.isPending,
                      onChange: (documentId) =>
                        setEvidence.mutate(
                          { id: entry.id, documentId },
                          { onError: failed("The evidence could not be saved") },
                        ),
                    }}
                  />
                ))}
              </ul>
              <Pager label="Pages of tasks" page={Math.min(page, pages)} pages={pages} onPage={setPage} />
            </>
          )}
        </CardContent>
      </Card>

      <CountersignQueue />

      {requests.data && requests.data.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Countersignature requests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul>
              {requests.data.map((item) => {
                const open = !item.usedAt && !item.revokedAt;
                return (
                  <li
                    key={item.id}
                    className="flex items-center justify-between gap-3 border-b py-2 last:border-b-0"
                  >
                    <span className="text-sm">
                      {item.supervisorName}
                      {item.supervisorEmail ? ` <${item.supervisorEmail}>` : ""} · {item.entryIds.length}{" "}
                      tasks · {item.usedAt ? "Answered" : item.revokedAt ? "Withdrawn" : "Waiting"}
                    </span>
                    {open ? (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() =>
                          revoke.mutate(item.id, { onError: failed("The request could not be withdrawn") })
                        }
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <OwnLogbookSummary />
        </CardContent>
      </Card>
    </div>
  );
}
