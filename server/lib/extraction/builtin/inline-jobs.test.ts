// Job histories run together in one paragraph (inline-jobs.ts).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { inlineJobTexts } from "./inline-jobs";

describe("jobs run together in one paragraph", () => {
  it("splits at inline bullets and sentence ends, one job per date range", () => {
    const text =
      "Harbor Jet Center, Tampa, FL — Lead Technician, 2019 – present • phase inspections on Citation CJ3 • AOG support. Inland Air Cargo, Lakeland, FL — Line Mechanic, 2015 – 2019 • overnight checks on Boeing 757 freighters.";
    expect(inlineJobTexts(text, {})).toEqual([
      "Harbor Jet Center, Tampa, FL — Lead Technician | 2019 – present",
      "Inland Air Cargo, Lakeland, FL — Line Mechanic | 2015 – 2019",
    ]);
  });

  it("keeps initials and abbreviations inside a heading ('U.S. Navy')", () => {
    const text =
      "Line Mechanic at Inland Air Cargo, Lakeland, FL (2015 – 2019): overnight checks and engine runs on the fleet; Aviation Structural Mechanic (AM2) in the U.S. Navy, NAS Whidbey Island, WA (2009 – 2015): EA-18G structures.";
    const jobs = extractResumeData(`Experience: ${text}`).employment;
    expect(jobs.map((job) => [job.companyName, job.positionTitle, job.startDate, job.endDate])).toEqual([
      ["Inland Air Cargo", "Line Mechanic", "2015", "2019"],
      ["U.S. Navy", "Aviation Structural Mechanic (AM2)", "2009", "2015"],
    ]);
  });

  it("reads 'T at X (dates)' after an inline bullet, under no heading, the name alone saying nothing", () => {
    const text =
      "Noor Haddad — noor.haddad@example.com\n\nWhere I have worked • Avionics Technician at Gulf Wings Maintenance, Bahrain (Mar 2017 – present): troubleshooting on A320 aircraft • Bench Technician at Haddad Instruments (Jan 2012 – Feb 2017): calibration of test sets • Trainee at the Royal Bahraini Air Force (2009 – 2011): line work.\n";
    expect(
      extractResumeData(text).employment.map((job) => [job.companyName, job.positionTitle, job.startDate]),
    ).toEqual([
      ["Gulf Wings Maintenance", "Avionics Technician", "2017-03"],
      ["Haddad Instruments", "Bench Technician", "2012-01"],
      ["the Royal Bahraini Air Force", "Trainee", "2009"],
    ]);
    // A role at a name with no other job beside it that says it is an organisation: nothing.
    expect(
      extractResumeData(
        "Noor Haddad\n\nNotes • Reader at Haddad Instruments (Jan 2012 – Feb 2017): calibration of test sets and more • Trainee at Kent Bros (2009 – 2011): line work and a lot of sweeping.\n",
      ).employment,
    ).toEqual([]);
  });

  it("reads nothing from prose with dates, a single job, or a short line", () => {
    expect(
      inlineJobTexts(
        "From 2012 to 2015 I fixed tractors on the family farm; from 2015 to 2019 I studied at the college and worked weekends • then I moved to Denver and looked for work in aviation, which took a while.",
        {},
      ),
    ).toEqual([]);
    expect(
      inlineJobTexts(
        "Inland Air Cargo, Lakeland, FL — Line Mechanic, 2015 – 2019 • overnight checks on Boeing 757 freighters • engine runs • AOG support and MEL deferrals for the station.",
        {},
      ),
    ).toEqual([]);
    expect(inlineJobTexts("A — B, 2015 – 2019 • C — D, 2012 – 2015", {})).toEqual([]);
  });

  it("stays linear on a hostile line", () => {
    // CPU time of this process: other work on a shared machine does not count.
    const started = process.cpuUsage();
    inlineJobTexts("Mechanic at Acme Air, 2015 – 2016; ".repeat(170), {});
    inlineJobTexts("2015 – 2016; ".repeat(100_000), {});
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
  });
});
