import { toCsv } from "@domain/csv";
import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { MATRIX_STATUS_LABELS } from "@domain/training-status";

/** The training matrix as CSV: a header of the items, one row per member with each status in words. */
export function matrixCsv(
  items: readonly { name: string }[],
  members: readonly TeamMatrix["members"][number][],
): string {
  return toCsv([
    ["Member", "E-mail", ...items.map((item) => item.name)],
    ...members.map((member) => [
      member.fullName,
      member.email,
      ...member.statuses.map((status) => MATRIX_STATUS_LABELS[status]),
    ]),
  ]);
}

/** The equipment view as CSV: months per make and model (0 when none). */
export function equipmentCsv(
  columns: readonly { label: string; index: number }[],
  members: readonly TeamEquipment["members"][number][],
): string {
  return toCsv([
    ["Member", "E-mail", ...columns.map((column) => `${column.label} (months)`)],
    ...members.map((member) => [
      member.fullName,
      member.email,
      ...columns.map((column) => member.months[column.index] ?? 0),
    ]),
  ]);
}
