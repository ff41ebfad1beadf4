import type { PortableImportResult } from "@domain/schemas/portable-export";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Imported 1 form, 2 employers, 3 experience entries, 1 training item and 2 IA activities.' */
export function importSummary(result: PortableImportResult): string {
  return (
    `Imported ${count(result.formsImported, "form", "forms")}, ` +
    `${count(result.employmentImported, "employer", "employers")}, ` +
    `${count(result.experienceImported, "experience entry", "experience entries")}, ` +
    `${count(result.trainingImported, "training item", "training items")} and ` +
    `${count(result.iaActivitiesImported, "IA activity", "IA activities")}.`
  );
}
