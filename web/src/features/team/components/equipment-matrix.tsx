import { EXPERIENCE_DISCIPLINE_LABELS, type ExperienceDiscipline } from "@domain/enums";
import type { TeamEquipment } from "@domain/schemas/team";
import { useMemo, useState } from "react";
import { equipmentCsv } from "../matrix-csv";
import { MatrixPages, MatrixTable, MatrixToolbar, pageOf, searchMembers } from "./matrix-parts";

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
          return (
            <td key={column.key} className="whitespace-nowrap px-2 py-1.5 text-xs tabular-nums">
              {months > 0 ? `${months} months` : <span className="text-muted-foreground">None</span>}
            </td>
          );
        }}
      />
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No members match.</p> : null}
      <MatrixPages page={shown.page} pages={shown.pages} onPage={setPage} />
    </div>
  );
}
