import type { TeamMatrix } from "@domain/schemas/team";
import { useMemo, useState } from "react";
import { matrixCsv } from "../matrix-csv";
import { MatrixPages, MatrixToolbar, pageOf, searchMembers } from "./matrix-parts";
import { StatusCell } from "./status-cell";

/** Members × the items of one tab, each cell a status in words. */
export function TrainingMatrix({ matrix }: { matrix: TeamMatrix }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const items = useMemo(() => matrix.tab?.sections.flatMap((section) => section.items) ?? [], [matrix.tab]);
  const rows = useMemo(() => searchMembers(matrix.members, search), [matrix.members, search]);
  const shown = pageOf(rows, page);
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">This checklist has no items yet.</p>;
  return (
    <div className="space-y-4">
      <MatrixToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        csvName={`skills-matrix-${matrix.tab?.name ?? "training"}`}
        csv={() => matrixCsv(items, rows)}
      />
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
            {shown.visible.map((member) => (
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
      <MatrixPages page={shown.page} pages={shown.pages} onPage={setPage} />
    </div>
  );
}
