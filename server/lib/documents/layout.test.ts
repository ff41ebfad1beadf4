import { describe, expect, it } from "vitest";
import { linearizePlainText } from "./layout";

describe("linearizePlainText", () => {
  it("reads a two-column passage left column first, then the right one, then what spans the page", () => {
    const text = [
      "JOSE FERREIRA                          CONTACT",
      "Powerplant Technician                  jl@example.com",
      "                                       +1 305 555 0112",
      "EXPERIENCE                             CERTIFICATES",
      "Engine Shop Technician                 FAA A&P 3871204",
      "Tropic Engine Overhaul LLC, Miami FL   NDT Level II",
      "Hot section inspections and test  cell runs on PT6A engines.",
      "",
      "EDUCATION",
      "Instituto de Aeronautica, Lisbon - Aircraft Maintenance Technician course, 2017",
    ].join("\n");
    expect(linearizePlainText(text).split("\n")).toEqual([
      "JOSE FERREIRA",
      "Powerplant Technician",
      "",
      "EXPERIENCE",
      "Engine Shop Technician",
      "Tropic Engine Overhaul LLC, Miami FL",
      "",
      "CONTACT",
      "jl@example.com",
      "+1 305 555 0112",
      "CERTIFICATES",
      "FAA A&P 3871204",
      "NDT Level II",
      "",
      "Hot section inspections and test  cell runs on PT6A engines.",
      "",
      "EDUCATION",
      "Instituto de Aeronautica, Lisbon - Aircraft Maintenance Technician course, 2017",
    ]);
  });

  it("leaves 'title ..... dates' lines, date-first lines and tables as they are", () => {
    const datesRight = [
      "Aircraft Maintenance Technician                Jan 2019 – Present",
      "Southern Skies Airlines – Memphis, TN",
      "Sheet Metal Technician                         June 2015 – December 2018",
      "AeroTech – Greenwood, MS",
      "Fueler                                         March 2013 – May 2015",
      "Delta FBO – Jackson, MS",
      "Line Service                                   2011 – 2013",
    ].join("\n");
    expect(linearizePlainText(datesRight)).toBe(datesRight);
    const table = [
      "Dates              Employer                 Position           Location",
      "2019 – present     Lone Star Airlines       Line Tech          San Antonio, TX",
      "2016 – 2019        Alamo Services           Mechanic           San Antonio, TX",
      "2014 – 2016        Texas Army Guard         Crew Chief         Austin, TX",
      "2012 – 2014        Hill Country Aviation    Line Service       Kerrville, TX",
    ].join("\n");
    expect(linearizePlainText(table)).toBe(table);
  });

  it("reads a form's label column across, label beside value, when the labels come back", () => {
    const form = [
      "Dates                                  March 2017 – Present",
      "Occupation or position held            B1 Licensed Aircraft Engineer",
      "Name and address of employer           Cantábrico Aero S.L., Bilbao (Spain)",
      "",
      "Dates                                  2012 – 2017",
      "Occupation or position held            Aircraft Mechanic",
      "Name and address of employer           Servicios Aéreos del Norte S.A., Vitoria (Spain)",
    ].join("\n");
    expect(linearizePlainText(form)).toBe(form);
  });

  it("splits a sidebar from a main column whose dates are right-aligned (no table)", () => {
    const text = [
      "Mesa Verde Air Ambulance, Durango   Apr 2018 –     CONTACT",
      "Director of Maintenance             Present        Durango, CO 81301",
      "Oversees maintenance of helicopters.               970-555-0135",
      "Front Range Helicopters Inc.        Jan 2012 –     CERTIFICATES",
      "Lead Helicopter Mechanic            Mar 2018       FAA A&P 3312678",
      "Phase inspections on Bell 206L-4.                  AIRCRAFT",
      "Rocky Mountain Rotors               2008 – 2011    Bell 407GXi",
    ].join("\n");
    expect(linearizePlainText(text).split("\n")).toEqual([
      "Mesa Verde Air Ambulance, Durango   Apr 2018 –",
      "Director of Maintenance   Present",
      "Oversees maintenance of helicopters.",
      "Front Range Helicopters Inc.   Jan 2012 –",
      "Lead Helicopter Mechanic   Mar 2018",
      "Phase inspections on Bell 206L-4.",
      "Rocky Mountain Rotors   2008 – 2011",
      "",
      "CONTACT",
      "Durango, CO 81301",
      "970-555-0135",
      "CERTIFICATES",
      "FAA A&P 3312678",
      "AIRCRAFT",
      "Bell 407GXi",
      "",
    ]);
  });
});
