// Double surnames (docs/decisions/0020-extraction-pipeline.md).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { withDoubleSurname } from "./names";

const name = (firstName: string, lastName: string) => ({ firstName, lastName });

describe("double surnames", () => {
  it("takes two surnames that are spelt as Spanish or Portuguese ones", () => {
    expect(withDoubleSurname(name("Carlos García", "Fernández"), "")).toEqual(
      name("Carlos", "García Fernández"),
    );
    expect(withDoubleSurname(name("Alejandro Ruiz", "Castañeda"), "")).toEqual(
      name("Alejandro", "Ruiz Castañeda"),
    );
  });

  it("takes two surnames in a CV written in Spanish or Portuguese", () => {
    expect(withDoubleSurname(name("Rafael Moreira", "Santos"), "Experiência profissional")).toEqual(
      name("Rafael", "Moreira Santos"),
    );
  });

  it("keeps a second given name and an English three-word name as they are", () => {
    expect(withDoubleSurname(name("Juan Carlos", "Pérez"), "Experiencia")).toEqual(
      name("Juan Carlos", "Pérez"),
    );
    expect(withDoubleSurname(name("Mohammed Irfan", "Sheikh"), "Experience")).toEqual(
      name("Mohammed Irfan", "Sheikh"),
    );
    expect(withDoubleSurname(name("Mary Ellen", "Jones"), "Experience")).toEqual(name("Mary Ellen", "Jones"));
  });

  it("reads the name of a Spanish CV with both surnames", () => {
    const { personal } = extractResumeData(
      "Luis Ortega Ramírez\nluis@example.com\n\nEXPERIENCIA PROFESIONAL\n",
    );
    expect([personal.firstName, personal.lastName]).toEqual(["Luis", "Ortega Ramírez"]);
  });
});
