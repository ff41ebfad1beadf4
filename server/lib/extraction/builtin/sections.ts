// Sections by their headings: 'PROFESSIONAL EXPERIENCE', 'Work History', 'LICENSES', 'Skills:'...
// Text before the first heading is the header (name, contact, often a short profile).

import sectionKeywords from "./data/section-keywords.json";
import { companyScore, titleScore } from "./header";
import type { Line, ResumeDocument } from "./text";

export type SectionKind =
  | "header"
  | "summary"
  | "experience"
  | "military"
  | "education"
  | "certifications"
  | "skills"
  | "contact"
  | "equipment"
  | "other";

export interface Section {
  kind: SectionKind;
  heading: string | null;
  /** Content lines (the heading line excluded; an inline heading's content kept). */
  lines: Line[];
  start: number;
  end: number;
}

const HEADINGS: Record<Exclude<SectionKind, "header">, readonly string[]> = {
  summary: [
    "summary",
    "professional summary",
    "career summary",
    "executive summary",
    "profile",
    "professional profile",
    "career profile",
    "objective",
    "career objective",
    "professional objective",
    "employment objective",
    "about me",
    "about",
    "overview",
    "summary of qualifications",
    "qualifications summary",
    "qualifications",
    "highlights",
    "career highlights",
    "personal statement",
    "bio",
    "biography",
    "introduction",
  ],
  experience: [
    "experience",
    "professional experience",
    "work experience",
    "relevant experience",
    "aviation experience",
    "maintenance experience",
    "aircraft maintenance experience",
    "industry experience",
    "employment",
    "employment history",
    "employment experience",
    "work history",
    "career history",
    "professional history",
    "professional background",
    "civilian experience",
    "civilian employment",
    "career",
    "positions held",
    "job history",
    "experience and employment",
    // Web pages: JSON-resume's 'work' rendered as a heading, and timelines.
    "work",
    "career timeline",
    "timeline",
    "work timeline",
    "where i ve worked",
    "where i have worked",
    "my career",
    "career path",
    "career journey",
    "professional journey",
    "experience timeline",
    "professional timeline",
  ],
  military: [
    "military service",
    "military experience",
    "military history",
    "military",
    "military background",
    "military employment",
    "service history",
    "military and civilian experience",
  ],
  education: [
    "education",
    "education and training",
    "training and education",
    "academic background",
    "education background",
    "educational background",
    "formal education",
    "schooling",
    "academics",
    "education and certifications",
    "education and certificates",
    "education and licenses",
  ],
  certifications: [
    "certifications",
    "certification",
    "certificates",
    "certificate",
    "licenses",
    "licences",
    "license",
    "licence",
    "certifications and licenses",
    "licenses and certifications",
    "licenses and certificates",
    "certificates and licenses",
    "certificates and ratings",
    "licenses and ratings",
    "certifications and training",
    "training and certifications",
    "faa certificates",
    "faa certifications",
    "faa licenses",
    "ratings",
    "credentials",
    "training",
    "professional training",
    "technical training",
    "factory training",
    "courses",
    "professional development",
    "type ratings",
    "licenses and training",
  ],
  skills: [
    "skills",
    "technical skills",
    "core skills",
    "key skills",
    "core competencies",
    "competencies",
    "areas of expertise",
    "expertise",
    "skills and abilities",
    "skills and qualifications",
    "tools and equipment",
    "technical proficiencies",
    "proficiencies",
    "abilities",
    "capabilities",
    "specialties",
    "strengths",
    "skill set",
    // A list of skills and the aircraft they were used on: equipment.ts reads the models anywhere.
    "skills and aircraft",
    "aircraft and skills",
    "skills and equipment",
  ],
  contact: [
    "contact",
    "contact information",
    "contact info",
    "contact details",
    "personal information",
    "personal details",
  ],
  equipment: [
    "aircraft experience",
    "aircraft",
    "aircraft types",
    "type experience",
    "aircraft and engines",
    "aircraft and engine experience",
    "aircraft engines and avionics",
    "aircraft engines avionics",
    "equipment",
    "equipment experience",
    "airframes",
    "engines",
    "avionics",
    "avionics experience",
    "platforms",
    "aircraft worked on",
    "aircraft maintained",
    "airframe and powerplant experience",
  ],
  other: [
    "other",
    "other information",
    "references",
    "awards",
    "honors",
    "honors and awards",
    "awards and honors",
    "achievements",
    "accomplishments",
    "interests",
    "hobbies",
    "languages",
    "volunteer",
    "volunteer experience",
    "volunteering",
    "activities",
    "affiliations",
    "memberships",
    "professional affiliations",
    "professional memberships",
    "publications",
    "projects",
    "additional information",
    "security clearance",
    "clearance",
  ],
};

const KIND_BY_HEADING = new Map<string, SectionKind>();
/** The same headings without their spaces: letter-spaced headings lose the gap between words. */
const KIND_BY_SPACELESS_HEADING = new Map<string, SectionKind>();
for (const [kind, headings] of Object.entries(HEADINGS)) {
  for (const heading of headings) {
    KIND_BY_HEADING.set(heading, kind as SectionKind);
    KIND_BY_SPACELESS_HEADING.set(heading.replace(/ /g, ""), kind as SectionKind);
  }
}

/** 'PROFESSIONAL EXPERIENCE:', '— Work History —', 'Education & Training' → the dictionary form. */
export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\s/]/gu, " ")
    .replace(/\//g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const JOB_FIELD_WORDS = /\b(?:duties|responsibilities)\b/;

const KEYWORD_KINDS = sectionKeywords.kinds as [SectionKind, string[]][];

/** A short line in heading form ('Career History & Experience', '### Experience:', 'EMPLOYMENT RECORD'). */
function isHeadingShaped(text: string, key: string): boolean {
  const words = key.split(" ");
  if (words.length === 0 || words.length > 5 || /\d/.test(text) || /[.,;]$/.test(text.trim())) return false;
  // A job heading ('Avionics Technician', 'Coastal Aero Services') is not a section heading.
  return titleScore(text) < 2 && companyScore(text) < 2;
}

/** 'E X P E R I E N C E' (letter-spaced headings of PDFs) → 'EXPERIENCE'. */
function closeLetterSpacing(text: string): string {
  const tokens = text.trim().split(" ");
  if (tokens.length < 4) return text;
  const singles = tokens.filter((token) => /^\p{L}$/u.test(token)).length;
  return singles / tokens.length >= 0.6 ? tokens.join("") : text;
}

/** Three or more short items apart from each other by wide gaps, bars or dots. */
export function isMenu(text: string): boolean {
  const items = text
    .trim()
    .split(/\s{2,}|\s+[|·•]\s+/)
    .filter((item) => /\p{L}/u.test(item));
  return items.length >= 3 && items.every((item) => item.split(" ").length <= 2);
}

/** A heading of the dictionary above ('Licenses'), not one found by a keyword ('A&P License'). */
export function isListedHeading(text: string): boolean {
  return KIND_BY_HEADING.has(headingKey(closeLetterSpacing(text)));
}

export function headingKind(raw: string): SectionKind | null {
  if (raw.length > 60) return null;
  // 'courses.' on a line of its own is the end of a sentence that a PDF column wrapped.
  if (/^\p{Ll}[^\n]*\.$/u.test(raw.trim())) return null;
  const text = closeLetterSpacing(raw);
  // 'Home   Career   Licences   Contact', 'News | People | Training': a web page's menu, not a heading.
  if (text === raw && isMenu(raw)) return null;
  const key = headingKey(text);
  const known = KIND_BY_HEADING.get(key);
  if (known) return known;
  // 'W O R K E X P E R I E N C E': a PDF wrote one space between letters and none between words.
  if (text !== raw) {
    const spaceless = KIND_BY_SPACELESS_HEADING.get(key.replace(/ /g, ""));
    if (spaceless) return spaceless;
  }
  // 'Duties, Accomplishments and Related Skills:' (USAJOBS), 'Key Responsibilities': a job's own
  // field, inside the experience section.
  if (JOB_FIELD_WORDS.test(key)) return null;
  if (!isHeadingShaped(text, key)) return null;
  // 'aircraft, from military': a line of prose that a narrow column wrapped, not a heading.
  if (/^\p{Ll}/u.test(text.trim())) return null;
  const words = new Set(key.split(" "));
  for (const [kind, keywords] of KEYWORD_KINDS) {
    if (keywords.some((keyword) => words.has(keyword))) return kind;
  }
  return null;
}

interface HeadingMatch {
  kind: SectionKind;
  heading: string;
  /** Offset where inline content starts ('Skills: wiring, ...'), or null. */
  contentStart: number | null;
}

function matchHeading(line: Line): HeadingMatch | null {
  if (line.blank || line.bullet) return null;
  const whole = headingKind(line.text);
  if (whole) return { kind: whole, heading: line.text, contentStart: null };
  const inline = /^([A-Za-z][A-Za-z &/]{1,40}?)\s*:\s*(\S)/.exec(line.text);
  if (inline) {
    const kind = headingKind(inline[1]!);
    if (kind) {
      return { kind, heading: inline[1]!, contentStart: line.start + inline[0].length - 1 };
    }
  }
  return null;
}

export function splitSections(document: ResumeDocument): Section[] {
  const sections: Section[] = [];
  let current: Section = { kind: "header", heading: null, lines: [], start: 0, end: 0 };
  for (const line of document.lines) {
    const heading = matchHeading(line);
    // 'summary: Scheduled inspections …' and 'highlights:' (a key in lower case) inside a job list are
    // the job's own fields (JSON-resume cards).
    const jobField =
      heading?.kind === "summary" &&
      current.kind === "experience" &&
      (heading.contentStart !== null || /^\p{Ll}[\p{L} ]*:$/u.test(line.text.trim()));
    if (!heading || jobField) {
      current.lines.push(line);
      continue;
    }
    current.end = line.start;
    sections.push(current);
    current = { kind: heading.kind, heading: heading.heading, lines: [], start: line.start, end: line.end };
    if (heading.contentStart !== null) {
      const text = document.text.slice(heading.contentStart, line.end);
      current.lines.push({ ...line, start: heading.contentStart, text, bullet: false });
    }
  }
  current.end = document.text.length;
  sections.push(current);
  for (const section of sections) {
    const last = section.lines.at(-1);
    if (last && last.end > section.end) section.end = last.end;
  }
  return sections.filter(
    (section) => section.kind === "header" || section.lines.length > 0 || section.heading,
  );
}

export function sectionsOf(sections: readonly Section[], ...kinds: SectionKind[]): Section[] {
  return sections.filter((section) => kinds.includes(section.kind));
}
