// Applying an extracted resume (docs/product.md §4.3): the user's active form (created if none) is replaced
// by the resume's data in one transaction. Applying the same data twice leaves the same form.

import { partialDateToCalendarDate } from "@domain/calendar-date";
import { LONG_TEXT_MAX_LENGTH, MEDIUM_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@domain/constants";
import { withDisciplineFlags } from "@domain/discipline-flags";
import { EXPERIENCE_DISCIPLINES, type ExperienceDiscipline } from "@domain/enums";
import { type FormDateKind, formDateProblem, latestTodayOnEarth } from "@domain/form-dates";
import { isFormLocked } from "@domain/form-review";
import { emailAddress } from "@domain/schemas/fields";
import type { ResumeData } from "@domain/schemas/resume-data";
import { type ResumeReading, resumeSourcesSchema } from "@domain/schemas/resume-sources";
import { EXPERIENCE_SCHEMAS, type WorkHistoryForm } from "@domain/schemas/work-history";
import type { Database } from "../../db/client";
import type { EmploymentEntry, NewWorkHistoryForm } from "../../db/schema/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { type DurationChoice, type DurationInputs, storedDuration, todayOf } from "./durations";
import { deleteEmploymentOfForm, insertEmployment } from "./employment.repo";
import { deleteExperienceOfForm, insertExperience } from "./experience.repo";
import { findActiveFormOfUser, insertActiveFormIfNone, updateForm } from "./forms.repo";
import {
  type NewResumeEntrySource,
  replaceSourcesOfForm,
  replaceValueSourcesOfForm,
} from "./resume-sources.repo";
import { valueSourceRows } from "./resume-value-sources";
import { toFormView } from "./views";

type ResumeExperience = ResumeData["airframe" | "powerplant" | "avionics"][number];

/**
 * Replaces the user's active work history form (creating it when there is none) with the resume:
 * personal fields, the extracted data, status draft, and new employment and experience entries.
 * Experience entries are linked to their employers when the resume ties them, take the resume's
 * stated duration as a manual one otherwise, or have no duration. Every entry written is marked
 * `fromResume` and the form keeps `fileName`, the resume's original name (docs/product.md §14.6). Runs in a transaction of its own,
 * or as a savepoint of the caller's, so a failure leaves the old form untouched. The sources the
 * extractor states for an entry, a personal value or a list's entry are kept beside them
 * (docs/decisions/0077); a reading without them (a language model's) leaves the form with none.
 */
export async function replaceFormFromResume(
  ctx: Pick<ServiceContext, "db" | "clock">,
  owner: Pick<SessionUser, "id">,
  { resume: reading, fileName = null }: { resume: ResumeReading; fileName?: string | null },
): Promise<WorkHistoryForm> {
  const now = ctx.clock();
  const { sources: statedSources, ...data } = reading;
  const parsedSources = resumeSourcesSchema.safeParse(statedSources ?? {});
  const sources = statedSources && parsedSources.success ? parsedSources.data : null;
  const sourceRows: NewResumeEntrySource[] = [];
  const userId = owner.id;
  return ctx.db.transaction(async (tx) => {
    const fields = {
      ...formFieldsFromResume(data),
      resumeFileName: fileName,
      dismissedResumeSuggestions: [],
    };
    const existing = await activeFormLocked(tx, userId, now);
    const form = await updateForm(tx, existing.id, fields, now);

    await deleteEmploymentOfForm(tx, form.id);
    for (const discipline of EXPERIENCE_DISCIPLINES) await deleteExperienceOfForm(tx, discipline, form.id);

    const employmentByKey = new Map<string, EmploymentEntry>();
    for (const [index, employment] of data.employment.entries()) {
      const row = await insertEmployment(
        tx,
        {
          formId: form.id,
          entryNumber: index + 1,
          fromResume: true,
          ...employmentFromResume(employment, now),
        },
        now,
      );
      employmentByKey.set(employment.key, row);
      const spans = sources?.employment[employment.key];
      const headingSpans = sources?.employmentHeadings[employment.key] ?? null;
      if (spans?.length) sourceRows.push({ entryId: row.id, kind: "employment", spans, headingSpans });
    }
    const inputs: DurationInputs = {
      dateOfHire: form.dateOfHire,
      employments: new Map([...employmentByKey.values()].map((row) => [row.id, row])),
      today: todayOf(now),
    };
    for (const discipline of EXPERIENCE_DISCIPLINES) {
      const entries = withDisciplineFlags<ResumeExperience>(
        data[discipline],
        data.disciplineFlags[discipline],
      );
      for (const [index, experience] of entries.entries()) {
        const choice = durationChoiceFromResume(experience, employmentByKey);
        const row = await insertExperience(
          tx,
          discipline,
          {
            formId: form.id,
            entryNumber: index + 1,
            fromResume: true,
            ...equipmentFromResume(discipline, experience),
            ...choice,
            ...storedDuration(choice, inputs),
          },
          now,
        );
        // withDisciplineFlags keeps the entries and their order, so entry i has the sources of i.
        const spans = sources?.[discipline][index];
        if (spans?.length) sourceRows.push({ entryId: row.id, kind: discipline, spans, headingSpans: null });
      }
    }
    await replaceSourcesOfForm(tx, form.id, sourceRows);
    await replaceValueSourcesOfForm(tx, form.id, sources ? valueSourceRows(data, sources) : []);
    return toFormView(form);
  });
}

/**
 * The form the resume goes into: the active one, unless it is under review or approved; that one
 * is kept as it is (no longer active) and the resume starts a new active draft (docs/product.md §14.2).
 */
async function activeFormLocked(tx: Database, userId: string, now: Date) {
  const active = await findActiveFormOfUser(tx, userId, { lock: true });
  if (active && !isFormLocked(active.status)) return active;
  if (active) await updateForm(tx, active.id, { isActive: false }, now);
  const created = await insertActiveFormIfNone(tx, { userId, status: "draft", now });
  if (created) return created;
  // Another request created the active form meanwhile; it is committed, so this read finds it.
  const raced = await findActiveFormOfUser(tx, userId, { lock: true });
  if (!raced) throw new Error("the active work history form disappeared while a resume was applied");
  return raced;
}

/** Text longer than the form accepts from a user is cut rather than refused. */
function clip(value: string | null, maxLength: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, maxLength) : null;
}

function formFieldsFromResume(data: ResumeData): Partial<NewWorkHistoryForm> {
  const { personal } = data;
  const email = emailAddress().safeParse(personal.email ?? "");
  return {
    status: "draft",
    firstName: clip(personal.firstName, SHORT_TEXT_MAX_LENGTH),
    lastName: clip(personal.lastName, SHORT_TEXT_MAX_LENGTH),
    email: email.success ? email.data : null,
    roleTitle: clip(personal.roleTitle, SHORT_TEXT_MAX_LENGTH),
    apCertificateNumber: clip(personal.apCertificateNumber, SHORT_TEXT_MAX_LENGTH),
    iaStatus: personal.iaStatus,
    // Not in a resume: the replaced form's values would belong to the old data.
    dateOfHire: null,
    employmentScope: null,
    additionalDuties: null,
    personalInfo: personal,
    employmentHistory: data.employment,
    certifications: data.certifications,
    education: data.education,
    skills: data.skills,
    aiExtractedData: data,
  };
}

function employmentFromResume(employment: ResumeData["employment"][number], now: Date) {
  // A date the form would refuse (year 0215, a job ending next year) is a misreading: left empty.
  const today = latestTodayOnEarth(now);
  const plausible = (date: string | null, kind: FormDateKind) =>
    date && !formDateProblem(date, kind, today) ? date : null;
  let startDate = plausible(partialDateToCalendarDate(employment.startDate), "start");
  const endDate = plausible(partialDateToCalendarDate(employment.endDate), "end");
  // Dates in the wrong order cannot both be right; dropping the start counts the job for nothing
  // rather than inventing an open end.
  if (startDate && endDate && startDate > endDate) startDate = null;
  return {
    companyName: clip(employment.companyName, SHORT_TEXT_MAX_LENGTH),
    positionTitle: clip(employment.positionTitle, SHORT_TEXT_MAX_LENGTH),
    operationCategory: employment.operationCategory,
    workAddress: clip(employment.workAddress, MEDIUM_TEXT_MAX_LENGTH),
    startDate,
    endDate,
    responsibilities: clip(employment.responsibilities, LONG_TEXT_MAX_LENGTH),
    isFullTime: employment.isFullTime ?? false,
  };
}

function equipmentFromResume(discipline: ExperienceDiscipline, experience: ResumeExperience) {
  const { fieldNames, flags } = EXPERIENCE_SCHEMAS[discipline];
  const chosen = new Set<string>(experience.flags);
  return {
    [fieldNames.make]: clip(experience.make, SHORT_TEXT_MAX_LENGTH),
    [fieldNames.model]: clip(experience.model, SHORT_TEXT_MAX_LENGTH),
    [fieldNames.series]: clip(experience.series, SHORT_TEXT_MAX_LENGTH),
    ...Object.fromEntries(flags.map((flag) => [flag, chosen.has(flag)])),
  };
}

function durationChoiceFromResume(
  experience: ResumeExperience,
  employmentByKey: ReadonlyMap<string, EmploymentEntry>,
): DurationChoice & { selectedEmploymentIds: string[] } {
  const selectedEmploymentIds = [
    ...new Set(experience.employmentKeys.flatMap((key) => employmentByKey.get(key)?.id ?? [])),
  ];
  const statesDuration = experience.manualYears !== null || experience.manualMonths !== null;
  const useManualDuration = selectedEmploymentIds.length === 0 && statesDuration;
  return {
    selectedEmploymentIds,
    includeCurrentEmployment: false,
    useManualDuration,
    manualYears: useManualDuration ? (experience.manualYears ?? 0) : 0,
    manualMonths: useManualDuration ? (experience.manualMonths ?? 0) : 0,
  };
}
