// Profile cards with a duration and no dates, the company first: 'Arik Air' / 'Full-time · 6 yrs 2
// mos' / 'Aircraft Maintenance Engineer' / 'Lagos, Nigeria'. LinkedIn writes its company total in the
// same place, but then every role below has its own dates: a card's role has none.

import type { DateOptions } from "../../dates";
import { findDateRanges } from "../../dates";
import { companyScore, titleScore } from "../../header";
import { parseLocation } from "../../places";
import type { Section } from "../../sections";
import type { Heading } from "../candidate";
import type { Detector } from "../detector";
import { isDurationOnly, looksLikeHeader } from "../lines";
import { scoreCandidate } from "../score";

/** 'Full-time · ', 'Contract | ': the kind of employment written before a card's duration. */
const EMPLOYMENT_KIND =
  /^(?:full[-\s]time|part[-\s]time|contract|self[-\s]employed|freelance|seasonal|internship|apprenticeship|temporary)\s*[·•|,–-]\s*/i;

function isCardDuration(text: string): boolean {
  return isDurationOnly(text.trim().replace(EMPLOYMENT_KIND, ""));
}

function isRole(text: string): boolean {
  return looksLikeHeader(text) && titleScore(text) >= 2 && titleScore(text) > companyScore(text);
}

function durationCards(section: Section, options: DateOptions): Heading[] {
  const lines = section.lines;
  const jobs: Heading[] = [];
  for (let index = 0; index + 2 < lines.length; index++) {
    const [company, duration, role] = [lines[index]!, lines[index + 1]!, lines[index + 2]!];
    if ([company, duration, role].some((line) => line.blank || line.bullet)) continue;
    if (!isCardDuration(duration.text) || !looksLikeHeader(company.text) || !isRole(role.text)) continue;
    if (titleScore(company.text) >= 2 && titleScore(company.text) >= companyScore(company.text)) continue;
    const place = lines[index + 3];
    const hasPlace = place !== undefined && !place.blank && parseLocation(place.text.trim()) !== null;
    // LinkedIn's roles under a company total each carry dates: then this is no card.
    const after = lines.slice(index + 2, index + 5);
    if (after.some((line) => !line.blank && findDateRanges(line.text, options).length > 0)) continue;
    const used = hasPlace ? [index, index + 1, index + 2, index + 3] : [index, index + 1, index + 2];
    jobs.push({
      lines: used,
      texts: [company.text.trim(), role.text.trim(), ...(hasPlace ? [place!.text.trim()] : [])],
      anchor: { range: null, index: 0, length: duration.text.length, rest: "" },
    });
    index = used.at(-1)!;
  }
  return jobs;
}

export const durationCardsDetector: Detector = {
  name: "duration-cards",
  tier: 0,
  detect: ({ section, options }) => {
    const jobs = durationCards(section, options);
    return jobs.length > 0
      ? [{ detector: "duration-cards", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
