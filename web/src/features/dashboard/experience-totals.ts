import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  type ExperienceDiscipline,
} from "@domain/enums";
import type { ExperienceSummary } from "@domain/schemas/work-history";

export interface DisciplineTotal {
  discipline: ExperienceDiscipline;
  /** 'Airframe', 'Powerplant', 'Avionics'. */
  label: string;
  months: number;
}

const SUMMARY_FIELDS: Record<ExperienceDiscipline, keyof ExperienceSummary> = {
  airframe: "airframeTotalMonths",
  powerplant: "powerplantTotalMonths",
  avionics: "avionicsTotalMonths",
};

/** The experience summary as one total per discipline, in the order of docs/product.md §2.9. */
export function disciplineTotals(summary: ExperienceSummary): DisciplineTotal[] {
  return EXPERIENCE_DISCIPLINES.map((discipline) => ({
    discipline,
    label: EXPERIENCE_DISCIPLINE_LABELS[discipline],
    months: summary[SUMMARY_FIELDS[discipline]],
  }));
}
