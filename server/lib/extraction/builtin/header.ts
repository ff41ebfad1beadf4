// An employer's heading lines ('Lead Avionics Installer — Desert Sky Avionics (FAA Repair Station,
// Part 145), Mesa, AZ') split into position title, company, location and clues, whatever the order.

import { hasCategoryClue, hasEmploymentTypeClue } from "./clues";
import organisationEnds from "./data/organisation-ends.json";
import ranks from "./data/ranks.json";
import titleHeads from "./data/title-heads.json";
import leadingTitleHeads from "./data/title-leading-heads.json";
import specialisations from "./data/title-specialisations.json";
import { endsWithLegalForm, startsWithOrganisationWord } from "./organisation-words";
import { isCityName, parseLocation, regionOf } from "./places";
import { staffedHeading } from "./staffing";
import { trimCharacters } from "./text";

const TITLE_HEADS = new Set(titleHeads.words);
const LEADING_TITLE_HEADS = new Set(leadingTitleHeads.words);

/** The first word, lower case: the head noun of 'Técnico de Mantenimiento de Aeronaves'. */
function firstWord(text: string): string {
  return trimCharacters(text.trim().split(/\s+/)[0]?.toLowerCase() ?? "", ".,;:()", "both");
}
const RANKS = new Set(ranks.words);
const SPECIALISATIONS = new Set(specialisations.words);

/** Words that start or qualify a title: 'Senior', 'Lead', 'Director of Maintenance'. */
const TITLE_WORDS =
  /\b(?:senior|sr|junior|jr|lead|chief|principal|staff|assistant|associate|aircraft maintenance|line service|crew chief|quality|structures|sheet metal|powerplant|airframe|avionics|a&p|amt)\b/i;
const TITLE_OF = /^(?:director|manager|supervisor|head|chief|vp|vice president|superintendent)\s+of\s+/i;

const COMPANY_ENDS = new Set(organisationEnds.words);
const COMPANY_ANY =
  /\b(?:LLC|Inc|Corp|Ltd|GmbH|Airlines|Airways|Air Lines|Air Force|Army|Navy|Marine Corps|Coast Guard|National Guard|Aero ?clube?|Aeroclub|Flight Department|U\.?\s?S\.?|USAF|USMC|USN|USCG|Battalion|Regiment|Squadron|Brigade)\b/i;
const COMPANY_WORDS = /\b(?:aviation|aero\w*|air|jets?|helicopters?|aircraft|airport|aerospace)\b/i;
const COMPANY_SUFFIX = /^(?:inc|llc|l\.l\.c|ltd|corp|co|plc|gmbh|s\.a|sa|ag|bv|pty)\.?$/i;

/** A piece that only says the kind of employment: ', part-time', '| Contract'. */
const EMPLOYMENT_TYPE_ONLY =
  /^(?:full[\s-]?time|part[\s-]?time|contract(?:or)?|temporary|temp|seasonal|per[\s-]?diem|PRN|internship|on[\s-]call|freelance)$/i;

/** Columns of a table header row: 'Dates  Employer  Position  Location'. */
const COLUMN_LABELS =
  /^(?:dates?|from|to|employer|company|organization|position|title|role|job title|location|city|duration|period)$/i;

/** 'FAA Part 145 Repair Station', 'Part 91 corporate flight department': what kind, not who. */
const PART_REFERENCE = /^(?:FAA\s+|14\s*CFR\s+)?Part[\s-]+\d{2,3}\b/i;

/** A heading part or line that only says the kind of operation. */
export function isCategoryOnly(text: string): boolean {
  return text.length <= 80 && PART_REFERENCE.test(text.trim()) && hasCategoryClue(text);
}

/** A table's header row on one line or cell by cell: 'Dates', 'Employer', 'Position / Duties'. */
export function isColumnLabels(text: string): boolean {
  const pieces = text
    .split(/\s*[/|,]\s*|\s{3,}|\s+&\s+|\s+and\s+/i)
    .map((piece) => piece.trim())
    .filter(Boolean);
  return (
    pieces.length > 0 &&
    pieces.every(
      (piece) => COLUMN_LABELS.test(piece) || /^(?:duties|responsibilities|description)$/i.test(piece),
    )
  );
}

/**
 * A labelled fact about the job that is neither its name nor its role: USAJOBS's 'Hours per week:
 * 40', 'Salary: $28.50 Per Hour', 'Series: 8852', 'Pay Grade: WG-10', 'Supervisor: …'.
 */
const JOB_FACT =
  /^(?:hours per week|hours|salary|pay grade|pay plan|grade(?: level)?|series(?:\s*\/\s*grade)?|occupational series|work schedule|job type|supervisor(?:'s name)?|okay to contact[^:]{0,30}|may we contact[^:]{0,30}|reason for leaving)\s*:/i;

export function isJobFactLine(text: string): boolean {
  return text.length <= 100 && JOB_FACT.test(text.trim());
}

/** Form labels before a value: 'Employer:', Europass's 'Occupation or position held', 'City:'. */
const FIELD_LABEL =
  /^(?:employer|company|organi[sz]ation|position|title|job title|role|location|dates?|period|occupation or position held|position held|occupation|name and address of employer|name of employer|employer'?s? name|city|country|empresa|puesto|cargo|periodo|período|fechas|ciudad|país|pais)\s*:\s*/i;

/** The value of a labelled form line: 'Name and address of employer: Talleres Cantábricos S.L.'. */
export function withoutFieldLabel(text: string): string {
  return text.replace(FIELD_LABEL, "");
}

const GRADE = /^(?:[a-z]{0,2}\d{1,3}(?:\.\d)?[a-z]?|i{1,3}|iv|v)$/;

function lastWord(text: string): string {
  const words = text
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .split(/[\s/,]+/)
    .filter((word) => /[a-z&]/.test(word));
  // Grades and licence categories after the head noun: 'Engineer B1', 'Technician II'.
  while (words.length > 1 && GRADE.test(trimCharacters(words.at(-1)!, ".,;:", "end"))) words.pop();
  return trimCharacters(words.at(-1) ?? "", ".,;:", "end");
}

export function titleScore(text: string): number {
  // 'Owner / Director of Maintenance', 'Lead Mechanic / Inspector': the best of the alternatives,
  // or of the whole ('Technician Third/Second Class (AMT3/AMT2)'). Slashes in parentheses stay.
  if (text.includes("/") && text.length <= 120) {
    const pieces = text
      .replace(/\([^()]*\)/g, (inner) => inner.replace(/\//g, " "))
      .split("/")
      .map((piece) => piece.trim())
      .filter(Boolean);
    if (pieces.length > 1)
      return Math.max(wholeTitleScore(text), ...pieces.map((piece) => titleScore(piece)));
  }
  return wholeTitleScore(text);
}

function wholeTitleScore(text: string): number {
  if (TITLE_OF.test(text)) return 4;
  let score = TITLE_HEADS.has(lastWord(text)) || LEADING_TITLE_HEADS.has(firstWord(text)) ? 2 : 0;
  if (TITLE_WORDS.test(text)) score += 1;
  return score;
}

const MILITARY_BRANCH =
  /^(?:U\.?\s?S\.?\s+)?(?:Navy|Army|Air Force|Marine Corps|Coast Guard|Air National Guard|National Guard|USN|USAF|USMC|USCG|RAF|Royal Air Force|Royal Navy)$/i;

/** Squadron and unit designators: 'VAW-125', 'HSC-28', 'VMM-263'. */
const UNIT_DESIGNATOR = /^[A-Z]{2,5}-\d{1,4}[A-Z]?$/;

export function companyScore(text: string): number {
  if (UNIT_DESIGNATOR.test(text.trim())) return 2;
  const named =
    COMPANY_ENDS.has(lastWord(text)) || endsWithLegalForm(text) || startsWithOrganisationWord(text);
  let score = named ? 2 : 0;
  if (COMPANY_ANY.test(text)) score += 2;
  if (COMPANY_WORDS.test(text)) score += 1;
  return score;
}

/** A part of a heading line, with the separator that came before it. */
interface Part {
  text: string;
  joiner: string;
  kind: "title" | "company" | "location" | "unknown";
}

export interface HeaderFields {
  title: string | null;
  company: string | null;
  location: string | null;
  /** Parenthesised clues taken out of the names ('(Part 121 air carrier)', '(part-time)'). */
  clues: string[];
}

const STRONG_SEPARATOR = /\s+(?:at|@)\s+|\s*\|\s*|\s+–\s+|\s*–\s*(?=\p{Lu})|\s{3,}|\s+[·•]\s+|\s+-\s+/u;

/** Parentheses that hold a clue are taken out of the name; others ('(MOS 15T)') stay. */
function takeClues(text: string, clues: string[]): string {
  return text
    .replace(/\(([^()]*)\)/g, (whole, inner: string, offset: number) => {
      if (hasCategoryClue(inner) || hasEmploymentTypeClue(inner)) {
        clues.push(inner);
        return " ";
      }
      // 'Gulf Coast Airways (Line Maintenance Technician)': a title in parentheses after a name
      // that is no title is a part of its own.
      const before = text.slice(0, offset).trim();
      if (
        before !== "" &&
        titleScore(inner) >= 2 &&
        companyScore(inner) < 2 &&
        titleScore(before.split(/[|–,]/).at(-1) ?? "") < 2
      )
        return ` | ${inner.trim()}`;
      // Aircraft in parentheses ('Crew Chief (KC-135R)') are not part of a title or a name.
      if (/^\s*[A-Z]{1,3}-\d{1,3}[A-Z]?\s*$/.test(inner)) return " ";
      // Durations ('(3 years)') are not part of a name.
      if (/^\s*\d+\+?\s*(?:years?|yrs?|months?|mos?)\b/i.test(inner)) return " ";
      return whole;
    })
    .replace(/(?<!\s)\s{2,}(?=\S)/g, (gap) => (gap.length >= 3 ? gap : " "))
    .trim();
}

/** Every separator begins with one of these; elsewhere no match is tried. */
const SEPARATOR_START = /[\s|–,·•-]/;

/** Splits on separators outside parentheses. */
function splitOutside(text: string, separator: RegExp): { text: string; joiner: string }[] {
  const pieces: { text: string; joiner: string }[] = [];
  const sticky = new RegExp(separator.source, `${separator.flags.replace(/[gy]/g, "")}y`);
  let depth = 0;
  let pieceStart = 0;
  let joiner = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    // Separators are tried where one can start and not inside a whitespace run: linear on long gaps.
    if (depth !== 0 || !SEPARATOR_START.test(char) || (index > 0 && /\s/.test(text[index - 1]!))) continue;
    sticky.lastIndex = index;
    const match = sticky.exec(text);
    if (!match || match[0].length === 0) continue;
    pieces.push({ text: text.slice(pieceStart, index), joiner });
    joiner = match[0];
    index += match[0].length - 1;
    pieceStart = index + 1;
  }
  pieces.push({ text: text.slice(pieceStart), joiner });
  return pieces
    .map((piece) => ({
      text: trimCharacters(piece.text.trim(), ",;:–-").trim(),
      joiner: piece.joiner,
    }))
    .filter((piece) => piece.text !== "");
}

function classify(parts: Part[]) {
  // Locations first: 'City' + 'ST', 'City ST', 'City, Country'.
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    // 'Dallas (Love Field), TX': the note in parentheses is not part of the place.
    const city = part.text.replace(/\s*\([^()]*\)/g, "");
    if (next?.joiner.includes(",") && isCityName(city) && regionOf(next.text)) {
      part.kind = "location";
      part.text = `${city}, ${regionOf(next.text)}`;
      parts.splice(index + 1, 1);
      // 'Wichita, Kansas, United States': the country after the state adds nothing.
      const country = parts[index + 1];
      if (
        country?.joiner.includes(",") &&
        regionOf(country.text) &&
        !regionOf(country.text)!.match(/^[A-Z]{2}$/)
      )
        parts.splice(index + 1, 1);
      continue;
    }
    const whole = parseLocation(part.text);
    if (whole && titleScore(part.text) === 0 && companyScore(part.text) < 2) {
      part.kind = "location";
      part.text = whole;
    }
  }
  for (const part of parts) {
    if (part.kind !== "unknown") continue;
    const title = titleScore(part.text);
    const company = companyScore(part.text);
    if (title > company) part.kind = "title";
    else if (company > title) part.kind = "company";
  }
}

/** Adjacent pieces of one name joined by a comma or a hyphen: 'AeroTech Heavy Maintenance, Inc.'. */
function mergeNames(parts: Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    const weakJoin = /^(?:\s*,\s*|\s+-\s+)$/.test(part.joiner);
    if (previous && weakJoin && COMPANY_SUFFIX.test(part.text)) {
      previous.text = `${previous.text}, ${part.text}`;
      continue;
    }
    // 'U.S. Navy – HSM-72': a military branch and its unit are one employer.
    if (previous && MILITARY_BRANCH.test(previous.text) && UNIT_DESIGNATOR.test(part.text.trim())) {
      previous.text = `${previous.text} – ${part.text}`;
      continue;
    }
    if (previous && weakJoin && previous.kind === "company" && part.kind === "company") {
      previous.text = `${previous.text}${part.joiner.trim() === "," ? ", " : " - "}${part.text}`;
      continue;
    }
    merged.push(part);
  }
  return merged;
}

/**
 * 'Structures Mechanic / Front Range Aerospace': a slash between a title and a company separates
 * them. A slash between two titles ('Line Service Technician / Apprentice Mechanic') or two names
 * stays inside the part.
 */
function splitTitleSlashCompany(parts: Part[]): Part[] {
  return parts.flatMap((part) => {
    const halves = part.text.split(" / ");
    if (halves.length !== 2) return [part];
    const [left, right] = halves.map((half) => half.trim()) as [string, string];
    const isTitle = (text: string) => titleScore(text) >= 2 && companyScore(text) < 2;
    const isCompany = (text: string) => companyScore(text) >= 2 && titleScore(text) < 2;
    if (isTitle(left) && isCompany(right)) {
      return [
        { text: left, joiner: part.joiner, kind: "title" as const },
        { text: right, joiner: " / ", kind: "company" as const },
      ];
    }
    if (isCompany(left) && isTitle(right)) {
      return [
        { text: left, joiner: part.joiner, kind: "company" as const },
        { text: right, joiner: " / ", kind: "title" as const },
      ];
    }
    return [part];
  });
}

/** Title, company, location and clues from an employer's heading lines (dates already removed). */
export function parseHeader(lines: readonly string[]): HeaderFields {
  const clues: string[] = [];
  const parts: Part[] = [];
  for (const written of lines) {
    // 'Contract A&P Mechanic via AeroTek (client: Delta TechOps)': the client is the employer.
    const staffed = staffedHeading(written, (piece) => titleScore(piece) >= 2);
    if (staffed) clues.push("contract");
    const line = staffed?.text ?? written;
    const cleaned = takeClues(line, clues);
    let first = true;
    for (const strong of splitOutside(cleaned, STRONG_SEPARATOR)) {
      for (const piece of splitOutside(strong.text, /\s*,\s*/)) {
        // 'Employer: Bayside Aerospace', 'Position: Aircraft Mechanic' (forms, government resumes).
        piece.text = piece.text.replace(FIELD_LABEL, "");
        if (piece.text === "") continue;
        if (COLUMN_LABELS.test(piece.text) || RANKS.has(piece.text.toLowerCase())) continue;
        if (EMPLOYMENT_TYPE_ONLY.test(piece.text) || isCategoryOnly(piece.text)) {
          clues.push(piece.text);
          continue;
        }
        parts.push({
          text: piece.text,
          joiner: first ? "\n" : piece.joiner || strong.joiner,
          kind: "unknown",
        });
        first = false;
      }
    }
  }
  classify(parts);
  const merged = mergeNames(splitTitleSlashCompany(parts));
  // 'Senior Technician, Structures': a specialisation after a comma belongs to the title.
  for (let index = merged.length - 1; index > 0; index--) {
    const part = merged[index]!;
    const previous = merged[index - 1]!;
    if (
      previous.kind === "title" &&
      part.joiner.trim() === "," &&
      SPECIALISATIONS.has(part.text.toLowerCase())
    ) {
      previous.text = `${previous.text}, ${part.text}`;
      merged.splice(index, 1);
    }
  }
  let title = merged.find((part) => part.kind === "title") ?? null;
  let company = merged.find((part) => part.kind === "company") ?? null;
  const location = merged.find((part) => part.kind === "location") ?? null;
  const unknown = merged.filter((part) => part.kind === "unknown");
  if (!company && unknown.length > 0) {
    // The piece right before the location is the employer ('Big Sky Aero Services, Bozeman, MT');
    // titles have a head noun ('Mechanic'), so a lone unknown piece is the employer; of two, the
    // usual order is 'Title — Company'.
    const beforeLocation = location ? merged[merged.indexOf(location) - 1] : undefined;
    if (beforeLocation?.kind === "unknown") company = beforeLocation;
    else if (title || unknown.length === 1) company = unknown[0]!;
    else company = unknown[1]!;
  }
  if (!title) title = unknown.find((part) => part !== company) ?? null;
  return {
    title: title?.text ?? null,
    company: company?.text ?? null,
    location: location?.text ?? null,
    clues,
  };
}
