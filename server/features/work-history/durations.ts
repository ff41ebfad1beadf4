// Stored experience durations. The rule itself is domain/duration.ts; this file feeds it the form's
// data and keeps the stored columns in step with it.
//
// What an experience row stores:
// - calculatedDurationMonths: the months the selected employers (plus the current employment from
//   the form's date of hire, when included) cover, merged, whatever the mode. With manual mode on the
//   selection is empty, so it is normally 0 then.
// - yearsExperience / monthsExperience: the months the entry counts for (manual when
//   useManualDuration, else calculated), split into whole years and 0-11 months.
// An open-ended period grows with time, so reads recompute and store what has gone stale.

import { calendarDateOf } from "@domain/calendar-date";
import {
  type ExperienceDurationSource,
  effectiveExperienceMonths,
  experiencePeriods,
  splitMonths,
  totalMonthsOfPeriods,
} from "@domain/duration";
import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { employmentEntries, workHistoryForms } from "../../db/schema/index";
import { listExperienceOfForm, updateExperience } from "./experience.repo";
import type { ExperienceRow } from "./experience.tables";

/** What a form's experience durations depend on. */
export interface DurationInputs {
  dateOfHire: string | null;
  employments: ReadonlyMap<string, { startDate: string | null; endDate: string | null }>;
  /** 'YYYY-MM-DD' in UTC, from the app clock. */
  today: string;
}

export interface DurationChoice {
  selectedEmploymentIds: readonly string[];
  includeCurrentEmployment: boolean;
  useManualDuration: boolean;
  manualYears: number;
  manualMonths: number;
}

export interface StoredDuration {
  calculatedDurationMonths: number;
  yearsExperience: number;
  monthsExperience: number;
}

export function todayOf(now: Date): string {
  return calendarDateOf(now);
}

export async function loadDurationInputs(db: Database, formId: string, now: Date): Promise<DurationInputs> {
  const [form] = await db
    .select({ dateOfHire: workHistoryForms.dateOfHire })
    .from(workHistoryForms)
    .where(eq(workHistoryForms.id, formId));
  const employments = await db
    .select({
      id: employmentEntries.id,
      startDate: employmentEntries.startDate,
      endDate: employmentEntries.endDate,
    })
    .from(employmentEntries)
    .where(eq(employmentEntries.formId, formId));
  return {
    dateOfHire: form?.dateOfHire ?? null,
    employments: new Map(employments.map(({ id, ...period }) => [id, period])),
    today: todayOf(now),
  };
}

/** The entry's choice with its employer ids resolved to their dates; unknown ids count for nothing. */
export function durationSource(entry: DurationChoice, inputs: DurationInputs): ExperienceDurationSource {
  return {
    selectedEmployments: entry.selectedEmploymentIds.flatMap((id) => inputs.employments.get(id) ?? []),
    includeCurrentEmployment: entry.includeCurrentEmployment,
    dateOfHire: inputs.dateOfHire,
  };
}

export function storedDuration(entry: DurationChoice, inputs: DurationInputs): StoredDuration {
  const calculatedDurationMonths = totalMonthsOfPeriods(
    experiencePeriods(durationSource(entry, inputs), inputs.today),
    inputs.today,
  );
  const { years, months } = splitMonths(effectiveExperienceMonths({ ...entry, calculatedDurationMonths }));
  return { calculatedDurationMonths, yearsExperience: years, monthsExperience: months };
}

export function isStale(row: ExperienceRow, inputs: DurationInputs): boolean {
  const fresh = storedDuration(row, inputs);
  return (
    fresh.calculatedDurationMonths !== row.calculatedDurationMonths ||
    fresh.yearsExperience !== row.yearsExperience ||
    fresh.monthsExperience !== row.monthsExperience
  );
}

/**
 * Recomputes the stored durations of the form's experience entries and writes the rows that changed.
 * Call inside a transaction holding the form's lock. `touchedAt` is the new updatedAt of a changed
 * row when a user's change caused it; null keeps updatedAt (a refresh because time passed).
 */
export async function recomputeDurations(
  tx: Database,
  formId: string,
  now: Date,
  touchedAt: Date | null,
  disciplines: readonly ExperienceDiscipline[] = EXPERIENCE_DISCIPLINES,
): Promise<void> {
  const inputs = await loadDurationInputs(tx, formId, now);
  for (const discipline of disciplines) {
    for (const row of await listExperienceOfForm(tx, discipline, formId)) {
      if (!isStale(row, inputs)) continue;
      await updateExperience(tx, discipline, row.id, {
        ...storedDuration(row, inputs),
        updatedAt: touchedAt ?? row.updatedAt,
      });
    }
  }
}
