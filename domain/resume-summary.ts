// What a resume gave the draft form, in words for the technician: 'Filled from resume.pdf:
// 3 employers, 5 aircraft, 2 engines' and which fields it did not state, so that review starts there.

import type { ResumeData } from "./schemas/resume-data";

export interface ResumeSummary {
  /** '3 employers', '5 aircraft', … only what was found, in form order. */
  found: string[];
  /** Labels of the form's fields the resume did not state. */
  notFound: string[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const PERSONAL_LABELS: [keyof ResumeData["personal"], string][] = [
  ["firstName", "first name"],
  ["lastName", "last name"],
  ["email", "e-mail"],
  ["phone", "phone"],
  ["apCertificateNumber", "A&P certificate number"],
  ["iaStatus", "IA status"],
];

export function summarizeResume(data: ResumeData): ResumeSummary {
  const counts: [number, string, string][] = [
    [data.employment.length, "employer", "employers"],
    [data.airframe.length, "aircraft", "aircraft"],
    [data.powerplant.length, "engine", "engines"],
    [data.avionics.length, "avionics system", "avionics systems"],
    [data.certifications.length, "certificate", "certificates"],
  ];
  const found = counts.filter(([count]) => count > 0).map(([count, one, many]) => plural(count, one, many));
  const notFound = PERSONAL_LABELS.filter(([field]) => !data.personal[field]).map(([, label]) => label);
  if (data.employment.length === 0) notFound.push("employers");
  else if (data.employment.some((entry) => !entry.startDate)) notFound.push("some employment dates");
  if (data.airframe.length + data.powerplant.length + data.avionics.length === 0)
    notFound.push("aircraft, engines and avionics");
  return { found, notFound };
}

/** How the summary and the entries' marks name the resume: its original name, else 'your resume'. */
export function resumeSourceName(fileName: string | null | undefined): string {
  return fileName?.trim() || "your resume";
}

/** The summary's headline: 'Filled from resume.pdf: 3 employers, 5 aircraft, 2 engines'. */
export function resumeSummaryHeadline(summary: ResumeSummary, fileName: string | null | undefined): string {
  const source = resumeSourceName(fileName);
  return summary.found.length > 0
    ? `Filled from ${source}: ${summary.found.join(", ")}`
    : `Little was found in ${source}`;
}
