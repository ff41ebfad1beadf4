// A whole job history run together in one paragraph, with inline bullets (web pages that lost their
// list markup): 'Desert Sun Airlines, Phoenix, AZ — Technician, 2017 – present • overnight checks •
// engine runs. Sonoran Tours, Scottsdale, AZ — Mechanic, 2013 – 2017 • …'. Each date range closes a
// heading that starts after the previous sentence or bullet; the items after it are its duties.

import { type DateOptions, findDateRanges } from "./dates";
import type { Heading } from "./employment/candidate";
import { companyScore, parseHeader, titleScore } from "./header";
import type { Line } from "./text";

/**
 * Where a heading may start: after a sentence's end or an inline bullet, before a capital. Initials
 * and abbreviations ('U.S. Navy', 'Inc. ') end no sentence.
 */
const BOUNDARY =
  /(?:(?<!\b(?:\p{Lu}|Inc|Co|Corp|Ltd|St|Jr|Sr|No|Dept))[.!?]\s+|;\s+|\s[•·▪‣]\s+)(?=[\p{Lu}\d])/gu;
const EDGES = /^[\s,;:—–|()-]+|[\s,;:—–|()-]+$/g;

/** 'Aviation Machinist's Mate (AD2) in the U.S. Navy, NAS Jacksonville': 'in the' joins a role to its service. */
function headerFields(heading: string) {
  let fields = parseHeader([heading]);
  if (!fields.company || !fields.title) fields = parseHeader([heading.replace(/\s+in\s+the\s+/, " – ")]);
  // 'Avionics Technician at Gulf Wings Maintenance, Bahrain': after 'at', the organisation comes first.
  const at = ROLE_AT.exec(heading);
  if (at && fields.title && !fields.company && fields.location) {
    const [company, ...place] = heading.slice(at[0].length - 1).split(/,\s*/);
    fields = { ...fields, company: company!, location: place.join(", ") || null };
  }
  // 'Apprentice at the Irish Air Corps': the organisation without its article.
  return fields.company ? { ...fields, company: fields.company.replace(/^the\s+/i, "") } : fields;
}

/** 'Sheet Metal Technician at Lufthansa Technik Shannon': a role at a named organisation. */
const ROLE_AT = /^[\p{L}\d&/' -]{3,60}\s+at\s+(?:the\s+)?\p{Lu}/u;

/** The heading texts of the jobs run together on one line; empty unless there are two or more. */
export function inlineJobTexts(text: string, options: DateOptions): string[] {
  // A paragraph, not a whole document run together: longer lines are left to the other readers.
  if (text.length < 150 || text.length > 6000 || !/\s[•·▪‣]\s|;/.test(text)) return [];
  const ranges = findDateRanges(text, options);
  if (ranges.length < 2) return [];
  const boundaries = [0, ...[...text.matchAll(BOUNDARY)].map((match) => match.index + match[0].length)];
  const jobs: string[] = [];
  let previousEnd = 0;
  let boundary = 0;
  for (const range of ranges) {
    // Both lists are in text order: one walk finds the last boundary before each range.
    while (boundary + 1 < boundaries.length && boundaries[boundary + 1]! <= range.index) boundary++;
    const from = Math.max(previousEnd, boundaries[boundary]!);
    const heading = text.slice(from, range.index).replace(EDGES, "");
    previousEnd = range.index + range.length;
    if (heading.length < 5 || heading.length > 140) continue;
    const fields = headerFields(heading);
    if (!fields.company || !fields.title || titleScore(fields.title) < 2) continue;
    if (companyScore(fields.company) < 1 && !fields.location && !ROLE_AT.test(heading)) continue;
    jobs.push(`${heading} | ${range.text}`);
  }
  return jobs.length >= 2 ? jobs : [];
}

const isWhole = (fields: { title: string | null; company: string | null }) =>
  Boolean(fields.title && fields.company);

/** One heading per job of a run-together line, each anchored on its own range. */
export function inlineJobHeadings(lines: readonly Line[], options: DateOptions): Heading[] {
  const headings: Heading[] = [];
  lines.forEach((line, index) => {
    if (line.blank) return;
    for (const text of inlineJobTexts(line.text, options)) {
      const range = findDateRanges(text, options).at(-1)!;
      const heading = text.slice(0, range.index).replace(EDGES, "");
      const fields = headerFields(heading);
      headings.push({
        lines: [index],
        texts: isWhole(parseHeader([heading]))
          ? [heading]
          : [`${fields.title} – ${fields.company}`, ...(fields.location ? [fields.location] : [])],
        anchor: { range, index: range.index, length: range.length, rest: "" },
      });
    }
  });
  return headings;
}
