// The skills matrix (docs/product.md §17.2): members × the items of one checklist tab, each cell a
// status in words; 'Who can do it?' over chosen items; the visible rows exported as CSV.

import type { TeamMatrix } from "@domain/schemas/team";
import { MATRIX_STATUS_LABELS } from "@domain/training-status";
import { Download, Grid3x3 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CenteredSpinner } from "@/components/ui/spinner";
import { downloadText } from "@/lib/download";
import { cn } from "@/lib/utils";
import { useTeamMatrix } from "../api/team-matrix";
import { matrixCsv } from "../matrix-csv";
import { whoCanDoIt } from "../who-can-do-it";
import { StatusCell } from "./status-cell";

export const MATRIX_ROWS_PER_PAGE = 50;

const SELECT_CLASS = cn(
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
);

type Member = TeamMatrix["members"][number];

function fold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

function WhoCanDoIt({
  items,
  members,
}: {
  items: { id: string; name: string }[];
  members: readonly Member[];
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const result = useMemo(() => whoCanDoIt(members, items, chosen), [members, items, chosen]);
  const toggle = (itemId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  return (
    <section aria-labelledby="who-can-do-it" className="space-y-3 rounded-md border p-4">
      <h3 id="who-can-do-it" className="font-medium">
        Who can do it?
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-sm text-muted-foreground">Choose the training a job needs</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {items.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              {item.name}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen.size === 0 ? null : (
        <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
          <div>
            <h4 className="text-sm font-medium">{`Qualified (${result.qualified.length})`}</h4>
            {result.qualified.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody is trained on all of these.</p>
            ) : (
              <ul aria-label="Qualified members" className="text-sm">
                {result.qualified.map((member) => (
                  <li key={member.id}>{member.fullName}</li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h4 className="text-sm font-medium">{`One item away (${result.oneAway.length})`}</h4>
            {result.oneAway.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody is one item away.</p>
            ) : (
              <ul aria-label="Members one item away" className="text-sm">
                {result.oneAway.map(({ member, missing }) => (
                  <li key={member.id}>
                    {`${member.fullName}: needs ${missing.name} (${MATRIX_STATUS_LABELS[missing.status]})`}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function MatrixTable({ matrix }: { matrix: TeamMatrix }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const items = useMemo(() => matrix.tab?.sections.flatMap((section) => section.items) ?? [], [matrix.tab]);
  const rows = useMemo(() => {
    const wanted = fold(search.trim());
    return wanted === ""
      ? matrix.members
      : matrix.members.filter(
          (member) => fold(member.fullName).includes(wanted) || fold(member.email).includes(wanted),
        );
  }, [matrix.members, search]);
  const pages = Math.max(1, Math.ceil(rows.length / MATRIX_ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const visible = rows.slice(current * MATRIX_ROWS_PER_PAGE, (current + 1) * MATRIX_ROWS_PER_PAGE);

  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">This checklist has no items yet.</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>Search the matrix</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            className="w-64"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            downloadText(
              `skills-matrix-${fold(matrix.tab?.name ?? "training").replace(/[^a-z0-9]+/g, "-")}.csv`,
              matrixCsv(items, rows),
              "text/csv;charset=utf-8",
            )
          }
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{`Training status of each member for ${matrix.tab?.name ?? ""}`}</caption>
          <thead>
            <tr className="border-b bg-muted/50 text-xs">
              <th scope="col" className="sticky left-0 bg-muted px-2 py-2 font-medium">
                Member
              </th>
              {items.map((item) => (
                <th key={item.id} scope="col" className="min-w-28 px-2 py-2 font-medium">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((member) => (
              <tr key={member.id} className="border-b last:border-0">
                <th
                  scope="row"
                  className="sticky left-0 whitespace-nowrap bg-card px-2 py-1.5 text-sm font-medium"
                >
                  {member.fullName}
                </th>
                {member.statuses.map((status, index) => (
                  <StatusCell key={items[index]?.id ?? index} status={status} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No members match.</p> : null}
      {pages > 1 ? (
        <nav aria-label="Matrix pages" className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span>{`Page ${current + 1} of ${pages}`}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
      <WhoCanDoIt items={items} members={matrix.members} />
    </div>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed py-10 text-center text-sm text-muted-foreground">
      <Grid3x3 className="size-8" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** `enabled` false (a technician): the placeholder, and nothing is asked of the server. */
export function SkillsMatrix({ enabled = false }: { enabled?: boolean }) {
  const id = useId();
  const [tabId, setTabId] = useState<string | null>(null);
  const matrix = useTeamMatrix(enabled ? tabId : null, enabled);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skills Matrix</CardTitle>
        <CardDescription>Aircraft, powerplant and avionics skills across the team</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!enabled ? (
          <Placeholder text="The skills matrix will appear here once team data is available." />
        ) : matrix.isPending ? (
          <CenteredSpinner fullScreen={false} label="Loading the skills matrix" />
        ) : matrix.isError ? (
          <LoadError
            title="The skills matrix could not be loaded"
            error={matrix.error}
            onRetry={() => matrix.refetch()}
            retrying={matrix.isFetching}
          />
        ) : matrix.data.tab === null ? (
          <Placeholder text="The skills matrix will appear here once an administrator sets up the training program." />
        ) : (
          <>
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor={`${id}-tab`}>Checklist</Label>
              <select
                id={`${id}-tab`}
                className={SELECT_CLASS}
                value={matrix.data.tab.id}
                onChange={(event) => setTabId(event.target.value)}
              >
                {matrix.data.tabs.map((tab) => (
                  <option key={tab.id} value={tab.id}>
                    {tab.name}
                  </option>
                ))}
              </select>
            </div>
            <MatrixTable key={matrix.data.tab.id} matrix={matrix.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
