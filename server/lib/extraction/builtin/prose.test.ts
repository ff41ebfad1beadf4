// Jobs read from prose: staff profiles and first-person pages (docs/decisions/0020-extraction-pipeline.md).
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { extractResumeData } from "./builtin-extractor";
import { pageOrganisation, splitEmployers } from "./prose";
import { prepareDocument } from "./text";

const jobs = extractedJobs;

describe("staff profiles", () => {
  it("gives 'our lead mechanic since 2009' the page's organisation and the title line above the bio", () => {
    const text = [
      "Red Rock Aviation",
      "FBO · Maintenance · Charter",
      "",
      "Meet Our Team",
      "Tom Barrett",
      "Director of Maintenance",
      "Tom has been our lead mechanic since 2009 and holds his IA; before that he spent eight years with Desert Sun Airlines maintaining Boeing 737s. He started his career in the U.S. Air Force as a crew chief on C-130s.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Red Rock Aviation", "Director of Maintenance", "2009", null],
      ["Desert Sun Airlines", null, null, null],
      ["U.S. Air Force", "crew chief", null, null],
    ]);
    expect(extractResumeData(text).employment[0]?.operationCategory).toBe("general_aviation");
  });

  it("names no employer for 'our' when the page names no organisation", () => {
    const text = "Meet Our Team\nTom Barrett\nTom has been our lead mechanic since 2009 and holds his IA.\n";
    expect(jobs(text)).toEqual([]);
  });

  it("finds the organisation in a banner, not in a sentence or a person's name", () => {
    expect(pageOrganisation(prepareDocument("Red Rock Aviation — Meet the Team\nTom Barrett\n"))).toBe(
      "Red Rock Aviation",
    );
    expect(pageOrganisation(prepareDocument("Tom Barrett\nI fix airplanes at Acme Aviation.\n"))).toBeNull();
  });

  it("reads an owner's own business from 'founded … in 1998' and calls him Owner only when the page does", () => {
    const bio =
      "Walter Nygaard founded Nygaard Aero Services at Hector International Airport in 1998 and has run the shop ever since.";
    expect(jobs(`Nygaard Aero Services\nWalter Nygaard — Owner, A&P/IA\n\n${bio}\n`)).toEqual([
      ["Nygaard Aero Services", "Owner", "1998", null],
    ]);
    expect(jobs(`About Walt\n\n${bio}\n`)).toEqual([["Nygaard Aero Services", null, "1998", null]]);
  });
});

describe("first-person pages", () => {
  it("dates moves only where the text dates them", () => {
    const text =
      "About Me\nI started at Golden State Helicopters in 2012 as a line tech. In 2015 I moved to Sierra Air Medical, where I worked on EC135s. In 2019 I left Sierra Air Medical and joined Valley Air Ambulance as a lead mechanic.\n";
    expect(jobs(text)).toEqual([
      ["Valley Air Ambulance", "lead mechanic", "2019", null],
      ["Sierra Air Medical", null, "2015", "2019"],
      ["Golden State Helicopters", "line tech", "2012", "2015"],
    ]);
  });

  it("ends a job 'before going out on my own in 2016' and invents no start from '12 years'", () => {
    const text =
      "Summary\nA&P mechanic. I spent 12 years with Austin Executive Jet Center before going out on my own in 2016.\n";
    expect(jobs(text)).toEqual([["Austin Executive Jet Center", null, null, "2016"]]);
  });

  it("reads 'joined X in 2014 as a title' with the year as the start", () => {
    const text = "Staff\nMaria joined Canyon Air Charter in 2014 as an avionics technician.\n";
    expect(jobs(text)).toEqual([["Canyon Air Charter", "avionics technician", "2014", null]]);
  });

  it("does not take the 'since' of one clause for the job of the next", () => {
    const text =
      "High Plains Aviation\n\nKevin has been our lead mechanic since 2009; before that he spent eight years with Rio Grande Airlines as a line mechanic.\n";
    expect(jobs(text)).toEqual([
      ["High Plains Aviation", "lead mechanic", "2009", null],
      ["Rio Grande Airlines", "line mechanic", null, null],
    ]);
  });

  it("never takes a person's name and title for the page's organisation", () => {
    const text =
      "MEET OUR TEAM\n\nRosa Lind, Director of Maintenance\n\nRosa has been our director of maintenance since 2012. Before that she spent six years with Harbor Island Airways as a line mechanic.\n";
    expect(jobs(text)).toEqual([["Harbor Island Airways", "line mechanic", null, null]]);
  });

  it("reads 'in the <branch>, where I worked as a <title>' and 'moved to <company> as a <title>'", () => {
    const text =
      "Kai Moreno\n\nAbout Me\nI started out in the U.S. Navy, where I worked as an MH-60R plane captain from 2005 to 2010. In 2016 I moved to Summit Air Medical as a base mechanic.\n";
    expect(jobs(text)).toEqual([
      ["Summit Air Medical", "base mechanic", "2016", null],
      ["U.S. Navy", "plane captain", "2005", "2010"],
    ]);
  });

  it("reads 'I'm a <title> for', 'my first job was at … hired in <month year> as', 'went to work for'", () => {
    const text =
      "Ada Crane\n\nMy Story\nI'm a line mechanic for Cascade Air Medical, where I have worked since May 2017. My first job was at Juniper Rotor Works, where I was hired in April 2011 as an apprentice mechanic. I then went to work for Basin Heli-Lift as a field mechanic from 2013 to 2017.\n";
    expect(jobs(text)).toEqual([
      ["Cascade Air Medical", "line mechanic", "2017-05", null],
      ["Basin Heli-Lift", "field mechanic", "2013", "2017"],
      ["Juniper Rotor Works", "apprentice mechanic", "2011-04", null],
    ]);
  });
});

describe("career bios (first and third person)", () => {
  it("reads 'hired on at', 'went to work for', 'became' and dates the moves between paragraphs", () => {
    const text = [
      "About Me",
      "",
      "I started out in 2008 as a ramp agent and then hired on at Kodiak Air Taxi as an apprentice mechanic in 2010.",
      "",
      "In 2014 I went to work for Aleutian Cargo Airlines as a line mechanic. In 2019 I became lead inspector for Bering Heli Services.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Bering Heli Services", "lead inspector", "2019", null],
      ["Aleutian Cargo Airlines", "line mechanic", "2014", "2019"],
      ["Kodiak Air Taxi", "apprentice mechanic", "2010", "2014"],
    ]);
  });

  it("reads a service, a role held for two employers, and 'named' or 'served as' in a release", () => {
    const text = [
      "Ray Ortiz is now the director of maintenance for Coastal Bend Aviation and Gulf Shore Charter. He spent 12 years with the Marine Corps as a helicopter mechanic.",
      "Before that he served as chief inspector for Desert Sky Aviation from 2004 to 2009.",
    ].join(" ");
    expect(jobs(`Ray Ortiz\n\n${text}`)).toEqual([
      // Undated jobs keep the document's order.
      ["Coastal Bend Aviation", "director of maintenance", null, null],
      ["Gulf Shore Charter", "director of maintenance", null, null],
      ["Marine Corps", "helicopter mechanic", null, null],
      ["Desert Sky Aviation", "chief inspector", "2004", "2009"],
    ]);
    expect(
      jobs("Press\nMark Ruiz has been named director of maintenance at Sierra Charter Services."),
    ).toEqual([["Sierra Charter Services", "director of maintenance", null, null]]);
  });

  it("dates an employer stated once with 'since 2004', with the role written beside its name", () => {
    const text = [
      "Walt Brennan — Chief Inspector, Tri-County Aviation Services",
      "",
      "Walt has kept the fleet flying at Tri-County Aviation Services since 2004.",
    ].join("\n");
    expect(jobs(text)).toEqual([["Tri-County Aviation Services", "Chief Inspector", "2004", null]]);
  });

  it("never splits one name at 'and', nor takes a role across the next verb", () => {
    expect(splitEmployers("Smith and Sons")).toEqual(["Smith and Sons"]);
    expect(splitEmployers("Coastal Bend Aviation and Gulf Shore Charter")).toEqual([
      "Coastal Bend Aviation",
      "Gulf Shore Charter",
    ]);
    expect(jobs("About\n\nI was a ramp agent and then hired on at the airport.")).toEqual([]);
  });
});

describe("releases and promotions", () => {
  it("reads the employer that announces an appointment, and a dated promotion at the employer named before it", () => {
    const text = [
      "NEWS RELEASE",
      "",
      "Harbor Air Charter, a Part 135 operator, today announced that Lee Park has been named director of maintenance effective May 1.",
      "",
      "Park joined Harbor Air Charter in 2012 as a line mechanic and was promoted to chief inspector in 2017.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Harbor Air Charter", "director of maintenance", null, null],
      ["Harbor Air Charter", "chief inspector", "2017", null],
      ["Harbor Air Charter", "line mechanic", "2012", "2017"],
    ]);
  });

  it("gives an undated promotion no job of its own", () => {
    expect(
      jobs("About\n\nI joined Harbor Air Charter in 2012 as a line mechanic and was later promoted to lead."),
    ).toEqual([["Harbor Air Charter", "line mechanic", "2012", null]]);
  });
});

describe("the text a job keeps", () => {
  it("gives jobs named in a document's first sentence no more than that sentence, never the whole document", () => {
    const text =
      "I spent eight years with Desert Sun Airlines as a line mechanic and then worked for Gulf Shore Charter as an inspector.\n\n" +
      "Outside work I restore a Piper Cub and coach the robotics team at the high school.";
    const employment = extractResumeData(text).employment;
    expect(employment.map((job) => job.companyName)).toEqual(["Desert Sun Airlines", "Gulf Shore Charter"]);
    for (const job of employment) expect(job.responsibilities ?? "").not.toContain("robotics");
  });
});
