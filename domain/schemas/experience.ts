// Airframe, powerplant and avionics experience entries (docs/product.md §2.7, §3). The three share
// one shape apart from their make/model/series names and their flags, so one factory builds all
// three and they cannot drift apart.

import { z } from "zod";
import {
  MANUAL_MONTHS_MAX,
  MANUAL_MONTHS_MIN,
  MANUAL_YEARS_MAX,
  MANUAL_YEARS_MIN,
  MAX_SELECTED_EMPLOYMENTS,
  SHORT_TEXT_MAX_LENGTH,
} from "../constants";
import { AIRFRAME_FLAGS, AVIONICS_FLAGS, type ExperienceDiscipline, POWERPLANT_FLAGS } from "../enums";
import { entryNumberSchema } from "./employment";
import { AT_LEAST_ONE_FIELD_MESSAGE, optionalText, timestamp } from "./fields";

export interface EquipmentFieldNames<P extends string> {
  make: `${P}Make`;
  model: `${P}Model`;
  series: `${P}Series`;
}

function equipmentFieldNames<P extends string>(prefix: P): EquipmentFieldNames<P> {
  return { make: `${prefix}Make`, model: `${prefix}Model`, series: `${prefix}Series` };
}

const equipmentText = optionalText(SHORT_TEXT_MAX_LENGTH);

/** Manual years and months: the web shows these messages under the boxes, the server refuses the same. */
export const manualYearsSchema = z
  .int("Years must be a whole number")
  .min(MANUAL_YEARS_MIN, "Years must be 0 or more")
  .max(MANUAL_YEARS_MAX, `Years must be at most ${MANUAL_YEARS_MAX}`);
export const manualMonthsSchema = z
  .int("Months must be a whole number")
  .min(MANUAL_MONTHS_MIN, "Months must be between 0 and 11")
  .max(MANUAL_MONTHS_MAX, "Months must be between 0 and 11");

/** How the entry's duration is chosen: selected employers (+ current employment) or manual. */
const durationChoiceFields = {
  // Each employer counts once, whatever the client sends.
  selectedEmploymentIds: z
    .array(z.uuid())
    .max(MAX_SELECTED_EMPLOYMENTS)
    .transform((ids) => [...new Set(ids)]),
  includeCurrentEmployment: z.boolean(),
  useManualDuration: z.boolean(),
  manualYears: manualYearsSchema,
  manualMonths: manualMonthsSchema,
};

function experienceSchemas<const P extends string, const F extends string>(prefix: P, flags: readonly F[]) {
  const names = equipmentFieldNames(prefix);
  const equipmentFields = {
    [names.make]: equipmentText,
    [names.model]: equipmentText,
    [names.series]: equipmentText,
  } as Record<`${P}Make` | `${P}Model` | `${P}Series`, typeof equipmentText>;
  const flagFields = Object.fromEntries(flags.map((flag) => [flag, z.boolean()])) as Record<F, z.ZodBoolean>;

  const entry = z.object({
    id: z.uuid(),
    formId: z.uuid(),
    entryNumber: z.int(),
    ...equipmentFields,
    ...flagFields,
    ...durationChoiceFields,
    // A view is encoded by the response serializer, which refuses transforms (the dedupe above).
    selectedEmploymentIds: z.array(z.uuid()),
    // Maintained by the server: the entry's duration split into years and months.
    yearsExperience: z.int().min(0),
    monthsExperience: z.int().min(0),
    calculatedDurationMonths: z.int().min(0),
    /** Written by processing a resume and not changed by the user since (docs/product.md). */
    fromResume: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  });

  const create = z.object({ formId: z.uuid(), entryNumber: entryNumberSchema });

  /** PATCH /{id}: the changed fields plus formId; unknown fields are refused. */
  const patch = z
    .strictObject({ ...equipmentFields, ...flagFields, ...durationChoiceFields })
    .partial()
    .extend({ formId: z.uuid() })
    .refine(
      (patch) => Object.entries(patch).some(([key, value]) => key !== "formId" && value !== undefined),
      { error: AT_LEAST_ONE_FIELD_MESSAGE },
    );

  /** Every field a user edits, all present (the portable export). */
  const fields = z.strictObject({ ...equipmentFields, ...flagFields, ...durationChoiceFields });

  return { fieldNames: names, flags, entry, create, patch, fields };
}

export const airframeExperience = experienceSchemas("aircraft", AIRFRAME_FLAGS);
export const powerplantExperience = experienceSchemas("powerplant", POWERPLANT_FLAGS);
export const avionicsExperience = experienceSchemas("avionics", AVIONICS_FLAGS);

/** The three disciplines by name, for code (routes, screens) that treats them alike. */
export const EXPERIENCE_SCHEMAS = {
  airframe: airframeExperience,
  powerplant: powerplantExperience,
  avionics: avionicsExperience,
} as const satisfies Record<ExperienceDiscipline, unknown>;

export const airframeExperienceSchema = airframeExperience.entry;
export const createAirframeExperienceSchema = airframeExperience.create;
export const airframeExperiencePatchSchema = airframeExperience.patch;
export type AirframeExperience = z.infer<typeof airframeExperienceSchema>;
export type CreateAirframeExperience = z.infer<typeof createAirframeExperienceSchema>;
export type AirframeExperiencePatchInput = z.input<typeof airframeExperiencePatchSchema>;
export type AirframeExperiencePatch = z.infer<typeof airframeExperiencePatchSchema>;

export const powerplantExperienceSchema = powerplantExperience.entry;
export const createPowerplantExperienceSchema = powerplantExperience.create;
export const powerplantExperiencePatchSchema = powerplantExperience.patch;
export type PowerplantExperience = z.infer<typeof powerplantExperienceSchema>;
export type CreatePowerplantExperience = z.infer<typeof createPowerplantExperienceSchema>;
export type PowerplantExperiencePatchInput = z.input<typeof powerplantExperiencePatchSchema>;
export type PowerplantExperiencePatch = z.infer<typeof powerplantExperiencePatchSchema>;

export const avionicsExperienceSchema = avionicsExperience.entry;
export const createAvionicsExperienceSchema = avionicsExperience.create;
export const avionicsExperiencePatchSchema = avionicsExperience.patch;
export type AvionicsExperience = z.infer<typeof avionicsExperienceSchema>;
export type CreateAvionicsExperience = z.infer<typeof createAvionicsExperienceSchema>;
export type AvionicsExperiencePatchInput = z.input<typeof avionicsExperiencePatchSchema>;
export type AvionicsExperiencePatch = z.infer<typeof avionicsExperiencePatchSchema>;

export type ExperienceEntry = AirframeExperience | PowerplantExperience | AvionicsExperience;
export type ExperiencePatch = AirframeExperiencePatch | PowerplantExperiencePatch | AvionicsExperiencePatch;

/** The duration fields every discipline's patch may carry. */
export type DurationChoicePatch = Partial<{
  selectedEmploymentIds: string[];
  includeCurrentEmployment: boolean;
  useManualDuration: boolean;
}>;

/**
 * Turning manual mode on clears the selected employers and the current-employment choice
 * (docs/product.md §10.3). Server and web apply the same rule to a patch before using it.
 */
export function applyManualModeRule<T extends DurationChoicePatch>(patch: T): T {
  if (patch.useManualDuration !== true) return patch;
  return { ...patch, selectedEmploymentIds: [], includeCurrentEmployment: false };
}
