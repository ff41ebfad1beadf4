// The built-in extractor's rules one by one: date forms, IA wording, certificate numbers, names,
// operation categories, flags that need their context, and nothing invented.

import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { findOperationCategory } from "./clues";
import { findDateRanges } from "./dates";
import { findCertificateNumber, findIaStatus, parseName } from "./personal";

describe("date ranges", () => {
  it.each([
    ["Jan 2015 – Present", "2015-01", null],
    ["January 2015 - Current", "2015-01", null],
    ["03/2012 - 06/2016", "2012-03", "2016-06"],
    ["2010 – 2014", "2010", "2014"],
    ["Mar. 2019 to Sept. 2021", "2019-03", "2021-09"],
    ["2019-03 – 2021-11", "2019-03", "2021-11"],
    ["2019-03 – present", "2019-03", null],
    ["04.2021 – Continuing", "2021-04", null],
    ["11.2017 – 03.2021", "2017-11", "2021-03"],
    ["03/12 - 06/16", "2012-03", "2016-06"],
    ["Since Jan 2019", "2019-01", null],
    ["2017 - present", "2017", null],
    ["Summer 2014 - Fall 2015", "2014", "2015"],
    ["JUNE 2015 THROUGH DECEMBER 2018", "2015-06", "2018-12"],
  ])("%s", (text, start, end) => {
    const [range] = findDateRanges(`Technician   ${text}`);
    expect(range).toMatchObject({ start, end });
  });

  it("does not read phone numbers, model numbers or backward ranges as dates", () => {
    expect(findDateRanges("Call 555-0187, 737-800 and 2018 – 2012")).toEqual([]);
  });
});

describe("IA status", () => {
  it.each([
    ["Inspection Authorization (IA) - current.", "yes"],
    ["DANIEL OKAFOR, A&P, IA", "yes"],
    ["My Inspection Authorization is current.", "yes"],
    ["Inspection Authorization held 2016-2020 (not current)", "past_not_current"],
    ["Inspection Authorization (expired 2019).", "past_not_current"],
    ["IA: not current", "past_not_current"],
    ["IA: No", "no"],
    ["IA: not held", "no"],
    ["Currently pursuing my IA.", "no"],
  ])("%s → %s", (text, status) => {
    expect(findIaStatus(text)).toBe(status);
  });

  it("is null when the resume does not say, and Iowa is not an IA", () => {
    expect(findIaStatus("A&P mechanic with ten years on King Air aircraft.")).toBeNull();
    expect(findIaStatus("Heartland Jet Center, Des Moines, IA 50309")).toBeNull();
  });
});

describe("IA status, state codes", () => {
  it("reads a state code that a PDF wrapped to the next line as a place", () => {
    expect(findIaStatus("factory course, Cedar Rapids,\nIA, 2020")).toBeNull();
    expect(findIaStatus("Cedar Rapids,\nIA 52401")).toBeNull();
    expect(findIaStatus("Airframe and Powerplant Mechanic,\nIA since 2015")).toBe("yes");
  });

  it("reads an IA still to come as no", () => {
    expect(findIaStatus("A&P; IA eligible in 2025")).toBe("no");
    expect(findIaStatus("Preparing for my IA")).toBe("no");
  });
});

describe("contact of an organisation", () => {
  it("does not take a shared mailbox or the phone on its line for the person's", () => {
    const data = extractResumeData(
      [
        "High Desert Aviation",
        "",
        "Meet Our Team",
        "Kevin Marsh",
        "Lead Mechanic",
        "Kevin has been our lead mechanic since 2009.",
        "High Desert Aviation · 2200 Air Cargo Rd SE, Albuquerque, NM 87106 · (505) 555-0100 · service@example.com",
      ].join("\n"),
    );
    expect(data.personal).toMatchObject({ firstName: "Kevin", lastName: "Marsh", email: null, phone: null });
  });

  it("adds a surname that a narrow sidebar wrapped when the e-mail spells it", () => {
    const data = extractResumeData(
      "Rafael Moreira\n\nSantos\n\nAircraft Technician\n\nCONTACT\nrafael.moreira.santos@example.com\n",
    );
    expect(data.personal).toMatchObject({ firstName: "Rafael", lastName: "Moreira Santos" });
    const other = extractResumeData("Rafael Moreira\n\nSantos\n\nCONTACT\nrafa@example.com\n");
    expect(other.personal).toMatchObject({ firstName: "Rafael", lastName: "Moreira" });
  });
});

describe("A&P certificate number", () => {
  it.each([
    ["FAA Airframe & Powerplant Certificate No. 3498127", "3498127"],
    ["FAA A&P #2917735", "2917735"],
    ["FAA Mechanic Certificate: Airframe and Powerplant,\nCertificate Number 4120936.", "4120936"],
    ["A&P Mechanic, FAA cert # 3307561 (issued 2012)", "3307561"],
    ["A&P Certificate: 3591-044", "3591044"],
  ])("%s", (text, number) => {
    expect(findCertificateNumber(text)).toBe(number);
  });

  it("does not take a phone number, a year or another licence's number", () => {
    expect(findCertificateNumber("A&P mechanic | (901) 555-0187 | since 2012")).toBeNull();
    expect(findCertificateNumber("EASA Part-66 licence UK.66.123456")).toBeNull();
  });
});

describe("names", () => {
  it.each([
    ["MARCUS T. HOLLOWAY", "Marcus", "Holloway"],
    ['DANIEL "DANNY" OKAFOR', "Daniel", "Okafor"],
    ["JOSÉ LUIS FERREIRA", "José Luis", "Ferreira"],
    ["WILLIAM J. O'CONNOR JR.", "William", "O'Connor"],
    ["Priya Raman-Castillo", "Priya", "Raman-Castillo"],
    ["Maria de la Cruz", "Maria", "de la Cruz"],
    ["DANIELLE R. MCALLISTER", "Danielle", "McAllister"],
    ["RYAN MACK", "Ryan", "Mack"],
  ])("%s", (written, firstName, lastName) => {
    expect(parseName(written)).toEqual({ firstName, lastName });
  });

  it("is not a title, a heading or a sentence", () => {
    for (const text of [
      "Aircraft Maintenance Technician",
      "PROFESSIONAL EXPERIENCE",
      "Fueled general aviation aircraft",
    ]) {
      expect(parseName(text)).toBeNull();
    }
  });
});

describe("operation category", () => {
  it.each([
    ["AeroTech (FAA Part 145 Repair Station)", "part_145_repair_station"],
    ["Alamo Aircraft Services (MRO)", "part_145_repair_station"],
    ["Southern Skies Airlines", "part_121_air_carrier"],
    ["Atlantic Charter Jets (Part 135 on-demand operator)", "part_135_air_carrier"],
    ["Part 135 air carrier", "part_135_air_carrier"],
    ["Coastal Holdings (Part 91 corporate flight department)", "corporate_aviation"],
    ["United States Air Force - 165th Airlift Wing", "military_aviation"],
    ["UNITED STATES NAVY, VAW-125", "military_aviation"],
    ["Texas Army National Guard", "military_aviation"],
    ["U.S. Coast Guard Air Station Kodiak", "military_aviation"],
    ["Delta Air Service FBO", "general_aviation"],
    ["Aeroclube de Lisboa", "general_aviation"],
  ])("%s → %s", (text, category) => {
    expect(findOperationCategory(text)?.category).toBe(category);
  });

  it("is null without a clue", () => {
    expect(findOperationCategory("Valley Instrument Repair, Phoenix, AZ")).toBeNull();
    expect(findOperationCategory("Treasure State Helicopters")).toBeNull();
  });
});

describe("extractResumeData", () => {
  it("never invents: what the resume does not state stays null or empty", () => {
    const data = extractResumeData(
      [
        "Jane Doe",
        "",
        "EXPERIENCE",
        "Mechanic",
        "Acme Industries",
        "2015 – 2017",
        "- General maintenance.",
      ].join("\n"),
    );
    expect(data.personal).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      email: null,
      phone: null,
      roleTitle: null,
      apCertificateNumber: null,
      iaStatus: null,
    });
    expect(data.employment).toEqual([
      {
        key: "employment-1",
        companyName: "Acme Industries",
        positionTitle: "Mechanic",
        operationCategory: null,
        workAddress: null,
        startDate: "2015",
        endDate: "2017",
        isFullTime: true,
        responsibilities: "General maintenance.",
      },
    ]);
    expect([...data.airframe, ...data.powerplant, ...data.avionics]).toEqual([]);
    expect(data.disciplineFlags).toEqual({ airframe: [], powerplant: [], avionics: [] });
    expect(data.certifications).toEqual([]);
    expect(data.education).toEqual([]);
    expect(data.skills).toEqual([]);
  });

  it("gives nothing for an empty or unrelated text", () => {
    const empty = extractResumeData("");
    expect(empty.personal.firstName).toBeNull();
    expect(empty.employment).toEqual([]);
    const unrelated = extractResumeData("Shopping list: eggs, milk, 737 bananas? no — 12 apples.");
    expect(unrelated.employment).toEqual([]);
    expect(unrelated.personal.email).toBeNull();
  });

  it("ties equipment to the job whose text names it, with the flags of its sentence", () => {
    const data = extractResumeData(
      [
        "Sam Pilot",
        "",
        "EXPERIENCE",
        "Line Technician                              2019 – Present",
        "Blue Sky Airlines – Dallas, TX",
        "- Engine run-ups on Boeing 737-800 aircraft; hot section borescope of CFM56-7B engines.",
        "",
        "Avionics Installer                           2015 – 2019",
        "Panel Shop Avionics (Part 145) – Austin, TX",
        "- Installed Garmin GTN 750 navigators in Cessna 182T aircraft.",
      ].join("\n"),
    );
    const keys = Object.fromEntries(data.employment.map((job) => [job.companyName, job.key]));
    expect(data.airframe).toMatchObject([
      {
        make: "Boeing",
        model: "737",
        series: "800",
        flags: ["engineRuns"],
        employmentKeys: [keys["Blue Sky Airlines"]],
      },
      { make: "Cessna", model: "182", series: "T", flags: [], employmentKeys: [keys["Panel Shop Avionics"]] },
    ]);
    expect(data.powerplant).toMatchObject([
      {
        model: "CFM56",
        series: "7B",
        flags: ["hotSectionInspection"],
        employmentKeys: [keys["Blue Sky Airlines"]],
      },
    ]);
    expect(data.avionics).toMatchObject([
      {
        make: "Garmin",
        model: "GTN 750",
        flags: ["installer"],
        employmentKeys: [keys["Panel Shop Avionics"]],
      },
    ]);
  });

  it("needs an avionics context for installer and line-maintenance flags", () => {
    const data = extractResumeData(
      [
        "EXPERIENCE",
        "Sheet Metal Mechanic      2015 – 2018",
        "AeroTech – Greenwood, MS",
        "- Fastener removal/installation and troubleshooting of hydraulic leaks on Airbus A320 aircraft.",
      ].join("\n"),
    );
    expect(data.airframe[0]).toMatchObject({ model: "A320", flags: ["sheetMetalRepair"] });
    expect(data.disciplineFlags.avionics).toEqual([]);
  });

  it("does not read a phone area code as an aircraft", () => {
    const data = extractResumeData(
      "Jane Doe\n(737) 555-0101 | jane@example.com\n\nEXPERIENCE\nMechanic at Acme",
    );
    expect(data.airframe).toEqual([]);
    expect(data.personal.phone).toBe("(737) 555-0101");
  });

  it("keeps the earlier aircraft named beside its new generation in one sentence", () => {
    const data = extractResumeData(
      [
        "SUMMARY",
        "Line maintenance on Embraer E195-E2 (PW1919G) and E190/E195 (CF34-10E) aircraft.",
        "",
        "Type courses: Airbus A320 family, 2019.",
        "Line checks on A320neo aircraft.",
      ].join("\n"),
    );
    expect(data.airframe.map((entry) => [entry.model, entry.series])).toEqual([
      ["E195", "E2"],
      ["E190", null],
      ["E195", null],
      ["A320", "neo"],
    ]);
  });

  it("reads one entry for a series written with and without its hyphen", () => {
    const data = extractResumeData("SKILLS\nBell 206B3 JetRanger; Bell 206B-3 main rotor rigging.");
    expect(data.airframe.map((entry) => [entry.model, entry.series])).toEqual([["206", "B3"]]);
  });

  it("keeps a stated duration for an aircraft", () => {
    const data = extractResumeData(
      "SUMMARY\nSix years of heavy checks, including 5 years on the Boeing 757-200.",
    );
    expect(data.airframe).toMatchObject([{ model: "757", series: "200", manualYears: 5, manualMonths: 0 }]);
  });
});
