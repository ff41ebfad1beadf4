// Job layouts of real resumes added in round six (docs/decisions/0050-extraction-round-six.md), each
// on a small invented resume.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { extractResumeData } from "./builtin-extractor";
import { findDateRanges } from "./dates";
import { isJobFactLine } from "./header";
import { parseLocation } from "./places";
import { headingKind } from "./sections";

const jobs = extractedJobs;

describe("USAJOBS resumes", () => {
  it("reads 'Start date: … - End date: …' as one range", () => {
    expect(
      findDateRanges("Start date: 03/2015 - End date: Present").map((range) => [
        range.start,
        range.end,
        range.index,
      ]),
    ).toEqual([["2015-03", null, 0]]);
    expect(findDateRanges("Start Date: 06/2011 – End Date: 02/2015")[0]?.end).toBe("2015-02");
  });

  it("skips the job's facts and its duties label between the dates and the title", () => {
    expect(isJobFactLine("Hours per week: 40")).toBe(true);
    expect(isJobFactLine("Series/Grade: WG-8852-10")).toBe(true);
    expect(isJobFactLine("Aircraft Mechanic (WG-8852-10)")).toBe(false);
    expect(headingKind("Duties, Accomplishments and Related Skills:")).toBeNull();
    expect(headingKind("Key Responsibilities")).toBeNull();
    expect(headingKind("Skills")).toBe("skills");
    const text = [
      "Pat Doe",
      "",
      "WORK EXPERIENCE",
      "",
      "Department of the Navy",
      "Jacksonville, FL United States",
      "Start date: 10/2016 - End date: Present",
      "Hours per week: 40",
      "Salary: $31.20 Per Hour",
      "Aircraft Mechanic (WG-8852-11)",
      "Duties, Accomplishments and Related Skills:",
      "Depot repair of P-8A aircraft.",
      "Supervisor: Lee Grant (904-555-0100)",
      "",
      "Coastal Aero Services LLC",
      "Orlando, FL United States",
      "Start date: 01/2012 - End date: 09/2016",
      "Hours per week: 45",
      "A&P Mechanic",
      "Duties, Accomplishments and Related Skills:",
      "Inspections.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Department of the Navy", "Aircraft Mechanic (WG-8852-11)", "2016-10", null],
      ["Coastal Aero Services LLC", "A&P Mechanic", "2012-01", "2016-09"],
    ]);
  });

  it("reads a state followed by the country as a place", () => {
    expect(parseLocation("Tinker AFB, OK United States")).toBe("Tinker AFB, OK");
    expect(parseLocation("Wichita, KS US")).toBe("Wichita, KS");
  });
});

describe("a bullet that holds a whole job", () => {
  it("reads dates, title, company and place from the bullet", () => {
    const text =
      "Kay Dunn\n\nEMPLOYMENT HISTORY\n• 2015–2019: Line Mechanic, Delta Air Lines, Atlanta, GA\n• Line Mechanic, Envoy Air, Dallas, TX (2012 – 2015)\n";
    expect(jobs(text)).toEqual([
      ["Delta Air Lines", "Line Mechanic", "2015", "2019"],
      ["Envoy Air", "Line Mechanic", "2012", "2015"],
    ]);
  });

  it("leaves duties bullets with dates alone", () => {
    const text =
      "Kay Dunn\n\nEXPERIENCE\nBayside Aero Services, Mobile, AL\nA&P Mechanic     2015 – 2019\n• 2016–2018: led the fleet's corrosion program on Boeing 737 aircraft.\n• 2017 – 2018: Lead on the hangar's C-checks\n";
    expect(jobs(text)).toEqual([["Bayside Aero Services", "A&P Mechanic", "2015", "2019"]]);
  });
});

describe("a company's dated line above its dated roles", () => {
  it("is the company's span, not one more job", () => {
    const text = [
      "Luis Ortega",
      "",
      "WORK HISTORY",
      "Desert Jet Center (2019 - Present)",
      "Lead Avionics Technician, Jan 2021 to date",
      "Avionics Technician, Jul 2019 to Dec 2020",
      "",
      "Sun Country Aviation Services, Las Cruces, NM (2011 - 2014)",
      "Apprentice Technician",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Desert Jet Center", "Lead Avionics Technician", "2021-01", null],
      ["Desert Jet Center", "Avionics Technician", "2019-07", "2020-12"],
      ["Sun Country Aviation Services", "Apprentice Technician", "2011", "2014"],
    ]);
  });

  it("stays a job when a role falls outside its dates", () => {
    const text = [
      "Luis Ortega",
      "",
      "WORK HISTORY",
      "Desert Jet Center (2015 - 2018)",
      "Avionics Technician, Jul 2019 to Dec 2020",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Desert Jet Center", "Avionics Technician", "2019-07", "2020-12"],
      ["Desert Jet Center", null, "2015", "2018"],
    ]);
  });
});

describe("contract work", () => {
  it("marks the jobs under a line about contracts as not full time", () => {
    const text = [
      "Ray Cruz",
      "",
      "EXPERIENCE",
      "Short contracts, 2017 – 2019 (through PDS Tech):",
      "Line Mechanic, AAR Aircraft Services, Indianapolis, IN        Jun 2019 – Dec 2019",
      "Sheet Metal Mechanic, Timco Aviation Services, Lake City, FL        Jul 2018 – Apr 2019",
      "",
      "Aircraft Mechanic, Mesa Airlines, Phoenix, AZ        2012 – 2017",
    ].join("\n");
    expect(extractResumeData(text).employment.map((job) => [job.companyName, job.isFullTime])).toEqual([
      ["AAR Aircraft Services", false],
      ["Timco Aviation Services", false],
      ["Mesa Airlines", true],
    ]);
  });
});

describe("PDFs printed from web pages (bullets drawn as graphics, no blank lines)", () => {
  it("does not take a wrapped duties line for the company heading of the next role", () => {
    const text = [
      "Owen Marchetti",
      "",
      "EXPERIENCE",
      "Lead Avionics Technician   Mar 2019 – Present",
      "Skyward Avionics LLC — Addison, TX",
      "Garmin G1000 NXi and GFC 700 upgrades on Beechcraft King Air 350",
      "aircraft.",
      "Avionics Installer   Jun 2014 – Feb 2019",
      "Red Oak Aircraft Services — Denton, TX",
      "Installed Garmin GTN 750 navigators.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Skyward Avionics LLC", "Lead Avionics Technician", "2019-03", null],
      ["Red Oak Aircraft Services", "Avionics Installer", "2014-06", "2019-02"],
    ]);
  });

  it("reads a range that wrapped inside a date column, left or right", () => {
    const left = [
      "Kim Soto",
      "",
      "EXPERIENCE",
      "2016 – 2020   Aircraft Mechanic",
      "Bode Aero Services · Santa Fe, NM",
      "Annual inspections.",
      "Aug 2013 – May   Line Service Technician",
      "2016   Cutter Aviation · Albuquerque, NM",
      "Fueling.",
    ].join("\n");
    expect(jobs(left)).toEqual([
      ["Bode Aero Services", "Aircraft Mechanic", "2016", "2020"],
      ["Cutter Aviation", "Line Service Technician", "2013-08", "2016-05"],
    ]);
    const right =
      "Kim Soto\n\nEXPERIENCE\nLine Service Technician   Aug 2013 – May\nCutter Aviation · Albuquerque, NM   2016\nFueling.\n";
    expect(jobs(right)).toEqual([["Cutter Aviation", "Line Service Technician", "2013-08", "2016-05"]]);
  });

  it("finds the name a narrow sidebar wrapped, and the e-mail's name before a sidebar's lines", () => {
    const wrapped = "Owen T.\n\nMarchetti\nAvionics Technician\n\nCONTACT\nowen.m@example.com\n";
    expect(extractResumeData(wrapped).personal).toMatchObject({ firstName: "Owen", lastName: "Marchetti" });
    const sidebarFirst =
      "CONTACT\n(940) 555-0118\nowen.marchetti@example.com\n\nLICENCES\nFCC GROL\n\nOwen T. Marchetti\nAvionics Technician\n";
    expect(extractResumeData(sidebarFirst).personal).toMatchObject({
      firstName: "Owen",
      lastName: "Marchetti",
    });
  });
});

describe("web-page PDFs with sidebars", () => {
  it("reads letter-spaced headings that lost the space between words", () => {
    expect(headingKind("W O R K E X P E R I E N C E")).toBe("experience");
    expect(headingKind("P R O F E S S I O N A L E X P E R I E N C E")).toBe("experience");
    expect(headingKind("E D U C AT I O N")).toBe("education");
  });

  it("does not give a job whose dates stand alone the company of the job before", () => {
    const text = [
      "Tess Kowalczyk",
      "",
      "EXPERIENCE",
      "JAN 2012 – MAR 2018",
      "LEAD HELICOPTER MECHANIC",
      "Front Range Helicopters Inc., Grand Junction, CO",
      "Phase inspections.",
      "2008 – 2011",
      "HELICOPTER MECHANIC",
      "Montrose Heli Works Group of Colorado and Utah Region Seven",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Front Range Helicopters Inc.", "LEAD HELICOPTER MECHANIC", "2012-01", "2018-03"],
    ]);
  });

  it("takes the company line a PDF put after a blank line, and 'Title at Company' below the dates", () => {
    const blank = [
      "Tess Kowalczyk",
      "",
      "EXPERIENCE",
      "2008 – 2011",
      "HELICOPTER MECHANIC",
      "",
      "Rocky Mountain Rotors, Montrose, CO",
      "",
      "Hot section inspections.",
    ].join("\n");
    expect(jobs(blank)).toEqual([["Rocky Mountain Rotors", "HELICOPTER MECHANIC", "2008", "2011"]]);
    const at =
      "Tess Kowalczyk\n\nEXPERIENCE\n2008 – 2011\nHelicopter Mechanic at Rocky Mountain Rotors\n\nMontrose, CO\n\nHot section inspections.\n";
    expect(extractResumeData(at).employment.map((job) => [job.companyName, job.workAddress])).toEqual([
      ["Rocky Mountain Rotors", "Montrose, CO"],
    ]);
  });
});

describe("LinkedIn's PDF", () => {
  it("drops the duration in parentheses after the dates, and the next company's line is not this job's text", () => {
    const text = [
      "Darius Okafor",
      "",
      "Experience",
      "",
      "Envoy Air",
      "Aircraft Maintenance Technician",
      "March 2019 - Present (5 years 9 months)",
      "Line maintenance on Embraer E175 aircraft.",
      "",
      "United States Air Force",
      "8 years 2 months",
      "Crew Chief",
      "June 2014 - February 2019 (4 years 9 months)",
      "Dyess AFB, Texas",
    ].join("\n");
    expect(
      extractResumeData(text).employment.map((job) => [
        job.companyName,
        job.positionTitle,
        job.workAddress,
        job.operationCategory,
      ]),
    ).toEqual([
      ["Envoy Air", "Aircraft Maintenance Technician", null, null],
      ["United States Air Force", "Crew Chief", "Dyess AFB, TX", "military_aviation"],
    ]);
  });
});

describe("a title after a blank line", () => {
  it("belongs to a heading that names its company and no role", () => {
    const text = [
      "Callum Reid",
      "",
      "EMPLOYMENT HISTORY",
      "Loganair Ltd | Glasgow, UK   Sep 2014 – Feb 2019",
      "",
      "Avionics Technician",
      "",
      "Troubleshooting on Embraer ERJ-145 aircraft.",
    ].join("\n");
    expect(jobs(text)).toEqual([["Loganair Ltd", "Avionics Technician", "2014-09", "2019-02"]]);
  });
});
