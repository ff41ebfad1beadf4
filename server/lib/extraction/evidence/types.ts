// What the review beside the resume works with (docs/decisions/0062-review-beside-the-resume.md):
// offsets into the document's prepared text, the entries of the form, and what no entry used.

import type { ExperienceDiscipline } from "@domain/enums";

export interface TextSpan {
  start: number;
  end: number;
}

export interface EmploymentEvidenceInput {
  kind: "employment";
  entryId: string;
  companyName: string | null;
  positionTitle: string | null;
  /** 'YYYY-MM-DD' as the form stores it. */
  startDate: string | null;
  endDate: string | null;
}

export interface EquipmentEvidenceInput {
  kind: ExperienceDiscipline;
  entryId: string;
  make: string | null;
  model: string | null;
  series: string | null;
}

export type EvidenceEntryInput = EmploymentEvidenceInput | EquipmentEvidenceInput;

export interface LocatedEntry {
  kind: EvidenceEntryInput["kind"];
  entryId: string;
  spans: TextSpan[];
  /** 'recorded': the sources the extractor kept with the entry; 'searched': found by its values. */
  found: "recorded" | "searched";
}

export type SuggestionKind = "employment" | ExperienceDiscipline;

export interface ResumeSuggestion {
  /** Stable for the same text, so a dismissal is remembered. */
  id: string;
  kind: SuggestionKind;
  companyName?: string;
  positionTitle?: string;
  /** 'YYYY-MM' or 'YYYY' as the resume writes it. */
  startDate?: string;
  endDate?: string | null;
  make?: string;
  model?: string;
  series?: string | null;
  spans: TextSpan[];
}
