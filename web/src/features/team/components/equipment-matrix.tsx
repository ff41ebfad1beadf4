import { EXPERIENCE_DISCIPLINE_LABELS, type ExperienceDiscipline } from "@domain/enums";
import type { TeamEquipment } from "@domain/schemas/team";
import { useMemo, useState } from "react";
import { cn } from "@/lib/utils";
import { equipmentCsv } from "../matrix-csv";
import { MatrixPages, MatrixTable, MatrixToolbar, pageOf, searchMembers } from "./matrix-parts";

/** Darker is more: 1-11, 12-35, 36-59 and 60 or more months; an empty cell is none. */
const SHADES: [number, string][] = [
  [60, "bg-primary/40"],
  [36, "bg-primary/25"],
  [12, "bg-primary/15"],
  [1, "bg-primary/5"],
];
export const EXPERIENCE_SHADE_LEGEND =
  "Shading: darker is more experience (under 12, 12-35, 36-59, 60 or more months); empty is none.";

export function experienceShade(months: number): string | undefined {
  return SHADES.find(([least]) => months >= least)?.[1];
}

/** Members × the makes and models of one discipline, each cell the months of experience. */
export function EquipmentMatrix({
  equipment,
  discipline,
  search,
  onSearch,
}: {
  equipment: TeamEquipment;
  discipline: ExperienceDiscipline;
  /** Kept by the card, so it survives a change of tab or view. */
  search: string;
  onSearch: (value: string) => void;
}) {
  const [page, setPage] = useState(0);
  const columns = useMemo(
    () =>
      equipment.equipment.flatMap((column, index) =>
        column.discipline === discipline ? [{ ...column, index }] : [],
      ),
    [equipment.equipment, discipline],
  );
  const rows = useMemo(() => searchMembers(equipment.members, search), [equipment.members, search]);
  const shown = pageOf(rows, page);
  const disciplineLabel = EXPERIENCE_DISCIPLINE_LABELS[discipline];
  if (columns.length === 0)
    return (
      <p className="text-sm text-muted-foreground">{`No ${disciplineLabel.toLowerCase()} experience recorded yet.`}</p>
    );
  return (
    <div className="space-y-4">
      <MatrixToolbar
        search={search}
        onSearch={(value) => {
          onSearch(value);
          setPage(0);
        }}
        csvName={`equipment-${disciplineLabel}`}
        csv={() => equipmentCsv(columns, rows)}
      />
      <MatrixTable
        caption={`${disciplineLabel} experience of each member, in months`}
        columns={columns}
        members={shown.visible}
        cell={(member, column) => {
          const months = member.months[column.index] ?? 0;
          // The number is the text; the shade lets a person see the strong rows at a glance.
          return (
            <td
              key={column.key}
              className={cn("whitespace-nowrap px-2 py-1.5 text-xs tabular-nums", experienceShade(months))}
            >
              {months > 0 ? `${months} months` : <span className="sr-only">None</span>}
            </td>
          );
        }}
      />
      <p className="text-xs text-muted-foreground">{EXPERIENCE_SHADE_LEGEND}</p>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No members match.</p> : null}
      <MatrixPages page={shown.page} pages={shown.pages} onPage={setPage} />
    </div>
  );
}
