// The review beside the resume (docs/product.md §14.7): the resume's text as it was read, where each
// entry of the form came from in it, and what no entry used, each offered as a prefilled entry.

import { z } from "zod";
import { RESUME_LISTS, RESUME_PERSONAL_FIELDS, textSpanSchema } from "./resume-sources";

export { textSpanSchema };

export const RESUME_EVIDENCE_ENTRY_KINDS = ["employment", "airframe", "powerplant", "avionics"] as const;
export type ResumeEvidenceEntryKind = (typeof RESUME_EVIDENCE_ENTRY_KINDS)[number];

export const resumeEvidenceSchema = z.object({
  filename: z.string(),
  /** The document's text as stored with the upload; every span is a range of it. */
  text: z
    .string()
    .describe("The resume's text as stored with the upload; every span is a character range of it."),
  entries: z.array(
    z.object({
      kind: z.enum(RESUME_EVIDENCE_ENTRY_KINDS),
      entryId: z.string(),
      spans: z.array(textSpanSchema),
      /** 'recorded': where the extractor read the entry; 'searched': found by the entry's values. */
      found: z
        .enum(["recorded", "searched"])
        .describe(
          "'recorded': the ranges the extractor read the entry from, kept since the draft (also after the entry is edited); 'searched': found in the text by the entry's values (an entry added by hand, or a reader that records no ranges).",
        ),
    }),
  ),
  values: z
    .array(
      z.object({
        field: z.enum([...RESUME_PERSONAL_FIELDS, ...RESUME_LISTS]),
        /** For a list: the position of the form's entry (as the form lists it now). */
        index: z.int().min(0).nullable(),
        spans: z.array(textSpanSchema),
      }),
    )
    .describe(
      "Where the extractor read the form's personal values (field, index null) and the entries of its certifications, education and skills (field the list, index the entry's position in the form): only values it recorded a source for; a value typed by hand, or read by a reader that records none, is not listed.",
    ),
  suggestions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(RESUME_EVIDENCE_ENTRY_KINDS),
      companyName: z.string().optional(),
      positionTitle: z.string().optional(),
      /** 'YYYY-MM' or 'YYYY', as the resume writes it. */
      startDate: z.string().optional(),
      endDate: z.string().nullable().optional(),
      make: z.string().optional(),
      model: z.string().optional(),
      series: z.string().nullable().optional(),
      spans: z.array(textSpanSchema),
    }),
  ),
});
export type ResumeEvidence = z.infer<typeof resumeEvidenceSchema>;
export type ResumeEvidenceSuggestion = ResumeEvidence["suggestions"][number];
export type ResumeEvidenceValue = ResumeEvidence["values"][number];

/** Suggestion ids are 16 hexadecimal characters (a hash of what the suggestion says). */
export const dismissSuggestionSchema = z.object({
  suggestionId: z.string().regex(/^[0-9a-f]{16}$/, "Not a suggestion of this review."),
});

export const RESUME_EVIDENCE_MESSAGES = {
  noResume: "This form was not filled from a resume, or the resume is no longer in the documents.",
  timeout: "Reading the resume took too long. Please try again.",
} as const;
