// The detectors through the chooser on invented sections: which layout family claims the lines, and
// what every candidate must be (jobs in the section, a score from 0 to 1).
import { describe, expect, it } from "vitest";
import { type Section, sectionsOf, splitSections } from "../../sections";
import { prepareDocument } from "../../text";
import { chooseJobs, type Proposal } from "../chooser";
import { sourceLines } from "../detector";
import { SECTION_DETECTORS } from "./index";

function experience(body: string): { document: ReturnType<typeof prepareDocument>; section: Section } {
  const document = prepareDocument(`Robin Vale\n\nExperience\n${body}\n`);
  const section = sectionsOf(splitSections(document), "experience")[0]!;
  return { document, section };
}

function proposals(body: string): Proposal[] {
  const input = { ...experience(body), options: {} };
  return SECTION_DETECTORS.flatMap((detector) =>
    detector
      .detect(input)
      .map((candidate) => ({ ...candidate, tier: detector.tier, fallback: detector.fallback })),
  );
}

const claimedBy = (body: string) => {
  const all = proposals(body);
  return chooseJobs(all).map((job) => [
    job.texts.join(" | "),
    all.find((p) => p.jobs.includes(job))!.detector,
  ]);
};

const CLOSING = [
  "Harbour Air Services",
  "Lead Technician",
  "Float-plane inspections and engine changes.",
  "Mar 2018 – present",
  "",
  "Coastline Aero Repair Ltd",
  "Structures Mechanic",
  "Corrosion repairs.",
  "Jan 2012 – Feb 2018",
].join("\n");

const HEADINGS = [
  "Line Mechanic, Delta Air Lines   2015 – 2019",
  "• Overnight checks on A320s.",
  "",
  "Avionics Technician, Acme Aviation LLC   2012 – 2015",
  "• Wiring.",
].join("\n");

const FORM = [
  "Dates   01/03/2016 – 31/12/2019",
  "Occupation or position held   Aircraft Technician",
  "Name and address of employer   Atlantic Aero Services Ltd, Shannon",
].join("\n");

describe("employment detectors", () => {
  it("propose candidates whose jobs use the section's lines, scored from 0 to 1", () => {
    for (const body of [CLOSING, HEADINGS, FORM, "Acme Aviation LLC\nLead Mechanic\n\nOvernight checks."]) {
      const { section } = experience(body);
      for (const proposal of proposals(body)) {
        expect(proposal.score).toBeGreaterThanOrEqual(0);
        expect(proposal.score).toBeLessThanOrEqual(1);
        for (const job of proposal.jobs)
          for (const line of sourceLines(job)) expect(section.lines[line]).toBeDefined();
      }
    }
  });

  it("gives blocks whose dates close them to the closing-dates reader", () => {
    expect(claimedBy(CLOSING)).toEqual([
      ["Harbour Air Services | Lead Technician", "closing-dates"],
      ["Coastline Aero Repair Ltd | Structures Mechanic", "closing-dates"],
    ]);
  });

  it("gives dated heading lines to the dated-headings detector", () => {
    expect(claimedBy(HEADINGS).map(([, detector]) => detector)).toEqual(["dated-headings", "dated-headings"]);
  });

  it("gives a form's record to the labelled-records reader", () => {
    expect(claimedBy(FORM).map(([, detector]) => detector)).toEqual(["labelled-records"]);
  });

  it("reads headings without dates only when nothing else is found", () => {
    expect(claimedBy("Acme Aviation LLC\nLead Mechanic\n\nOvernight checks.")).toEqual([
      ["Acme Aviation LLC | Lead Mechanic", "heading-blocks"],
    ]);
    expect(claimedBy(HEADINGS).some(([, detector]) => detector === "heading-blocks")).toBe(false);
  });
});
