// Heading blocks without dates: a run of heading-like lines after a blank line or a job's text starts
// an employer. Weak evidence, so read only when no other detector found a job in the section.

import { companyScore, parseHeader, titleScore } from "../../header";
import type { Section } from "../../sections";
import type { Heading } from "../candidate";
import type { Detector } from "../detector";
import { looksLikeHeader } from "../lines";
import { scoreCandidate } from "../score";

/** Without dates: a run of heading-like lines after a blank line or a job's text starts an employer. */
function blockHeadings(section: Section): Heading[] {
  const headings: Heading[] = [];
  let current: Heading | null = null;
  let inBody = true;
  section.lines.forEach((line, index) => {
    if (line.blank) {
      inBody = true;
      current = null;
      return;
    }
    const headingLike = !line.bullet && looksLikeHeader(line.text);
    if (
      headingLike &&
      (inBody || (current && current.lines.length < 3 && current.lines.at(-1) === index - 1))
    ) {
      if (inBody || !current) {
        current = { lines: [], texts: [], anchor: null };
        headings.push(current);
      }
      current.lines.push(index);
      current.texts.push(line.text);
      inBody = false;
      return;
    }
    inBody = true;
    current = null;
  });
  return headings.filter((heading) => {
    const fields = parseHeader(heading.texts);
    return (
      fields.company !== null &&
      (companyScore(fields.company) >= 2 || (fields.title !== null && titleScore(fields.title) >= 2))
    );
  });
}

export const headingBlocks: Detector = {
  name: "heading-blocks",
  tier: 1,
  fallback: true,
  detect: ({ section, options }) => {
    const jobs = blockHeadings(section);
    return jobs.length > 0
      ? [{ detector: "heading-blocks", jobs, score: scoreCandidate(jobs, section, options) }]
      : [];
  },
};
