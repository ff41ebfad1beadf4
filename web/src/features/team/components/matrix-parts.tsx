// Pieces the two views of the skills matrix share: the search box, the pages and the CSV button.

import { matchesSearch } from "@domain/team-filter";
import { Download } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { downloadText } from "@/lib/download";
import { foldText } from "@/lib/fold-text";

export const MATRIX_ROWS_PER_PAGE = 50;

/** The members whose name or e-mail contains the search, case and accents ignored. */
export function searchMembers<T extends { fullName: string; email: string }>(
  members: readonly T[],
  search: string,
): readonly T[] {
  return members.filter((member) => matchesSearch(member, search));
}

export function MatrixToolbar({
  search,
  onSearch,
  csvName,
  csv,
  actions,
}: {
  search: string;
  onSearch: (value: string) => void;
  csvName: string;
  /** Made only when the button is pressed. */
  csv: () => string;
  /** More buttons beside 'Export CSV' (the printed matrix). */
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Search the matrix</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="w-64"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            downloadText(
              `${foldText(csvName).replace(/[^a-z0-9]+/g, "-")}.csv`,
              csv(),
              "text/csv;charset=utf-8",
            )
          }
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
    </div>
  );
}

export function MatrixPages({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return <Pager label="Matrix pages" page={page + 1} pages={pages} onPage={(next) => onPage(next - 1)} />;
}

/** The rows of the current page, and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
): { visible: readonly T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / MATRIX_ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  return {
    visible: rows.slice(current * MATRIX_ROWS_PER_PAGE, (current + 1) * MATRIX_ROWS_PER_PAGE),
    page: current,
    pages,
  };
}

/** The matrix table: a sticky member column, a column per header, one cell per member and column. */
export function MatrixTable<
  M extends { id: string; fullName: string },
  C extends { key: string; label: string },
>({
  caption,
  columns,
  members,
  cell,
}: {
  caption: string;
  columns: readonly C[];
  members: readonly M[];
  /** A `<td>` for the member in the column. */
  cell: (member: M, column: C, index: number) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-xs">
            <th scope="col" className="sticky left-0 bg-muted px-2 py-2 font-medium">
              Member
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="min-w-24 px-2 py-2 font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-b last:border-0">
              <th
                scope="row"
                className="sticky left-0 whitespace-nowrap bg-card px-2 py-1.5 text-sm font-medium"
              >
                {member.fullName}
              </th>
              {columns.map((column, index) => cell(member, column, index))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
