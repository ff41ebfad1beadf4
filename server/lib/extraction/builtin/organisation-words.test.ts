import { describe, expect, it } from "vitest";
import { endsWithLegalForm, startsWithOrganisationWord } from "./organisation-words";

describe("organisation words", () => {
  it.each(["Talleres Aeronáuticos del Norte", "Servicios Aéreos del Golfo", "Aerovías del Bajío"])(
    "'%s' starts with a kind of organisation",
    (text) => {
      expect(startsWithOrganisationWord(text)).toBe(true);
    },
  );

  it("needs the word capitalised and first", () => {
    expect(startsWithOrganisationWord("servicios de línea")).toBe(false);
    expect(startsWithOrganisationWord("Técnico de Servicios")).toBe(false);
  });

  it.each([
    "Aerovías del Bajío S.A. de C.V.",
    "Atlántica Aero Technics S.L.",
    "Changi Aero Works Pte. Ltd.",
    "Borneo Rotor Sdn. Bhd.",
    "Nordlys Helikopter AS",
  ])("'%s' ends in a legal form", (text) => {
    expect(endsWithLegalForm(text)).toBe(true);
  });

  it("is not fooled by small words or a legal form alone", () => {
    expect(endsWithLegalForm("worked on the Bell 407 as")).toBe(false);
    expect(endsWithLegalForm("S.A.")).toBe(false);
    expect(endsWithLegalForm("Aircraft Mechanic")).toBe(false);
  });
});
