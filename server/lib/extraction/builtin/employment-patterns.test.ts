// Job headings in the shapes real resumes use (docs/decisions/0020-extraction-pipeline.md), each on a
// small invented resume: what the technician would type into the form, and nothing invented.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { extractResumeData } from "./builtin-extractor";

const jobs = extractedJobs;

describe("employment patterns", () => {
  it("reads several roles listed under one company heading", () => {
    const text = `Dana Reyes\n\nCareer History & Experience\nNorthwind Helicopters Ltd — Aberdeen, UK\nOffshore operator.\nShift Supervisor        06.2019 – present\n• Ran the night shift.\nLicensed Engineer (B1)        03.2015 – 05.2019\n• Line maintenance.\n`;
    expect(jobs(text)).toEqual([
      ["Northwind Helicopters Ltd", "Shift Supervisor", "2019-06", null],
      ["Northwind Helicopters Ltd", "Licensed Engineer (B1)", "2015-03", "2019-05"],
    ]);
  });

  it("reads 'Title at Company' with a place and dates on the next line", () => {
    const text = `Sam Ortiz\n\nEMPLOYMENT RECORD\nAircraft Mechanic at Bayside Aerospace MRO\nMobile, AL · June 2018 to Current\n• C-checks.\n`;
    expect(jobs(text)).toEqual([["Bayside Aerospace MRO", "Aircraft Mechanic", "2018-06", null]]);
  });

  it("reads ISO days in a table row", () => {
    const text = `Lee Park\n\nEMPLOYMENT SUMMARY\nFrom         To           Employer / Location                  Position\n2019-04-01   present      Basin Air Charter, Reno, NV          Chief Inspector\n`;
    expect(jobs(text)).toEqual([["Basin Air Charter", "Chief Inspector", "2019-04", null]]);
  });

  it("takes a duration as a job but claims no dates from it", () => {
    const text = `Pat Quinn\n\nExperience\nPrairie Air Service, Salina, KS        9 yrs 4 mos\nA&P Mechanic\n• Annual inspections.\n`;
    expect(jobs(text)).toEqual([["Prairie Air Service", "A&P Mechanic", null, null]]);
  });

  it("ignores a LinkedIn duration after the dates", () => {
    const text = `Kim Bell\n\nExperience\nAvionics Technician – Skyline Avionics LLC\nJan 2019 - Present · 5 yrs 11 mos\n`;
    expect(jobs(text)).toEqual([["Skyline Avionics LLC", "Avionics Technician", "2019-01", null]]);
  });

  it("joins a heading that a narrow column wrapped", () => {
    const text = `Ana Ruiz\n\nExperience\nCoastal Jet Center | Line Service Technician /   Jun 2016 – Feb 2020\n\nApprentice Mechanic | Concord, NC\n• Fueling.\n`;
    expect(jobs(text)).toEqual([
      ["Coastal Jet Center", "Line Service Technician / Apprentice Mechanic", "2016-06", "2020-02"],
    ]);
  });

  it("reads roles from a bio and invents no dates for 'eight years'", () => {
    const text = `Meet Our Team\nKevin Lowe\nKevin joined the team in 2009. Before that he spent eight years with Mesa Verde Airlines as a line mechanic.\n`;
    expect(jobs(text)).toEqual([["Mesa Verde Airlines", "line mechanic", null, null]]);
  });

  it("does not make employers of a role without a company", () => {
    const text = `Jo Hart\n\nExperience\nAircraft Mechanic        2015 – 2019\n• Sheet metal.\n`;
    expect(jobs(text)).toEqual([]);
  });

  it("gives each of two concurrent employers in one heading the dates of its tag", () => {
    const text = `Max Vance\n\nE X P E R I E N C E\nHarbor Airlines - Line Mechanic/Oak Ridge Flying Club - Mechanic (part-time)\n(Harbor Airlines) 2016–present\n(ORFC) 2019–present\nSpokane, WA\n`;
    expect(jobs(text)).toEqual([
      ["Oak Ridge Flying Club", "Mechanic", "2019", null],
      ["Harbor Airlines", "Line Mechanic", "2016", null],
    ]);
  });

  it("finds dated job headings when no section heading names the experience", () => {
    const text = `Rae Dunn\nrae@example.com\n\nLine Mechanic – Cascade Airlines, Portland, OR        2017 – Present\n• Overnight checks.\n\nEducation\nPortland Community College, 2016\n`;
    expect(jobs(text)).toEqual([["Cascade Airlines", "Line Mechanic", "2017", null]]);
  });
});

describe("a season as the dates", () => {
  it("reads 'Summer 2016' on its own line as 2016 to 2016", () => {
    const text = [
      "EXPERIENCE",
      "Ramp Agent — Swissport, Pittsburgh, PA",
      "June 2017 – Present",
      "",
      "Maintenance Intern — Keystone Regional Airlines (Part 121), Pittsburgh, PA",
      "Summer 2016",
      "• Assisted on Q400 checks.",
    ].join("\n");
    expect(jobs(text).map((job) => job.slice(0, 4))).toEqual([
      ["Swissport", "Ramp Agent", "2017-06", null],
      ["Keystone Regional Airlines", "Maintenance Intern", "2016", "2016"],
    ]);
  });

  it("does not date a job from a season inside a sentence", () => {
    const text =
      "EXPERIENCE\nLine Mechanic — Acme Aviation, Erie, PA\n• Went to a course in summer 2016 and more.\n";
    expect(jobs(text).map((job) => job.slice(2, 4))).toEqual([[null, null]]);
  });
});

describe("licence titles", () => {
  it("reads 'Apprentice AME' under a company line with dates as the title", () => {
    const text = [
      "EXPERIENCE",
      "Prairie Air Spray Ltd. — Swift Current, SK          Apr 2016 – Oct 2019 (seasonal)",
      "Apprentice AME",
      "• Spray seasons under the supervision of the company AME.",
    ].join("\n");
    expect(jobs(text)).toEqual([["Prairie Air Spray Ltd.", "Apprentice AME", "2016-04", "2019-10"]]);
  });
});

describe("LinkedIn and bracketed dates", () => {
  it("reads roles under a LinkedIn company with its total, and keeps each role's place line to itself", () => {
    const text = [
      "Chris Vale",
      "Experience",
      "Great Plains Aviation",
      "7 yrs 2 mos",
      "Senior Aircraft Technician",
      "Jan 2019 - Present · 5 yrs 11 mos",
      "Wichita, Kansas, United States",
      "Aircraft Technician",
      "Jan 2017 - Dec 2018 · 2 yrs",
      "United States Air Force",
      "8 yrs",
      "Crew Chief",
      "Jun 2009 - Dec 2016 · 7 yrs 7 mos",
      "McConnell AFB",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Great Plains Aviation", "Senior Aircraft Technician", "2019-01", null],
      ["Great Plains Aviation", "Aircraft Technician", "2017-01", "2018-12"],
      ["United States Air Force", "Crew Chief", "2009-06", "2016-12"],
    ]);
    expect(extractResumeData(text).employment[0]?.workAddress).toBe("Wichita, KS");
  });

  it("reads a company with its dates in parentheses and the title on the next line", () => {
    const text = `Chris Vale\nEXPERIENCE\nCoastal Helicopters Inc. (2015 – Present)\nA&P Mechanic\nBayou Air Charter (2011 – 2015)\nLine Mechanic\n`;
    expect(jobs(text)).toEqual([
      ["Coastal Helicopters Inc.", "A&P Mechanic", "2015", null],
      ["Bayou Air Charter", "Line Mechanic", "2011", "2015"],
    ]);
  });

  it("does not fold a full 'Title, Company, Place' line into the employer of the line above", () => {
    const text = `Chris Vale\n\nRELEVANT EXPERIENCE:\nLine Mechanic — Pacific Isle Airways — Honolulu, HI        2016 – Present\nHangar Technician, Kona Air Tours, Kailua-Kona, HI (2012 – 2016)\n`;
    expect(jobs(text)).toEqual([
      ["Pacific Isle Airways", "Line Mechanic", "2016", null],
      ["Kona Air Tours", "Hangar Technician", "2012", "2016"],
    ]);
  });
});

describe("CVs in Spanish and Portuguese", () => {
  it("reads titles whose head noun comes first under a Spanish section heading", () => {
    const text = [
      "Luis Ortega Ramírez",
      "",
      "EXPERIENCIA PROFESIONAL",
      "Técnico de Mantenimiento de Aeronaves — Aeroméxico Servicios Técnicos",
      "Ene. 2019 – Actualidad",
      "Mecánico de Línea | Interjet | Dic. 2014 – Dic. 2018",
      "",
      "FORMACIÓN",
      "Centro de Formación Aeronáutica — Técnico en Mantenimiento, 2010 – 2013",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Aeroméxico Servicios Técnicos", "Técnico de Mantenimiento de Aeronaves", "2019-01", null],
      ["Interjet", "Mecánico de Línea", "2014-12", "2018-12"],
    ]);
  });
});

describe("durations instead of dates", () => {
  it("reads '12 years with the company' and '(12 years)' as jobs without dates", () => {
    const text = [
      "Hal Webb",
      "",
      "Experience",
      "Cascade Flying Service — Lead Mechanic (12 years)",
      "Annual inspections on Cessna 172.",
      "Hawkeye Aviation Services, Cedar Rapids, IA",
      "12 years with the company",
      "Lead A&P Mechanic",
      "• Inspections",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Cascade Flying Service", "Lead Mechanic", null, null],
      ["Hawkeye Aviation Services", "Lead A&P Mechanic", null, null],
    ]);
  });
});

describe("a slash between title and company", () => {
  it("splits 'Title / Company' but keeps two titles joined by a slash", () => {
    const text = [
      "Bob Harris",
      "",
      "Professional Experience",
      "Structures Mechanic / Front Range Aerospace        2012 – 2018",
      "Line Service Technician / Apprentice Mechanic – Denver Jet Center        2009 – 2012",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Front Range Aerospace", "Structures Mechanic", "2012", "2018"],
      ["Denver Jet Center", "Line Service Technician / Apprentice Mechanic", "2009", "2012"],
    ]);
  });
  it("reads a title in parentheses after the company", () => {
    const text = `Jo Hart\n\nExperience\nGulf Coast Airways (Line Maintenance Technician)\n2015 – 2018\n• B737 overnight checks.\n`;
    expect(jobs(text)).toEqual([["Gulf Coast Airways", "Line Maintenance Technician", "2015", "2018"]]);
  });

  it("keeps a clue or a second title in parentheses where it was", () => {
    const text = `Jo Hart\n\nExperience\nLead Technician (Shift Supervisor), Gulf Coast Airways\n2015 – 2018\n`;
    expect(jobs(text)).toEqual([
      ["Gulf Coast Airways", "Lead Technician (Shift Supervisor)", "2015", "2018"],
    ]);
  });

  it("reads a title typed in lower case before the company", () => {
    const text = `Jo Hart\n\nExperience\naircraft mechanic, Bayside Aerospace MRO\n2015–18\n• C-checks.\n`;
    expect(jobs(text)).toEqual([["Bayside Aerospace MRO", "aircraft mechanic", "2015", "2018"]]);
  });

  it("does not take a lower-case sentence for a heading", () => {
    const text = `Jo Hart\n\nExperience\nGulf Coast Airways, Line Technician\n2015 – 2018\nworked nights as line mechanic, Boeing 737 fleet\n`;
    expect(jobs(text)).toEqual([["Gulf Coast Airways", "Line Technician", "2015", "2018"]]);
  });

  it("dates a job written in another language or with a quarter", () => {
    const text = `Jo Hart\n\nExperience\nMécanicien avion, Bayside Aerospace MRO\njanvier 2015 – mars 2018\n\nAircraft Mechanic, Gulf Coast Airways\nQ3 2012 – Q4 2014\n`;
    expect(jobs(text)).toEqual([
      ["Bayside Aerospace MRO", "Mécanicien avion", "2015-01", "2018-03"],
      ["Gulf Coast Airways", "Aircraft Mechanic", "2012", "2014"],
    ]);
  });
  it("reads a name that starts with a small letter", () => {
    const text = `Jo Hart\n\nExperience\neasyJet, Luton, UK\nB1 Licensed Engineer\nJan 2015 – Dec 2018\n`;
    expect(jobs(text)).toEqual([["easyJet", "B1 Licensed Engineer", "2015-01", "2018-12"]]);
  });

  it("reads headings left with Markdown marks", () => {
    const text = `# Jo Hart\n\n## Experience\n\n### Bayside Aerospace MRO\n**Aircraft Mechanic** | 2015 – 2018\n- C-checks.\n`;
    expect(jobs(text)).toEqual([["Bayside Aerospace MRO", "Aircraft Mechanic", "2015", "2018"]]);
  });

  it("reads labelled fields ('Employer:', 'Position:', 'Dates:')", () => {
    const text = `Jo Hart\n\nWork Experience\nEmployer: Bayside Aerospace MRO\nPosition: Aircraft Mechanic\nDates: 2015 – 2018\n\nEmployer: Gulf Coast Airways\nPosition: Line Technician\nDates: 2012 – 2015\n`;
    expect(jobs(text)).toEqual([
      ["Bayside Aerospace MRO", "Aircraft Mechanic", "2015", "2018"],
      ["Gulf Coast Airways", "Line Technician", "2012", "2015"],
    ]);
  });
  it("reads a table whose cells came out one per line, 'From' and 'To' first", () => {
    const text = `Lee Park\n\nEmployment Summary\nFrom\nTo\nEmployer / Location\nPosition\n2019-04-01\npresent\nBasin Air Charter, Reno, NV\nChief Inspector\n03/2015\n03/2019\nHigh Desert Aviation, Elko, NV\nA&P Mechanic\n`;
    expect(jobs(text)).toEqual([
      ["Basin Air Charter", "Chief Inspector", "2019-04", null],
      ["High Desert Aviation", "A&P Mechanic", "2015-03", "2019-03"],
    ]);
  });

  it("does not make a range of two unrelated dates on consecutive lines", () => {
    const text = `Lee Park\n\nExperience\nHigh Desert Aviation, Elko, NV\nA&P Mechanic\n2019\n2015\n`;
    expect(jobs(text).map((job) => [job[2], job[3]])).not.toContainEqual(["2019", "2015"]);
  });

  it("reads a rate title with a slash ('Third/Second Class (AMT3/AMT2)')", () => {
    const text = `Lee Park\n\nMILITARY SERVICE\nU.S. Coast Guard – Aviation Maintenance Technician Third/Second Class (AMT3/AMT2), Air Station Elizabeth City, NC   2006 – 2011\n• HC-130J line maintenance.\n`;
    expect(jobs(text)).toEqual([
      ["U.S. Coast Guard", "Aviation Maintenance Technician Third/Second Class (AMT3/AMT2)", "2006", "2011"],
    ]);
  });
  it("reads table cells one per line under a header row, with a kind-of-operation line", () => {
    const text = `Hung Tran\n\nEmployment\nDates\nEmployer\nPosition / Duties\n06/2019 – Present\nLone Star Avionics & Interiors\nFAA Part 145 Repair Station\nAddison, TX\nSenior Avionics Technician\nRetrofits.\n04/2015 – 05/2019\nTransWest Corporate Aviation\nPart 91 corporate flight department\nDallas (Love Field), TX\nAvionics Technician\nLine maintenance.\n`;
    expect(
      extractResumeData(text).employment.map((job) => [
        job.companyName,
        job.positionTitle,
        job.workAddress,
        job.startDate,
      ]),
    ).toEqual([
      ["Lone Star Avionics & Interiors", "Senior Avionics Technician", "Addison, TX", "2019-06"],
      ["TransWest Corporate Aviation", "Avionics Technician", "Dallas, TX", "2015-04"],
    ]);
  });
  it("does not take a wrapped sentence end ('courses.') for a section heading", () => {
    const text = `Andre Whit\n\nPROFESSIONAL EXPERIENCE\nLead Technician, Bayshore Holdings Aviation, Jacksonville, FL   Jan. '19 – Present\nEngine runs; FlightSafety G550 initial and recurrent maintenance\ncourses.\nAircraft Maintenance Technician, Atlantic Coast Jet Charter, St. Augustine, FL   Sep. '14 – Dec. '18\nPhase inspections.\n`;
    expect(jobs(text)).toEqual([
      ["Bayshore Holdings Aviation", "Lead Technician", "2019-01", null],
      ["Atlantic Coast Jet Charter", "Aircraft Maintenance Technician", "2014-09", "2018-12"],
    ]);
  });

  it("reads a Spanish resume: title first, company with its legal form, dates below", () => {
    const text = `Ana Ruiz\n\nEXPERIENCIA LABORAL\nMecánico de Línea\nTalleres Aéreos del Sureste S.A. de C.V. – Mérida, Yuc.\nEne. 2016 – Actualidad\n`;
    expect(jobs(text)).toEqual([
      ["Talleres Aéreos del Sureste S.A. de C.V.", "Mecánico de Línea", "2016-01", null],
    ]);
  });

  it("reads a form's labelled lines ('Occupation or position held:', 'Name and address of employer:')", () => {
    const text = `Eva Lind\n\nWORK EXPERIENCE\nDates: 04/2012 – 09/2015\nOccupation or position held: Aircraft Painter\nName and address of employer: Nordic Coatings AB, Malmö (Sweden)\n`;
    expect(jobs(text)).toEqual([["Nordic Coatings AB", "Aircraft Painter", "2012-04", "2015-09"]]);
  });

  it("reads dates above a lower-case title and a company with its place", () => {
    const text = `Kim Hale\n\nWork History\n\n2015 – 2019\naircraft mechanic\nHigh Plains Crop Care, Lubbock, TX\n\n2011 – 2015\nsolar installer\nSunfield Installers, Amarillo, TX\n`;
    expect(jobs(text)).toEqual([
      ["High Plains Crop Care", "aircraft mechanic", "2015", "2019"],
      ["Sunfield Installers", "solar installer", "2011", "2015"],
    ]);
  });

  it("pairs two employers joined by 'and' with their roles and their tagged date lines", () => {
    const text = `Lou Park\n\nEXPERIENCE\nBayou Air Cargo LLC and Louisiana Air National Guard – Line Mechanic / Crew Chief\n(Bayou) May 2018 – Present\n(Air National Guard) Jan 2014 – Present\n`;
    expect(jobs(text)).toEqual([
      ["Bayou Air Cargo LLC", "Line Mechanic", "2018-05", null],
      ["Louisiana Air National Guard", "Crew Chief", "2014-01", null],
    ]);
  });

  it("reads a sentence that opens with dates as prose, not as a job heading", () => {
    const text = `Jo Dunn\n\nAbout Me\nFrom 2010 to 2016 I was an avionics technician for Redtail Avionics Inc. in Boise.\n`;
    expect(jobs(text)).toEqual([["Redtail Avionics Inc", "avionics technician", "2010", "2016"]]);
  });
});
