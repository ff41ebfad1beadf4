// Later mentions of an employer a bio already named, and places after 'at' (prose-references.ts).
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { isPlaceName, isShortFormOf, refersTo } from "./prose-references";

describe("mentions of a named employer", () => {
  it.each([
    ["the RAF", "Royal Air Force", true, true],
    ["Corps", "U.S. Marine Corps", true, true],
    ["Nor'Wester", "Nor'Wester Airlines", false, true],
    ["Navy", "U.S. Marine Corps", true, false],
    ["Air", "Summit Air Charter", true, false],
  ])("%s → %s", (mention, name, afterThe, expected) => {
    expect(refersTo(mention.replace(/^the /, ""), name, afterThe)).toBe(expected);
  });

  it("knows a shorter name from its first words only", () => {
    expect(isShortFormOf("Aleutian", "Aleutian Air Cargo")).toBe(true);
    expect(isShortFormOf("Cargo", "Aleutian Air Cargo")).toBe(false);
    expect(isShortFormOf("Aleutian Air Cargo", "Aleutian Air Cargo")).toBe(false);
  });

  it("takes bases and airports for places", () => {
    expect(isPlaceName("NAS New Orleans")).toBe(true);
    expect(isPlaceName("East Midlands Airport")).toBe(true);
    expect(isPlaceName("Ramstein Air Base")).toBe(true);
    expect(isPlaceName("Nassau Aero Services")).toBe(false);
  });
});

describe("bios that refer back", () => {
  it("gives a base's role to the service, and a departure from 'the RAF' to the Royal Air Force", () => {
    const text =
      "My story\n\nI joined the Royal Air Force as an aircraft technician (avionics) in 1994. I left the RAF in 2004 and I've been with Skyways Engineering at East Midlands Airport since 2004. Skyways is a Part-145 organisation, and I'm a B2 licensed engineer there.\n";
    expect(extractedJobs(text)).toEqual([
      ["Skyways Engineering", "B2 licensed engineer", "2004", null],
      ["Royal Air Force", "aircraft technician (avionics)", "1994", "2004"],
    ]);
  });

  it("reads a place and what the employer is between its name and the role", () => {
    const text =
      "About\n\nIn 2013 I went to work for Prairie Regional Airlines in Regina as a line maintenance engineer. I left Prairie in March 2018 when I was hired on at Keystone Aero Technics, a Transport Canada AMO in Winnipeg, Manitoba, as a structures technician.\n";
    expect(extractedJobs(text)).toEqual([
      ["Keystone Aero Technics", "structures technician", "2018-03", null],
      ["Prairie Regional Airlines", "line maintenance engineer", "2013", "2018-03"],
    ]);
  });

  it("dates a new role at the employer just named, and takes no base or airport for an employer", () => {
    const text =
      "Fontaine joined the U.S. Navy in 1972 and served as an aviation machinist's mate at NAS Pensacola. In 1997 he went to work for Bayou Flight Services, a Part 135 operator at Lafayette Regional Airport, as chief inspector. He has been the company's director of maintenance since 2009.\n";
    expect(extractedJobs(text)).toEqual([
      ["Bayou Flight Services", "director of maintenance", "2009", null],
      ["Bayou Flight Services", "chief inspector", "1997", "2009"],
      ["U.S. Navy", "aviation machinist's mate", "1972", "1997"],
    ]);
  });
});
