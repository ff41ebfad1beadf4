// The person a bio is about, where no resume header names them: a self-introduction ('My name is
// Derek Halvorsen', "Hi, I'm Luke Tanaka", 'Hola, soy Álvaro Gutiérrez Navas'), the subject of a
// profile or a release (named in full, then again as a sentence's subject: 'Delgado spent 12
// years…', 'Priya runs…'), or a forum post's signature ('Dale Hutchins, A&P/IA'). A site's name, a
// banner or an 'About' heading names nobody: every name must pass `parseName`.

import type { ResumeDocument } from "./text";

export interface Name {
  firstName: string;
  lastName: string;
}

type ParseName = (candidate: string) => Name | null;

const NAME_WORD = "\\p{Lu}[\\p{L}'’-]+";
const PARTICLE = "(?:de|da|del|do|dos|das|van|von|der|la|le|al)";
/** 'Derek Halvorsen', 'Thiago Moreira da Silva', 'Gerald "Gerry" Fontenot'. */
const FULL_NAME = `${NAME_WORD}(?: ["“][^"”\\n]{1,20}["”])?(?: (?:\\p{Lu}\\.|(?:${PARTICLE} )?${NAME_WORD})){1,3}`;

/** Greetings and self-introductions in English, Spanish, Portuguese and French. */
const INTRODUCTION = new RegExp(
  `(?:^|[.!?]\\s+|^[^\\p{L}\\n]*)(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]owdy|[Hh]ola|[Oo]lá|[Bb]onjour)(?:\\s+there|\\s+all|\\s+everyone)?[,!]?\\s+)?(?:[Mm]y\\s+name\\s+is|(?:[Mm]y\\s+|[Tt]he\\s+)?[Nn]ame's|I'm|I\\s+am|[Ss]oy|[Mm]e\\s+llamo|[Ee]u\\s+sou|[Mm]eu\\s+nome\\s+é|[Jj]e\\s+m'appelle|[Jj]e\\s+suis)\\s+(?<name>${FULL_NAME})`,
  "mu",
);

/** How far into the page a self-introduction or a profile's subject is looked for. */
const OPENING = 4000;

/** 'My name is Derek Halvorsen and …' in the opening of the page. */
export function introducedName(document: ResumeDocument, parseName: ParseName): Name | null {
  const match = INTRODUCTION.exec(document.text.slice(0, OPENING));
  return match ? parseName(match.groups!.name!) : null;
}

/** A capitalised word or two opening a sentence, followed by a word in lower case: 'Delgado spent'. */
const SENTENCE_SUBJECT = new RegExp(
  `(?:^|[.!?]["”)]?[ \\t]+)(?<subject>${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,2})[ \\t]+\\p{Ll}`,
  "gmu",
);
/** Words that open a sentence before a name: 'When Elena …', 'Meet Tom …', 'Call Walt …'. */
const OPENING_WORDS =
  /^(?:(?:When|After|Before|While|Since|As|If|Though|Although|Today|Then|Now|Here|Meet|Local|Longtime|Veteran|Welcome|Congratulations|Thanks|With|From|For|By|At|In|On|Call|Contact|Email|E-mail|Ask|Phone|Text|Reach|Write|Visit|Follow|Message|Photo|Dear) )+/u;
const NAME_CANDIDATE = new RegExp(`(?<![\\p{L}'’-])${FULL_NAME}`, "gu");
const MOST_CANDIDATES = 30;

/**
 * The person a profile is about: the first full name of the opening that the text then uses as a
 * sentence's subject, in full or by its surname, and whose surname it writes twice at least.
 */
export function profileSubject(document: ResumeDocument, parseName: ParseName): Name | null {
  const subjects = new Set<string>();
  for (const match of document.text.matchAll(SENTENCE_SUBJECT)) subjects.add(match.groups!.subject!);
  if (subjects.size === 0) return null;
  const opening = document.text.slice(0, OPENING);
  const prose = withoutAddresses(document.text);
  let tried = 0;
  for (const match of opening.matchAll(NAME_CANDIDATE)) {
    if (++tried > MOST_CANDIDATES) break;
    // 'When Elena Vasquez-Mora started': the word opening the sentence is not her name.
    // 'Jorge Villanueva's hangar': the name without its possessive.
    const name = parseName(match[0].replace(OPENING_WORDS, "").replace(/['’]s$/u, ""));
    if (!name) continue;
    const first = name.firstName.split(" ")[0]!;
    // A name's words are not words the text also writes in lower case ('Engine Run', 'Torque Safety').
    if (namesInLowerCase(prose, name)) continue;
    // 'the Charles Taylor Master Mechanic Award': a namesake, not the person the page is about.
    if (namesAnHonour(prose, name)) continue;
    // A staff page calls its subject by the first name ('Andries starts early …'), once the page has
    // written the full name twice and the first name three times at least (a word like 'Técnico'
    // opening a title and a sentence is no first name).
    const byFirstName =
      mentions(prose, first) >= 3 && mentions(prose, `${name.firstName} ${name.lastName}`) >= 2
        ? [first]
        : [];
    const forms = [
      `${name.firstName} ${name.lastName}`,
      `${first} ${name.lastName}`,
      name.lastName,
      ...byFirstName,
    ];
    if (!forms.some((form) => subjects.has(form))) continue;
    // Named again: a surname written once is more likely part of a business's name.
    if (mentions(prose, name.lastName) >= 2 || byFirstName.some((form) => subjects.has(form))) return name;
  }
  return null;
}

/** What is named after a person: 'the Charles Taylor Master Mechanic Award', 'the Ida Lenz Scholarship'. */
const HONOUR =
  "(?:[ \\t]+\\p{Lu}[\\p{L}'’-]*){0,4}[ \\t]+(?:Award|Awards|Prize|Medal|Trophy|Scholarship|Fellowship|Foundation|Lecture)\\b";

/** Whether the text writes the name as the start of an award's, a prize's or a foundation's name. */
export function namesAnHonour(text: string, name: Name): boolean {
  const written = `${name.firstName} ${name.lastName}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}'’-])${written}${HONOUR}`, "u").test(text);
}

/** Whether a word of the name is also written in lower case in the text ('Engine Run', 'Prop Wash'). */
export function namesInLowerCase(text: string, name: Name): boolean {
  return `${name.firstName} ${name.lastName}`.split(" ").some((word) => writtenInLowerCase(text, word));
}

/** The text without e-mail addresses and links, which spell names in lower case. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s@/]*[@/][^\s]*/g, " ");
}

function writtenInLowerCase(text: string, word: string): boolean {
  if (/['’]s$/u.test(word)) return true;
  const lower = word.toLowerCase();
  if (lower === word) return false;
  let at = text.indexOf(lower);
  while (at >= 0) {
    const before = text[at - 1] ?? " ";
    const after = text[at + lower.length] ?? " ";
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
    at = text.indexOf(lower, at + lower.length);
  }
  return false;
}

/** How many times (up to 3) the word is written as a word of its own. */
function mentions(text: string, word: string): number {
  let count = 0;
  let at = text.indexOf(word);
  while (at >= 0 && count < 3) {
    const before = text[at - 1] ?? " ";
    const after = text[at + word.length] ?? " ";
    if (!/[\p{L}-]/u.test(before) && !/[\p{L}-]/u.test(after)) count++;
    at = text.indexOf(word, at + word.length);
  }
  return count;
}

/** 'Dale Hutchins, A&P/IA — Canyon, TX': a name signed with a mechanic's credentials. */
const SIGNATURE = new RegExp(
  `^[ \\t]*(?:[-—–][ \\t]*)?(?<name>${FULL_NAME})[ \\t]*,[ \\t]*(?:A&P|A[ \\t]*&[ \\t]*P|AMT|AME|LAME|IA|B1|B2)\\b`,
  "mu",
);

export function signedName(document: ResumeDocument, parseName: ParseName): Name | null {
  const match = SIGNATURE.exec(document.text);
  return match ? parseName(match.groups!.name!) : null;
}
