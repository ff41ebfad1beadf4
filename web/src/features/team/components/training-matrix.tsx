import type { TeamMatrix } from "@domain/schemas/team";
import { useMemo, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { matrixPdfUrl } from "../api/program-exports";
import { matrixCsv } from "../matrix-csv";
import { MatrixPages, MatrixTable, MatrixToolbar, pageOf, searchMembers } from "./matrix-parts";
import { StatusCell } from "./status-cell";

/** Members × the items of one tab, each cell a status in words. */
export function TrainingMatrix({
  matrix,
  search,
  onSearch,
}: {
  matrix: TeamMatrix;
  /** Kept by the card, so it survives a change of tab or view. */
  search: string;
  onSearch: (value: string) => void;
}) {
  const [page, setPage] = useState(0);
  const items = useMemo(() => matrix.tab?.sections.flatMap((section) => section.items) ?? [], [matrix.tab]);
  const columns = useMemo(() => items.map((item) => ({ key: item.id, label: item.name })), [items]);
  const rows = useMemo(() => searchMembers(matrix.members, search), [matrix.members, search]);
  const shown = pageOf(rows, page);
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">This checklist has no items yet.</p>;
  return (
    <div className="space-y-4">
      <MatrixToolbar
        search={search}
        onSearch={(value) => {
          onSearch(value);
          setPage(0);
        }}
        csvName={`skills-matrix-${matrix.tab?.name ?? "training"}`}
        csv={() => matrixCsv(items, rows)}
        actions={
          <DownloadButton
            url={matrixPdfUrl({ tabId: matrix.tab?.id, search })}
            label="Print matrix (PDF)"
            fallbackFilename="hangar-log-skills-matrix.pdf"
            failureTitle="The matrix could not be printed"
          />
        }
      />
      <MatrixTable
        caption={`Training status of each member for ${matrix.tab?.name ?? ""}`}
        columns={columns}
        members={shown.visible}
        cell={(member, column, index) => (
          <StatusCell key={column.key} status={member.statuses[index] ?? "not_started"} />
        )}
      />
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No members match.</p> : null}
      <MatrixPages page={shown.page} pages={shown.pages} onPage={setPage} />
    </div>
  );
}
