// Pages about several people (bio-people.ts): the first person introduced is the subject, and only
// their lines give jobs.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { firstPersonRange } from "./bio-people";
import { extractResumeData } from "./builtin-extractor";
import { prepareDocument } from "./text";

const TEAM_PAGE =
  "Bayside Aero Services\nHome | Team | Contact\n\nOur People\n\nMarta Keane — Chief Inspector\nMarta joined Bayside Aero Services in 2009 as a line mechanic and has led the inspection department since 2017. Before that she worked for Piedmont Airlines as a records clerk from 2004 to 2009.\n\nOwen Brandt — Lead Avionics Technician\nOwen came to Bayside in 2015 from Elliott Aviation, where he was a bench technician. He worked for Cape Air from 2008 to 2012.\n";

describe("a page about several people", () => {
  it("reads only the first person's jobs, and names the first person", () => {
    expect(extractedJobs(TEAM_PAGE)).toEqual([
      ["Bayside Aero Services", "Chief Inspector", "2017", null],
      ["Bayside Aero Services", "line mechanic", "2009", "2017"],
      ["Piedmont Airlines", "records clerk", "2004", "2009"],
    ]);
    const { firstName, lastName } = extractResumeData(TEAM_PAGE).personal;
    expect([firstName, lastName]).toEqual(["Marta", "Keane"]);
  });

  it("finds the first person's lines only where two people are introduced", () => {
    const range = firstPersonRange(prepareDocument(TEAM_PAGE));
    expect(TEAM_PAGE.slice(range!.start, range!.end)).toMatch(
      /^Marta Keane — Chief Inspector\n[\s\S]*2009\.\n\n$/,
    );
    // One person: the whole page is theirs.
    expect(
      firstPersonRange(prepareDocument("Marta Keane — Chief Inspector\nMarta joined Bayside in 2009.\n")),
    ).toBeNull();
    // A company and its services are no people.
    expect(
      firstPersonRange(
        prepareDocument("Bayside Aero Services — Repair Station\n\nBayside Avionics — Installations\n"),
      ),
    ).toBeNull();
  });

  it("names nobody on a team page that names nobody", () => {
    const { firstName, lastName } = extractResumeData(
      "Bayside Aero Services\n\nOur team\n\nOur inspectors have kept the fleet flying since 1998, and our avionics shop installs Garmin panels.\n",
    ).personal;
    expect([firstName, lastName]).toEqual([null, null]);
  });
});
