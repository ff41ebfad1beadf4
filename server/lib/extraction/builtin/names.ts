// Spanish and Portuguese double surnames: 'Carlos García Fernández' is Carlos / García Fernández,
// where an English three-word name ('Mohammed Irfan Sheikh') keeps its last word alone as the surname.

import givenNames from "./data/given-names.json";

const GIVEN_NAMES = new Set(givenNames.words);

/** A document written in Spanish or Portuguese. */
const IBERIAN_TEXT =
  /\b(?:experiencia|experiência|mantenimiento|manutenção|formación|formação|idiomas|español|espanhol|portugués|português|aeronaves|actualidad|atual)\b/i;
/** Spellings of Spanish and Portuguese surnames: 'Fernández', 'Castañeda', 'Ruiz', 'Gonçalves'. */
const IBERIAN_SURNAME = /[áéíóúñãõçâêô]|(?:ez|iz|az|oz|es)$/i;

interface Name {
  firstName: string;
  lastName: string;
}

/** Moves the last given word to the surname when it is the first of two surnames. */
export function withDoubleSurname(name: Name, documentText: string): Name {
  // 'Thiago Moreira da Silva': a surname after a particle may still follow a first surname.
  if (name.lastName.includes(" ") && !/^(?:da|de|do|das|dos|del)\s/i.test(name.lastName)) return name;
  const given = name.firstName.split(" ");
  if (given.length < 2) return name;
  const candidate = given.at(-1)!;
  if (/^\p{Lu}\.?$/u.test(candidate) || GIVEN_NAMES.has(candidate.toLowerCase())) return name;
  const bothLookIberian = IBERIAN_SURNAME.test(candidate) && IBERIAN_SURNAME.test(name.lastName);
  if (!bothLookIberian && !IBERIAN_TEXT.test(documentText)) return name;
  return { firstName: given.slice(0, -1).join(" "), lastName: `${candidate} ${name.lastName}` };
}
