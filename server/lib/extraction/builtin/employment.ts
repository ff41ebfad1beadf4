// Employers from the experience and military sections. Each section is read by the employment
// detectors (`employment/detectors/`, one file per layout family), each proposing scored candidates;
// the chooser (`employment/chooser.ts`) takes a consistent set of jobs, and each job's heading and
// text are built into an entry here, with the character ranges it came from. Without a job in any
// such section, dated headings elsewhere, then a prose bio ('I work as a Lead Technician at Prairie
// Jet Center ... since March 2018') read sentence by sentence. docs/decisions/0067-employment-detectors.md

import { LONG_TEXT_MAX_LENGTH } from "@domain/constants";
import { findOperationCategory, isFullTimeFrom } from "./clues";
import { type DateOptions, writesDayFirst } from "./dates";
import type { FoundEmployment, Heading } from "./employment/candidate";
import { chooseJobs, type Proposal } from "./employment/chooser";
import { type Detector, type Span, sourceLines } from "./employment/detector";
import { needsCompany } from "./employment/detectors/dated-headings";
import { SECTION_DETECTORS } from "./employment/detectors/index";
import { flattenedTimelineHeadings } from "./flattened-timeline";
import { companyScore, parseHeader, titleScore } from "./header";
import { labelledRecordHeadings } from "./labelled-records";
import { joinNarrowColumnWraps } from "./narrow-column";
import { looseName, proseEmployment, withoutRunningProse } from "./prose";
import { type Section, sectionsOf } from "./sections";
import { type Line, type ResumeDocument, withoutEmphasis } from "./text";
import { timelineColumnHeadings } from "./timeline-columns";
import { joinWrappedDateRanges } from "./wrapped-dates";

export type { FoundEmployment, Heading } from "./employment/candidate";
export { isCompanySpan } from "./employment/detectors/dated-headings";
export { looksLikeHeader } from "./employment/lines";

function responsibilitiesOf(lines: readonly Line[]): string | null {
  const items: string[] = [];
  for (const line of lines) {
    if (line.blank) continue;
    const text = line.text.replace(/\s{3,}/g, " ");
    if (line.bullet || items.length === 0) items.push(text);
    else items[items.length - 1] += ` ${text}`;
  }
  const joined = items.join("\n").trim();
  return joined ? joined.slice(0, LONG_TEXT_MAX_LENGTH) : null;
}

/** The character ranges of the lines a job used, adjacent lines joined: its heading, then its text. */
function spansOf(heading: Heading, section: Section, body: readonly Line[]): Span[] {
  const ranges = [
    ...[...new Set(sourceLines(heading))].sort((a, b) => a - b).map((index) => section.lines[index]!),
    ...body.filter((line) => !line.blank),
  ]
    .map((line) => ({ start: line.start, end: line.end }))
    .sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  for (const range of ranges) {
    const last = spans.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else spans.push({ ...range });
  }
  return spans;
}

function build(
  heading: Heading,
  section: Section,
  body: readonly Line[],
  fallbackEnd: number,
): FoundEmployment | null {
  let fields = parseHeader(heading.texts);
  if (heading.context && needsCompany(fields) && (heading.contextIsHeading || !heading.titleBelow))
    fields = parseHeader([heading.context, ...heading.texts]);
  else if (
    heading.context &&
    heading.contextIsHeading &&
    fields.title &&
    fields.company &&
    companyScore(fields.company) < 2
  ) {
    // Under a company heading, a weak company guess is the rest of the title ('Engineer – Reliability').
    const context = parseHeader([heading.context]);
    fields = { ...context, title: heading.texts.join(" – "), clues: [...context.clues, ...fields.clues] };
  }
  // Never an employer without a name: a role alone is not enough evidence of one.
  if (!fields.company || needsCompany(fields)) return null;
  // Evidence of a job: an organisation word in the company, or a role beside it.
  if (companyScore(fields.company) < 2 && (!fields.title || titleScore(fields.title) < 2)) return null;
  const headingText = [...heading.texts, ...fields.clues].join(" | ");
  const bodyText = body.map((line) => line.text).join(" ");
  const category =
    section.kind === "military"
      ? "military_aviation"
      : (findOperationCategory(headingText)?.category ??
        findOperationCategory(bodyText, 2)?.category ??
        null);
  const first = section.lines[heading.lines[0]!]!;
  const last = body.at(-1) ?? section.lines[heading.lines.at(-1)!]!;
  return {
    data: {
      companyName: fields.company,
      positionTitle: fields.title,
      operationCategory: category,
      workAddress: fields.location,
      startDate: heading.anchor?.range?.start ?? null,
      endDate: heading.anchor?.range?.end ?? null,
      isFullTime: isFullTimeFrom(heading.group ? `${headingText} | ${heading.group}` : headingText),
      responsibilities: responsibilitiesOf(body),
    },
    start: first.start,
    end: Math.max(last.end, fallbackEnd),
    spans: spansOf(heading, section, body),
    headingSpans: spansOf(heading, section, []),
  };
}

/** The section's lines as every detector reads them: emphasis removed, wrapped lines and dates joined. */
function prepareSection(rawSection: Section, options: DateOptions): Section {
  const plain = {
    ...rawSection,
    lines: rawSection.lines.map((line) => {
      const text = withoutEmphasis(line.text);
      return text === line.text ? line : { ...line, text };
    }),
  };
  // A record's short 'label: value' lines are fields, not a narrow column's wrapped text.
  const asForm =
    labelledRecordHeadings(plain.lines, options).some(
      (heading) => heading.card || heading.texts.length > 1,
    ) ||
    timelineColumnHeadings(plain.lines, options).length > 0 ||
    flattenedTimelineHeadings(plain.lines, options).length > 0;
  const unwrapped = asForm ? plain.lines : joinNarrowColumnWraps(plain.lines);
  return { ...plain, lines: joinWrappedDateRanges(unwrapped, options) };
}

/** Every detector's candidates for the section, with their detector's tier. */
function proposalsFor(
  document: ResumeDocument,
  section: Section,
  options: DateOptions,
  detectors: readonly Detector[],
): Proposal[] {
  return detectors.flatMap((detector) =>
    detector
      .detect({ document, section, options })
      .map((candidate) => ({ ...candidate, tier: detector.tier, fallback: detector.fallback })),
  );
}

function employmentInSection(
  document: ResumeDocument,
  rawSection: Section,
  options: DateOptions,
  anchoredOnly = false,
): FoundEmployment[] {
  const section = prepareSection(rawSection, options);
  const detectors = anchoredOnly
    ? SECTION_DETECTORS.filter((detector) => !detector.fallback)
    : SECTION_DETECTORS;
  const headings = chooseJobs(proposalsFor(document, section, options, detectors));
  const found: FoundEmployment[] = [];
  headings.forEach((heading, position) => {
    const bodyStart = Math.max(...heading.lines) + 1;
    const next = headings[position + 1];
    // The next job's company heading ('United States Air Force' above LinkedIn's roles) ends this
    // job's text, so its words do not describe this job.
    const companyLine = next?.contextLine;
    const nextStart = next
      ? Math.min(
          ...next.lines,
          ...(companyLine !== undefined && companyLine >= bodyStart ? [companyLine] : []),
        )
      : section.lines.length;
    const body = section.lines.slice(bodyStart, nextStart);
    const fallbackEnd = next ? section.lines[nextStart]!.start - 1 : section.end;
    const entry = build(heading, section, body, fallbackEnd);
    if (entry) found.push(entry);
  });
  return found;
}

/** Sections a bio is read in whole; in the others, only paragraphs of running sentences. */
const PROSE_SECTION_KINDS = new Set(["header", "summary", "experience", "military", "other"] as const);

/** Employers, newest first, from every experience and military section (or from prose). */
export function extractEmployment(document: ResumeDocument, sections: readonly Section[]): FoundEmployment[] {
  // Europass and most of the world write '01/06/2019' for 1 June: the whole document says which.
  const options = { dayFirst: writesDayFirst(document.text) };
  let found = sectionsOf(sections, "experience", "military").flatMap((section) =>
    employmentInSection(document, section, options),
  );
  if (found.length === 0) {
    // No experience heading recognised: dated job headings anywhere outside education, licences and
    // the like, each with a company that says it is one.
    // A bio's sentences are read as prose below, never as headings.
    found = sectionsOf(sections, "header", "summary", "other").flatMap((section) =>
      employmentInSection(document, withoutRunningProse(section, options), options, true),
    );
    // Beside such a job, a dated role at a name that does not say what it is ('Sheet Metal Technician
    // at Lufthansa Technik Shannon, Feb 2013 – Aug 2018') is a job of the same list.
    const strong = found.some((entry) => companyScore(entry.data.companyName ?? "") >= 2);
    found = found.filter(
      (entry) =>
        entry.data.companyName &&
        (companyScore(entry.data.companyName) >= 2 ||
          (strong &&
            entry.data.startDate &&
            entry.data.positionTitle &&
            titleScore(entry.data.positionTitle) >= 2)),
    );
  }
  if (found.length === 0) {
    // Every section: a magazine's subheads ('Training', 'Skills') stand above more of the story, so
    // under a heading of another kind only paragraphs written as sentences are read.
    found = proseEmployment(document, sections, false, PROSE_SECTION_KINDS);
  } else {
    // A bio beside the job list ('before that he spent eight years with X') may name more employers.
    const known = new Set(found.map((entry) => looseName(entry.data.companyName)));
    for (const entry of proseEmployment(document, sectionsOf(sections, "header", "summary"), true)) {
      // 'former Navy aviation machinist's mate' beside 'U.S. Navy – HSM-72': the same employer.
      const name = looseName(entry.data.companyName);
      if (known.has(name) || [...known].some((other) => other.includes(name))) continue;
      known.add(looseName(entry.data.companyName));
      found.push(entry);
    }
  }
  // A company named again without a role or dates (a duties paragraph) is not another job.
  found = found.filter(
    (entry) =>
      entry.data.positionTitle ||
      entry.data.startDate ||
      !found.some(
        (other) =>
          other !== entry &&
          other.data.companyName?.toLowerCase() === entry.data.companyName?.toLowerCase() &&
          (other.data.positionTitle || other.data.startDate),
      ),
  );
  if (found.length > 1 && found.every((entry) => entry.data.startDate)) {
    found = [...found].sort((a, b) => b.data.startDate!.localeCompare(a.data.startDate!));
  }
  return found;
}
