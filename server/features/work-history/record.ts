// A technician's work history form as a record to print (the audit packet, docs/product.md §17.5; the
// documents of §20): the form, its employers with the months each covers, its experience entries with
// the months each counts for today, and the totals. Durations come from the same functions the form's own reads use (./durations.ts,
// ./summary.ts); nothing is written, so printing a record never changes it.

import { calculatedExperienceMonths, effectiveExperienceMonths } from "@domain/duration";
import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";
import type { Certification, Education } from "@domain/schemas/resume-data";
import type { EmploymentEntry, WorkHistoryForm } from "../../db/schema/index";
import type { ServiceContext } from "../service-context";
import { loadDurationInputs, storedDuration } from "./durations";
import { listEmploymentOfForm } from "./employment.repo";
import { listExperienceOfForm } from "./experience.repo";
import type { ExperienceRow } from "./experience.tables";
import { findFormToReview } from "./form-review.repo";
import { findActiveFormOfUser } from "./forms.repo";
import { requireOwnedForm } from "./forms.service";
import { disciplineTotalMonths, employmentTotalMonths } from "./summary";

export interface RecordedExperience {
  entry: ExperienceRow;
  /** The months the entry counts for today (manual, or its employers' periods merged). */
  months: number;
}

export interface WorkHistoryRecord {
  form: Omit<WorkHistoryForm, "certifications" | "education"> & {
    certifications: Certification[];
    education: Education[];
  };
  employment: EmploymentEntry[];
  /** Per employer id: the months its own period covers (§10.1), 0 without plausible dates. */
  employerMonths: Record<string, number>;
  /** The day the durations are counted to ('YYYY-MM-DD', UTC). */
  today: string;
  experience: Record<ExperienceDiscipline, RecordedExperience[]>;
  totals: { employmentMonths: number } & Record<ExperienceDiscipline, number>;
}

/** The user's active form as a record, or null when they have none. */
export async function getWorkHistoryRecord(
  ctx: Pick<ServiceContext, "db" | "clock">,
  owner: { id: string },
): Promise<WorkHistoryRecord | null> {
  const form = await findActiveFormOfUser(ctx.db, owner.id);
  return form ? recordOf(ctx, form) : null;
}

/** One of the owner's forms as a record; 404 'Form not found' when it is not theirs. */
export async function getWorkHistoryRecordOfForm(
  ctx: Pick<ServiceContext, "db" | "clock">,
  owner: { id: string },
  formId: string,
): Promise<WorkHistoryRecord> {
  return recordOf(ctx, await requireOwnedForm(ctx, owner, { formId }));
}

/** For administrators: the form the member page shows (active, else newest), or null without one. */
export async function getWorkHistoryRecordToReview(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
): Promise<WorkHistoryRecord | null> {
  const form = await findFormToReview(ctx.db, userId);
  return form ? recordOf(ctx, form) : null;
}

async function recordOf(
  ctx: Pick<ServiceContext, "db" | "clock">,
  form: WorkHistoryForm,
): Promise<WorkHistoryRecord> {
  const { db } = ctx;
  const now = ctx.clock();
  const [inputs, employment, ...perDiscipline] = await Promise.all([
    loadDurationInputs(db, form.id, now),
    listEmploymentOfForm(db, form.id),
    ...EXPERIENCE_DISCIPLINES.map((discipline) => listExperienceOfForm(db, discipline, form.id)),
  ]);
  const experience = {} as WorkHistoryRecord["experience"];
  const totals = { employmentMonths: employmentTotalMonths(inputs) } as WorkHistoryRecord["totals"];
  EXPERIENCE_DISCIPLINES.forEach((discipline, index) => {
    const rows = perDiscipline[index] ?? [];
    experience[discipline] = rows.map((entry) => ({
      entry,
      months: effectiveExperienceMonths({ ...entry, ...storedDuration(entry, inputs) }),
    }));
    totals[discipline] = disciplineTotalMonths(rows, inputs);
  });
  return {
    form: {
      ...form,
      certifications: (form.certifications as Certification[] | null) ?? [],
      education: (form.education as Education[] | null) ?? [],
    },
    employment,
    employerMonths: Object.fromEntries(
      employment.map((employer) => [
        employer.id,
        calculatedExperienceMonths({
          selectedEmployments: [employer],
          includeCurrentEmployment: false,
          dateOfHire: null,
          today: inputs.today,
        }),
      ]),
    ),
    today: inputs.today,
    experience,
    totals,
  };
}
