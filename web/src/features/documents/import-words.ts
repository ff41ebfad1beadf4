import type { PortableImportResult } from "@domain/schemas/portable-export";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Imported 1 form, 2 employers, 3 experience entries and 1 training item.' */
export function importSummary(result: PortableImportResult): string {
  return (
    `Imported ${count(result.formsImported, "form", "forms")}, ` +
    `${count(result.employmentImported, "employer", "employers")}, ` +
    `${count(result.experienceImported, "experience entry", "experience entries")} and ` +
    `${count(result.trainingImported, "training item", "training items")}.`
  );
}
