// The review beside the resume (docs/product.md §14.7, docs/decisions/0062-review-beside-the-resume.md):
// the resume a form was filled from, where each of its entries came from, and what no entry used.
// The owner or an administrator reads it; only the owner dismisses a suggestion.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import { RESUME_EVIDENCE_MESSAGES, type ResumeEvidence } from "@domain/schemas/resume-evidence";
import { heavyWorkPool, heavyWorkRefusal } from "../../heavy-work/pools";
import { notFound } from "../../lib/errors";
import type { EvidenceEntryInput, ResumeEvidence as ReadEvidence } from "../../lib/extraction/evidence/index";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { resumeTextOfForm } from "../uploads/uploads.service";
import { listEmploymentOfForm } from "./employment.repo";
import { listExperienceOfForm } from "./experience.repo";
import { addDismissedResumeSuggestion, findFormById, findFormOfUser } from "./forms.repo";
import { FORM_NOT_FOUND } from "./forms.service";
import { sourcesOfForm, valueSourcesOfForm } from "./resume-sources.repo";
import { recordedValues } from "./resume-value-sources";

const WORKER_MODULE = new URL("./resume-evidence.worker.ts", import.meta.url);
const EVIDENCE_TIMEOUT_MS = 10_000;

const MAKE_MODEL_SERIES = {
  airframe: ["aircraftMake", "aircraftModel", "aircraftSeries"],
  powerplant: ["powerplantMake", "powerplantModel", "powerplantSeries"],
  avionics: ["avionicsMake", "avionicsModel", "avionicsSeries"],
} as const;

async function readableForm(ctx: ServiceContext, user: SessionUser, formId: string) {
  const form =
    user.role === "admin"
      ? await findFormById(ctx.db, formId)
      : await findFormOfUser(ctx.db, formId, user.id);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}

async function entriesOf(ctx: ServiceContext, formId: string): Promise<EvidenceEntryInput[]> {
  const jobs = await listEmploymentOfForm(ctx.db, formId);
  const entries: EvidenceEntryInput[] = jobs.map((job) => ({
    kind: "employment",
    entryId: job.id,
    companyName: job.companyName,
    positionTitle: job.positionTitle,
    startDate: job.startDate,
    endDate: job.endDate,
  }));
  for (const kind of EXPERIENCE_DISCIPLINES) {
    const [make, model, series] = MAKE_MODEL_SERIES[kind];
    for (const row of await listExperienceOfForm(ctx.db, kind, formId)) {
      const values = row as unknown as Record<string, string | null>;
      entries.push({
        kind,
        entryId: row.id,
        make: values[make] ?? null,
        model: values[model] ?? null,
        series: values[series] ?? null,
      });
    }
  }
  return entries;
}

export async function getResumeEvidence(
  ctx: ServiceContext,
  user: SessionUser,
  formId: string,
): Promise<ResumeEvidence> {
  const form = await readableForm(ctx, user, formId);
  const resume = await resumeTextOfForm(ctx, form.id);
  if (!resume) throw notFound(RESUME_EVIDENCE_MESSAGES.noResume);
  const entries = await entriesOf(ctx, form.id);
  // Where the extractor read each entry, kept with it since the draft (docs/decisions/0077); an
  // entry added by hand has none and is found by value.
  const recorded = [...(await sourcesOfForm(ctx.db, form.id))];
  let evidence: ReadEvidence;
  try {
    evidence = await heavyWorkPool(WORKER_MODULE).run<ReadEvidence>(
      { text: resume.extractedText, entries, recorded },
      { timeoutMs: EVIDENCE_TIMEOUT_MS },
    );
  } catch (error) {
    throw heavyWorkRefusal(error, RESUME_EVIDENCE_MESSAGES.timeout);
  }
  const dismissed = new Set(form.dismissedResumeSuggestions);
  // The personal values and the lists' entries: only where the extractor recorded them.
  const values = recordedValues(form, await valueSourcesOfForm(ctx.db, form.id), evidence.text.length);
  return {
    filename: resume.filename,
    text: evidence.text,
    entries: evidence.entries,
    values,
    suggestions: evidence.suggestions.filter((suggestion) => !dismissed.has(suggestion.id)),
  };
}

/** The owner's own form only: an administrator reads the review but does not change it. */
export async function dismissResumeSuggestion(
  ctx: ServiceContext,
  user: SessionUser,
  formId: string,
  suggestionId: string,
): Promise<void> {
  const form = await findFormOfUser(ctx.db, formId, user.id);
  if (!form) throw notFound(FORM_NOT_FOUND);
  await addDismissedResumeSuggestion(ctx.db, form.id, suggestionId);
}
