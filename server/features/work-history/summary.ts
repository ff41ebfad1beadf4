// Experience totals per discipline and the active-form summary other features read.
//
// Within one discipline, entries whose durations come from employers are merged in time before
// counting (two aircraft types worked on at the same employer are the same calendar months), and
// manual durations, which have no dates to merge, are added on top. See
// docs/decisions/0006-experience-totals.md.

import { experiencePeriods, manualDurationMonths, totalMonthsOfPeriods } from "@domain/duration";
import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";
import type { Certification } from "@domain/schemas/resume-data";
import type { ExperienceSummary } from "@domain/schemas/work-history";
import type { Database } from "../../db/client";
import type { WorkHistoryForm as WorkHistoryFormRow } from "../../db/schema/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import {
  type DurationChoice,
  type DurationInputs,
  durationSource,
  loadDurationInputs,
  todayOf,
} from "./durations";
import { listActiveFormsExperience, listExperienceOfForm, type TeamExperienceEntry } from "./experience.repo";
import { findActiveFormOfUser, listActiveFormsWithEmployment } from "./forms.repo";

export const EMPTY_EXPERIENCE_SUMMARY: ExperienceSummary = {
  airframeTotalMonths: 0,
  powerplantTotalMonths: 0,
  avionicsTotalMonths: 0,
};

/** The months a discipline's entries cover together (see the header for merge versus add). */
export function disciplineTotalMonths(entries: readonly DurationChoice[], inputs: DurationInputs): number {
  const periods = entries
    .filter((entry) => !entry.useManualDuration)
    .flatMap((entry) => experiencePeriods(durationSource(entry, inputs), inputs.today));
  const manual = entries
    .filter((entry) => entry.useManualDuration)
    .reduce((sum, entry) => sum + manualDurationMonths(entry.manualYears, entry.manualMonths), 0);
  return totalMonthsOfPeriods(periods, inputs.today) + manual;
}

/** Every employer of the form and the current employment since the date of hire, merged. */
export function employmentTotalMonths(inputs: DurationInputs): number {
  const periods = experiencePeriods(
    {
      selectedEmployments: [...inputs.employments.values()],
      includeCurrentEmployment: true,
      dateOfHire: inputs.dateOfHire,
    },
    inputs.today,
  );
  return totalMonthsOfPeriods(periods, inputs.today);
}

async function experienceSummaryOf(
  db: Database,
  formId: string,
  inputs: DurationInputs,
): Promise<ExperienceSummary> {
  const [airframe, powerplant, avionics] = await Promise.all(
    EXPERIENCE_DISCIPLINES.map(async (discipline) =>
      disciplineTotalMonths(await listExperienceOfForm(db, discipline, formId), inputs),
    ),
  );
  return {
    airframeTotalMonths: airframe ?? 0,
    powerplantTotalMonths: powerplant ?? 0,
    avionicsTotalMonths: avionics ?? 0,
  };
}

/** GET /api/experience-summary: the totals of the user's active form, zeros without one. */
export async function getExperienceSummary(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<ExperienceSummary> {
  const { db } = ctx;
  const now = ctx.clock();
  const form = await findActiveFormOfUser(db, actor.id);
  if (!form) return EMPTY_EXPERIENCE_SUMMARY;
  return experienceSummaryOf(db, form.id, await loadDurationInputs(db, form.id, now));
}

export interface ActiveFormSummary {
  id: string;
  status: WorkHistoryFormRow["status"];
  firstName: string | null;
  lastName: string | null;
  dateOfHire: string | null;
  /** As extracted from a resume; [] when none. */
  certifications: Certification[];
  /** Employment entries plus the current employment from the date of hire, merged, to today. */
  employmentMonths: number;
  experience: ExperienceSummary;
}

/** What the dashboard needs of a user's active form, or null when they have none. */
export async function getActiveFormSummary(
  ctx: Pick<ServiceContext, "db" | "clock">,
  actor: Pick<SessionUser, "id">,
): Promise<ActiveFormSummary | null> {
  const { db } = ctx;
  const now = ctx.clock();
  const form = await findActiveFormOfUser(db, actor.id);
  if (!form) return null;
  const inputs = await loadDurationInputs(db, form.id, now);
  return {
    id: form.id,
    status: form.status,
    firstName: form.firstName,
    lastName: form.lastName,
    dateOfHire: form.dateOfHire,
    certifications: (form.certifications as Certification[] | null) ?? [],
    employmentMonths: employmentTotalMonths(inputs),
    experience: await experienceSummaryOf(db, form.id, inputs),
  };
}

/** What the team screen shows of one user's work history: from their active form, as their dashboard does. */
export interface TeamWorkHistoryFacts {
  certifications: unknown;
  employmentMonths: number;
}

/** The duration inputs of every active form, by user id, in one query. */
async function teamDurationInputs(ctx: Pick<ServiceContext, "db" | "clock">) {
  const today = todayOf(ctx.clock());
  const rows = await listActiveFormsWithEmployment(ctx.db);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        certifications: row.certifications,
        inputs: {
          dateOfHire: row.dateOfHire,
          employments: new Map(row.employments.map(({ id, ...period }) => [id, period])),
          today,
        } satisfies DurationInputs,
      },
    ]),
  );
}

/** Every user's facts by user id (users without an active form are absent), in one query. */
export async function listTeamWorkHistoryFacts(
  ctx: Pick<ServiceContext, "db" | "clock">,
): Promise<Map<string, TeamWorkHistoryFacts>> {
  const forms = await teamDurationInputs(ctx);
  return new Map(
    [...forms].map(([userId, form]) => [
      userId,
      { certifications: form.certifications, employmentMonths: employmentTotalMonths(form.inputs) },
    ]),
  );
}

/** One type of equipment a member has worked on, with the months of their entries of it merged. */
export interface TeamEquipmentExperience {
  discipline: ExperienceDiscipline;
  /** Make and model as the member wrote them ('Boeing 737'). */
  label: string;
  months: number;
}

/** Make and model, spaces collapsed; '' when neither is written. */
export function equipmentLabel(make: string | null, model: string | null): string {
  return `${make ?? ""} ${model ?? ""}`.replace(/\s+/g, " ").trim();
}

/**
 * Every member's equipment by user id: each make and model of their active form's experience entries,
 * with its months counted as the discipline's total is (periods merged, manual durations added).
 */
export async function listTeamEquipment(
  ctx: Pick<ServiceContext, "db" | "clock">,
): Promise<Map<string, TeamEquipmentExperience[]>> {
  const [forms, ...entries] = await Promise.all([
    teamDurationInputs(ctx),
    ...EXPERIENCE_DISCIPLINES.map((discipline) => listActiveFormsExperience(ctx.db, discipline)),
  ]);
  const result = new Map<string, TeamEquipmentExperience[]>();
  EXPERIENCE_DISCIPLINES.forEach((discipline, index) => {
    const byUserAndType = new Map<
      string,
      { userId: string; label: string; entries: TeamExperienceEntry[] }
    >();
    for (const entry of entries[index] ?? []) {
      const label = equipmentLabel(entry.make, entry.model);
      if (label === "") continue;
      const key = `${entry.userId}\u0000${label.toLocaleLowerCase()}`;
      const group = byUserAndType.get(key) ?? { userId: entry.userId, label, entries: [] };
      group.entries.push(entry);
      byUserAndType.set(key, group);
    }
    for (const group of byUserAndType.values()) {
      const form = forms.get(group.userId);
      if (!form) continue;
      const list = result.get(group.userId) ?? [];
      list.push({
        discipline,
        label: group.label,
        months: disciplineTotalMonths(group.entries, form.inputs),
      });
      result.set(group.userId, list);
    }
  });
  return result;
}
