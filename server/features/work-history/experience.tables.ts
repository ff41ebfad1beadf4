// The three experience disciplines share their key and duration columns, so code that deals with
// durations or ownership works on any of them through this map.

import type { ExperienceDiscipline } from "@domain/enums";
import { airframeExperience, avionicsExperience, powerplantExperience } from "../../db/schema/index";

export const EXPERIENCE_TABLES = {
  airframe: airframeExperience,
  powerplant: powerplantExperience,
  avionics: avionicsExperience,
} as const satisfies Record<ExperienceDiscipline, unknown>;

export type ExperienceTable = (typeof EXPERIENCE_TABLES)[ExperienceDiscipline];
export type ExperienceRow = ExperienceTable["$inferSelect"];
