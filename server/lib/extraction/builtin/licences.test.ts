import { describe, expect, it } from "vitest";
import { findPart66Licences } from "./licences";

describe("findPart66Licences", () => {
  it("reads the authority, categories and number of a Part-66 licence", () => {
    expect(
      findPart66Licences(["UK Part-66 Aircraft Maintenance Licence B1.3 / B2 — Licence No. UK.66.208814F"]),
    ).toEqual([
      {
        name: "UK Part-66 Aircraft Maintenance Licence B1.3/B2",
        number: "UK.66.208814F",
        issuedOn: null,
        expiresOn: null,
      },
    ]);
    expect(findPart66Licences(["EASA Part 66 B1.1 licence"])).toEqual([
      {
        name: "EASA Part-66 Aircraft Maintenance Licence B1.1",
        number: null,
        issuedOn: null,
        expiresOn: null,
      },
    ]);
  });

  it("finds nothing in lines that do not name Part-66", () => {
    expect(findPart66Licences(["FAA A&P 1234567", "Part 145 repair station"])).toEqual([]);
  });
});
