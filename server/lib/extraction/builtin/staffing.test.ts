import { describe, expect, it } from "vitest";
import { titleScore } from "./header";
import { staffedHeading } from "./staffing";

const staffed = (text: string) => staffedHeading(text, (piece) => titleScore(piece) >= 2);

describe("contract work placed by an agency", () => {
  it("takes the client as the employer and drops the agency", () => {
    expect(staffed("Contract A&P Mechanic via AeroTek (client: Delta TechOps), Atlanta, GA")).toEqual({
      text: "Contract A&P Mechanic | Delta TechOps, Atlanta, GA",
      agency: "AeroTek",
      client: "Delta TechOps",
    });
    expect(staffed("AeroTek (client: Delta TechOps) – Contract Mechanic")?.text).toBe(
      "Delta TechOps – Contract Mechanic",
    );
    expect(staffed("Contract Mechanic (customer: HAECO Americas), Greensboro, NC")?.text).toBe(
      "Contract Mechanic | HAECO Americas, Greensboro, NC",
    );
  });

  it("takes the agency when no client is named", () => {
    expect(staffed("Line Mechanic through PDS Tech, Dallas, TX")?.text).toBe(
      "Line Mechanic | PDS Tech, Dallas, TX",
    );
  });

  it("keeps the named employer when the agency is a note in parentheses", () => {
    expect(
      staffed(
        "Structures Mechanic – Lone Star Heavy Maintenance, San Antonio, TX (through AeroTalent Staffing)",
      ),
    ).toMatchObject({
      text: "Structures Mechanic – Lone Star Heavy Maintenance, San Antonio, TX",
      agency: "AeroTalent Staffing",
    });
  });

  it("leaves other headings alone", () => {
    expect(staffed("Line Mechanic, Delta Air Lines, Atlanta, GA")).toBeNull();
    expect(staffed("Worked through the night shift")).toBeNull();
  });
});
