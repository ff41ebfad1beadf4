// Contract work placed by an agency: 'Contract A&P Mechanic via AeroTek (client: Delta TechOps)',
// 'Structures Mechanic through PDS Tech'. The job is where the work was done: the client when the
// heading names one, else the agency that placed the person. An agency in parentheses after the
// employer ('Lone Star Heavy Maintenance (through AeroTalent Staffing)') is only a note.

/** '(client: Delta TechOps)', '(customer: HAECO)', '(placed at Timco)', '(assigned to …)'. */
const CLIENT =
  /\(\s*(?:for\s+)?(?:client|customer|placed at|assigned to|on assignment (?:at|to))\s*:?\s*([^():]{2,60}?)\s*\)/i;

/** '(through AeroTalent Staffing)', '(via PDS)': a note naming the agency. */
const AGENCY_NOTE = /\s*\(\s*(?:via|through|thru)\s+\p{Lu}[^()]{1,50}\)/u;

/** 'via AeroTek', 'through PDS Tech', 'thru Butler': the agency, up to the next separator. */
const AGENCY = /\s+(?:via|through|thru)\s+(\p{Lu}[^,|–()\uE000]{1,50}?)(?=\s*(?:\(|,|\||–|\s-\s|\uE000|$))/u;

/** The piece before a position in the heading: back to the last separator. */
const LAST_PIECE = /(?:^|\s[|–-]\s|,\s*|\s{3,})([^|–,]*)$/;

/** Marks where the client's parentheses were (a private-use character, never in a resume's text). */
const MARK = "\uE000";

export interface StaffedHeading {
  /** The heading with the agency and client taken out and the employer as its own part. */
  text: string;
  agency: string | null;
  client: string | null;
}

function tidy(text: string): string {
  return text
    .replace(/\s+,/g, ",")
    .replace(/\s+\|\s+(?=[,|]|$)/g, "")
    .replace(/\s{2,}/g, (gap) => (gap.length >= 3 ? gap : " "))
    .trim();
}

/**
 * The heading with the employer as a part of its own, or null when it names no agency or client.
 * `isTitle` says whether a piece is a position ('Contract Mechanic (client: …)' keeps its title).
 */
export function staffedHeading(text: string, isTitle: (piece: string) => boolean): StaffedHeading | null {
  if (text.length > 200) return null;
  const note = AGENCY_NOTE.exec(text);
  if (note) {
    const agency = /\p{Lu}[^()]*/u.exec(note[0].replace(/^\s*\(\s*\S+\s+/, ""))?.[0].trim() ?? null;
    const rest = `${text.slice(0, note.index)}${text.slice(note.index + note[0].length)}`;
    return { ...(staffedHeading(rest, isTitle) ?? { text: tidy(rest), client: null }), agency };
  }
  const client = CLIENT.exec(text);
  let rest = client
    ? `${text.slice(0, client.index)}${MARK}${text.slice(client.index + client[0].length)}`
    : text;
  const agency = AGENCY.exec(rest);
  if (!client && !agency) return null;
  const clientName = client?.[1]?.trim() ?? null;
  const agencyName = agency?.[1]?.trim() ?? null;
  const employer = clientName ?? agencyName!;
  if (agency) {
    // The employer takes the agency's place ('Mechanic via AeroTek, Atlanta' → 'Mechanic | Delta TechOps, Atlanta').
    rest = `${rest.slice(0, agency.index)} | ${employer}${rest.slice(agency.index + agency[0].length)}`;
    rest = rest.replace(MARK, "");
  } else {
    // 'AeroTek (client: Delta TechOps)': the client takes the agency's name's place; after a
    // position ('Contract Mechanic (client: Delta TechOps)') it is a part of its own.
    const marker = rest.indexOf(MARK);
    const before = rest.slice(0, marker);
    const piece = LAST_PIECE.exec(before);
    const name = piece?.[1]?.trim() ?? "";
    rest =
      name && !isTitle(name)
        ? `${before.slice(0, before.length - piece![1]!.length)}${piece![1]!.match(/^\s*/)![0]}${employer}${rest.slice(marker + 1)}`
        : `${before} | ${employer}${rest.slice(marker + 1)}`;
  }
  return { text: tidy(rest), agency: agencyName, client: clientName };
}
