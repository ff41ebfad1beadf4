import type { PortableImportResult } from "@domain/schemas/portable-export";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Imported 1 form, 2 employers, 3 experience entries, 1 training item and 2 IA activities.', with
 * ', 2 IA activities and 5 logbook tasks.' when the file had a task logbook.
 */
export function importSummary(result: PortableImportResult): string {
  const parts = [
    count(result.formsImported, "form", "forms"),
    count(result.employmentImported, "employer", "employers"),
    count(result.experienceImported, "experience entry", "experience entries"),
    count(result.trainingImported, "training item", "training items"),
    count(result.iaActivitiesImported, "IA activity", "IA activities"),
  ];
  if (result.logbookEntriesImported > 0)
    parts.push(count(result.logbookEntriesImported, "logbook task", "logbook tasks"));
  return `Imported ${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}.`;
}
