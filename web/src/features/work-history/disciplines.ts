// The three experience disciplines as the screens use them: one entry component serves all three,
// configured by one of these.

import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_FLAG_LABELS,
  EXPERIENCE_FLAGS,
  type ExperienceDiscipline,
  type ExperienceFlag,
} from "@domain/enums";
import { EXPERIENCE_SCHEMAS } from "@domain/schemas/work-history";
import type { z } from "zod";

export interface DisciplineConfig {
  discipline: ExperienceDiscipline;
  /** 'Airframe', 'Powerplant', 'Avionics'. */
  label: string;
  fieldNames: { make: string; model: string; series: string };
  flags: readonly { name: ExperienceFlag; label: string }[];
  patchSchema: z.ZodType;
  createdMessage: string;
  deletedMessage: string;
}

function disciplineConfig(discipline: ExperienceDiscipline): DisciplineConfig {
  const label = EXPERIENCE_DISCIPLINE_LABELS[discipline];
  const schemas = EXPERIENCE_SCHEMAS[discipline];
  return {
    discipline,
    label,
    fieldNames: schemas.fieldNames,
    flags: EXPERIENCE_FLAGS[discipline].map((name) => ({ name, label: EXPERIENCE_FLAG_LABELS[name] })),
    patchSchema: schemas.patch,
    createdMessage: `${label} entry created`,
    deletedMessage: `${label} entry deleted`,
  };
}

export const DISCIPLINES: Record<ExperienceDiscipline, DisciplineConfig> = {
  airframe: disciplineConfig("airframe"),
  powerplant: disciplineConfig("powerplant"),
  avionics: disciplineConfig("avionics"),
};
