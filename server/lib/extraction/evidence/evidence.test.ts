import { describe, expect, it } from "vitest";
import { type EvidenceEntryInput, resumeEvidence, SUGGESTIONS_PER_PAGE } from "./index";

const RESUME = `Dana Whitcomb
dana.whitcomb@example.com

EXPERIENCE
Lead Aircraft Mechanic, Harbor Air Cargo — Memphis, TN
March 2016 – Present
- Line and heavy checks on Boeing 757-200 and 767-300 freighters.

Aircraft Mechanic | Blue Ridge Aviation Services
June 2011 – February 2016
- Inspections on Cessna 172 and King Air 350 aircraft.

EDUCATION
A&P Program, Piedmont Technical College, 2009 – 2011
`;

const harbor: EvidenceEntryInput = {
  kind: "employment",
  entryId: "job-1",
  companyName: "Harbor Air Cargo",
  positionTitle: "Lead Aircraft Mechanic",
  startDate: "2016-03-01",
  endDate: null,
};
const boeing757: EvidenceEntryInput = {
  kind: "airframe",
  entryId: "a-1",
  make: "Boeing",
  model: "757",
  series: "200",
};

const spanTexts = (text: string, spans: { start: number; end: number }[]) =>
  spans.map((s) => text.slice(s.start, s.end));

describe("the review beside the resume", () => {
  it("finds where each entry of the form came from", () => {
    const evidence = resumeEvidence(RESUME, [harbor, boeing757]);
    const job = evidence.entries.find((entry) => entry.entryId === "job-1")!;
    expect(spanTexts(evidence.text, job.spans)).toEqual([
      "Lead Aircraft Mechanic",
      "Harbor Air Cargo",
      "March 2016 – Present",
    ]);
    const aircraft = evidence.entries.find((entry) => entry.entryId === "a-1")!;
    expect(spanTexts(evidence.text, aircraft.spans).join(" ")).toContain("757");
  });

  it("offers a job no entry used, with its employer, title and dates", () => {
    const { suggestions } = resumeEvidence(RESUME, [harbor, boeing757]);
    const job = suggestions.find((s) => s.kind === "employment");
    expect(job).toMatchObject({
      companyName: "Blue Ridge Aviation Services",
      positionTitle: "Aircraft Mechanic",
      startDate: "2011-06",
      endDate: "2016-02",
    });
  });

  it("offers aircraft no entry names, and not those the form has", () => {
    const { suggestions } = resumeEvidence(RESUME, [harbor, boeing757]);
    const models = suggestions.filter((s) => s.kind === "airframe").map((s) => s.model);
    expect(models).toEqual(expect.arrayContaining(["767", "172"]));
    expect(models).not.toContain("757");
  });

  it("never offers schooling as a job", () => {
    const { suggestions } = resumeEvidence(RESUME, [harbor, boeing757]);
    expect(suggestions.some((s) => s.startDate === "2009")).toBe(false);
  });

  it("offers an employer a bio names in a sentence", () => {
    const bio = `About\nIn 2004 I went to work for Rio Grande Airlines as a line mechanic, and later joined Mesa Verde Aviation.\n`;
    const { suggestions } = resumeEvidence(bio, []);
    expect(suggestions.map((s) => s.companyName)).toEqual(
      expect.arrayContaining(["Rio Grande Airlines", "Mesa Verde Aviation"]),
    );
    expect(suggestions.find((s) => s.companyName === "Rio Grande Airlines")?.startDate).toBe("2004");
  });

  it("offers nothing when every job and aircraft is an entry", () => {
    const all: EvidenceEntryInput[] = [
      harbor,
      boeing757,
      {
        kind: "employment",
        entryId: "job-2",
        companyName: "Blue Ridge Aviation Services",
        positionTitle: "Aircraft Mechanic",
        startDate: "2011-06-01",
        endDate: "2016-02-01",
      },
      { kind: "airframe", entryId: "a-2", make: "Boeing", model: "767", series: "300" },
      { kind: "airframe", entryId: "a-3", make: "Cessna", model: "172", series: null },
      { kind: "airframe", entryId: "a-4", make: "Beechcraft", model: "King Air 350", series: null },
    ];
    const { suggestions } = resumeEvidence(RESUME, all);
    expect(suggestions.filter((s) => s.kind === "employment")).toEqual([]);
    expect(suggestions.filter((s) => s.kind === "airframe").map((s) => s.model)).not.toContain("767");
  });

  it("offers at most five things per page, with ids that stay the same", () => {
    const jobs = Array.from(
      { length: 12 },
      (_, i) => `Mechanic, Northwind Air ${i + 1} Inc\nJanuary ${2000 + i} – December ${2000 + i}\n`,
    ).join("\n");
    const first = resumeEvidence(`EXPERIENCE\n${jobs}`, []);
    expect(first.suggestions.length).toBeLessThanOrEqual(SUGGESTIONS_PER_PAGE);
    expect(first.suggestions.length).toBeGreaterThan(0);
    const again = resumeEvidence(`EXPERIENCE\n${jobs}`, []);
    expect(again.suggestions.map((s) => s.id)).toEqual(first.suggestions.map((s) => s.id));
  });
});

describe("recorded sources", () => {
  // A job whose text names an employer the extractor did not read as a job of its own.
  const text = [
    "EXPERIENCE",
    "Lead Aircraft Mechanic, Harbor Air Cargo — Memphis, TN",
    "March 2016 – Present",
    "- Line checks on Boeing 757-200 freighters. Before that, in 2009 I went to work for Rio Grande Airlines.",
    "",
  ].join("\n");
  const heading = { start: text.indexOf("Lead"), end: text.indexOf(" – Present") + 10 };
  const whole = { start: heading.start, end: text.indexOf("Airlines.") + 9 };
  const mention = { start: text.indexOf("Boeing"), end: text.indexOf(" freighters") };
  const recorded = new Map([
    ["job-1", { spans: [whole], headingSpans: [heading] }],
    ["a-1", { spans: [mention] }],
  ]);

  it("shows an entry at its recorded sources, whatever its values now say", () => {
    const edited = { ...harbor, companyName: "Harbour Air Freight" } as EvidenceEntryInput;
    const evidence = resumeEvidence(text, [edited, boeing757], recorded);
    expect(evidence.entries).toEqual([
      { kind: "employment", entryId: "job-1", spans: [whole], found: "recorded" },
      { kind: "airframe", entryId: "a-1", spans: [mention], found: "recorded" },
    ]);
  });

  it("offers nothing on a recorded heading or mention, but still an employer the job's text names", () => {
    const evidence = resumeEvidence(text, [harbor, boeing757], recorded);
    const overlaps = (span: { start: number; end: number }, other: { start: number; end: number }) =>
      span.start < other.end && other.start < span.end;
    for (const suggestion of evidence.suggestions) {
      expect(suggestion.spans.some((span) => overlaps(span, heading) || overlaps(span, mention))).toBe(false);
    }
    expect(evidence.suggestions).toContainEqual(
      expect.objectContaining({ kind: "employment", companyName: "Rio Grande Airlines" }),
    );
  });

  it("finds an entry by value when its recorded ranges do not fit the text", () => {
    const stale = new Map([["job-1", { spans: [{ start: 0, end: text.length + 50 }] }]]);
    const [entry] = resumeEvidence(text, [harbor], stale).entries;
    expect(entry!.found).toBe("searched");
    expect(spanTexts(text, entry!.spans)).toContain("Harbor Air Cargo");
  });
});
