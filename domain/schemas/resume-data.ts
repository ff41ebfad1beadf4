// ResumeData: what a resume extractor returns (decision 0010), from the built-in extractor or an LLM.
// Unknown values are null or empty, never invented. Every field has a default, so an LLM answer that
// leaves a key out still parses, while the parsed value always has every key. The schema has no
// transforms, so a JSON schema for structured LLM output can be generated from it.

import { z } from "zod";
import { MANUAL_MONTHS_MAX, MANUAL_YEARS_MAX } from "../constants";
import {
  AIRFRAME_FLAGS,
  AVIONICS_FLAGS,
  IA_STATUSES,
  OPERATION_CATEGORIES,
  POWERPLANT_FLAGS,
} from "../enums";
import { partialDate } from "./fields";

const unknownText = z.string().nullable().default(null);
/** 'YYYY-MM', or 'YYYY' when only the year is written. */
const resumeDate = partialDate().nullable().default(null);

export const resumePersonalSchema = z.object({
  firstName: unknownText,
  lastName: unknownText,
  email: unknownText,
  phone: unknownText,
  roleTitle: unknownText,
  /** Digits only. */
  apCertificateNumber: unknownText,
  iaStatus: z.enum(IA_STATUSES).nullable().default(null),
});
export type ResumePersonal = z.infer<typeof resumePersonalSchema>;

export const resumeEmploymentSchema = z.object({
  /** Names this employer inside the ResumeData so experience entries can refer to it. */
  key: z.string().min(1),
  companyName: unknownText,
  positionTitle: unknownText,
  operationCategory: z.enum(OPERATION_CATEGORIES).nullable().default(null),
  workAddress: unknownText,
  startDate: resumeDate,
  /** null for a current job, or when the resume does not say. */
  endDate: resumeDate,
  isFullTime: z.boolean().nullable().default(null),
  responsibilities: unknownText,
});
export type ResumeEmployment = z.infer<typeof resumeEmploymentSchema>;

function resumeExperienceSchema<const F extends string>(flags: readonly [F, ...F[]]) {
  return z.object({
    make: unknownText,
    model: z.string().min(1),
    series: unknownText,
    flags: z.array(z.enum(flags)).default([]),
    /** Keys of the employers this experience was gained at; keys not in `employment` are ignored. */
    employmentKeys: z.array(z.string()).default([]),
    /** Only when the resume states a duration for this experience itself. */
    manualYears: z.int().min(0).max(MANUAL_YEARS_MAX).nullable().default(null),
    manualMonths: z.int().min(0).max(MANUAL_MONTHS_MAX).nullable().default(null),
  });
}

export const resumeAirframeSchema = resumeExperienceSchema(AIRFRAME_FLAGS);
export const resumePowerplantSchema = resumeExperienceSchema(POWERPLANT_FLAGS);
export const resumeAvionicsSchema = resumeExperienceSchema(AVIONICS_FLAGS);
export type ResumeAirframe = z.infer<typeof resumeAirframeSchema>;
export type ResumePowerplant = z.infer<typeof resumePowerplantSchema>;
export type ResumeAvionics = z.infer<typeof resumeAvionicsSchema>;

/**
 * Flags the resume states for a discipline in text that names no make or model of that discipline
 * ('Troubleshoot avionics LRUs; perform RVSM checks'): true of the technician, tied to no entry.
 */
export const resumeDisciplineFlagsSchema = z.object({
  airframe: z.array(z.enum(AIRFRAME_FLAGS)).default([]),
  powerplant: z.array(z.enum(POWERPLANT_FLAGS)).default([]),
  avionics: z.array(z.enum(AVIONICS_FLAGS)).default([]),
});
export type ResumeDisciplineFlags = z.infer<typeof resumeDisciplineFlagsSchema>;

/** A certificate, licence or type rating. Dates may be partial; no expiry means it does not expire. */
export const certificationSchema = z.object({
  name: z.string().min(1),
  number: unknownText,
  issuedOn: z.union([partialDate(), z.iso.date()]).nullable().default(null),
  expiresOn: z.union([partialDate(), z.iso.date()]).nullable().default(null),
});
export type Certification = z.infer<typeof certificationSchema>;

export const educationSchema = z.object({
  institution: unknownText,
  /** Degree, diploma or programme, e.g. 'A&P Program' or 'AAS Aviation Maintenance Technology'. */
  credential: unknownText,
  location: unknownText,
  startDate: resumeDate,
  endDate: resumeDate,
});
export type Education = z.infer<typeof educationSchema>;

export const resumeDataSchema = z.object({
  personal: resumePersonalSchema.default(() => resumePersonalSchema.parse({})),
  /** Newest first, as resumes list them. */
  employment: z.array(resumeEmploymentSchema).default([]),
  airframe: z.array(resumeAirframeSchema).default([]),
  powerplant: z.array(resumePowerplantSchema).default([]),
  avionics: z.array(resumeAvionicsSchema).default([]),
  disciplineFlags: resumeDisciplineFlagsSchema.default(() => resumeDisciplineFlagsSchema.parse({})),
  certifications: z.array(certificationSchema).default([]),
  education: z.array(educationSchema).default([]),
  skills: z.array(z.string()).default([]),
});
export type ResumeDataInput = z.input<typeof resumeDataSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;
