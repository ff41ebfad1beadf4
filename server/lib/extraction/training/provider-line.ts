// A letterhead or footer that runs the organisation's name together with its address, phone and
// web site on one line ('Sun Valley Aircraft Services, Inc. - 55 Hangar Way, Boise - www.…',
// 'Ace Aviation Academy | 123 Main St'): the name is what comes before the first separator when
// what follows is contact details, or the unit that issued the certificate ('Suncoast Jet Center -
// Maintenance Department').

/** ' - ', ' | ', ' • ', ' · ', ' – ', or ', ' before a street number. */
const SEPARATOR = / [-–|•·] |, (?=\d)/u;
/** Contact details: a number (street, postcode, phone), a web or e-mail address. */
const CONTACT = /\d|www\.|@|https?:|\.(?:com|org|net|aero|example)\b/i;
/** A unit of the organisation ('Maintenance Department', 'Training Division'), not its name. */
const UNIT = /(?<![\p{L}])(?:department|dept\.?|division|section)(?![\p{L}])/iu;
const MAX_LINE = 300;

/** The organisation's name when the line goes on with its contact details; otherwise the line. */
export function organisationPart(line: string): string {
  if (line.length > MAX_LINE) return line;
  const separator = SEPARATOR.exec(line);
  if (!separator) return line;
  const rest = line.slice(separator.index + separator[0].length);
  return CONTACT.test(rest) || UNIT.test(rest) ? line.slice(0, separator.index).trim() : line;
}
