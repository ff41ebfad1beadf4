import { toCsv } from "@domain/csv";
import type { TeamMatrix } from "@domain/schemas/team";
import { MATRIX_STATUS_LABELS } from "@domain/training-status";

/** The visible matrix as CSV: a header of the items, one row per member with each status in words. */
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
