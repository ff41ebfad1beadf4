// Organisation evidence that is not a last word: names that start with the kind of organisation
// ('Talleres Aeronáuticos del Norte', 'Servicios Aéreos del Centro') and legal forms written over
// several tokens ('S.A. de C.V.', 'Pte. Ltd.', 'Sdn. Bhd.'). Word lists are data in ./data.

import legalSuffixes from "./data/legal-suffixes.json";
import leadingWords from "./data/organisation-leading-words.json";

const LEADING_WORDS = new Set(leadingWords.words);
const LEGAL_FORMS = new Set(legalSuffixes.forms);
const LONGEST_FORM_TOKENS = 4;

/** 'Talleres Aeronáuticos del Norte': the first word names a kind of organisation (capitalised). */
export function startsWithOrganisationWord(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? "";
  return /^\p{Lu}/u.test(first) && LEADING_WORDS.has(first.toLowerCase().replace(/[.,:;]+$/, ""));
}

/** 'Aerovías del Bajío S.A. de C.V.', 'Changi Aero Works Pte. Ltd.': the name ends in a legal form. */
export function endsWithLegalForm(text: string): boolean {
  const tokens = text
    .replace(/\([^()]*\)/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // A legal form follows a name: at least one word stays before it.
  for (let count = 1; count <= LONGEST_FORM_TOKENS && count < tokens.length; count++) {
    const suffix = tokens.slice(-count);
    if (!/^\p{Lu}/u.test(suffix[0]!)) continue;
    const written = suffix.join("").replace(/[.,]/g, "").toUpperCase();
    if (LEGAL_FORMS.has(written)) return true;
  }
  return false;
}
