// Employers a sentence lists after the first one it names: 'worked at Chicago Southern Airlines,
// Memphis Aero, Aero Electronics, and Aeroframe Airepairs as an A&P mechanic', 'has been employed
// at A, B, C and D', 'worked for Sikorsky Aircraft, United, and the U.S. Army'. A list ends with
// 'and' before its last item; every item is a capitalised name, and the role said once after the
// list is each one's. A list of places ('Denver, Tulsa and Reno') names no employer: its items must
// say they are organisations, at least two of them, unless the sentence gives the role.

import { companyScore, titleScore } from "./header";
import { isPlaceName } from "./prose-references";

/** ', Memphis Aero, Aero Electronics, and Aeroframe Airepairs': the items after the first, 'and' closing them. */
const LIST =
  /^((?:,[ \t]*[^,;:()\n]{1,60}?){0,8}),?[ \t]+and[ \t]+([^,;:()\n]{1,60}?)(?=[ \t]+as[ \t]|[,;:]|\.?[ \t]*$|[ \t]+(?:in|from|since|until|before|after|during|for)[ \t])/u;
const AS_ROLE =
  /^[ \t]+as[ \t]+(?:an?[ \t]+|the[ \t]+)?([\p{L}\p{N}&/' -]{2,60}?)(?=[,.;:]|[ \t]+(?:in|at|until|from|since|for|during|before|after)[ \t]|$)/u;
/** A name's words: capitalised, with the connectives names use ('Chicago & Southern', 'Bank of Utah'). */
const NAME = /^\p{Lu}[\p{L}\d&'’.-]*(?:[ \t]+(?:of|&|de|\p{Lu}[\p{L}\d&'’.-]*)){0,5}$/u;
const SERVICE =
  /^(?:U\.?S\.?|United\s+States|Royal|Canadian)?\s*(?:Air\s+Force|Army|Navy|Marine\s+Corps|Marines|Coast\s+Guard|(?:Air\s+|Army\s+)?National\s+Guard)$/u;

export interface ListedEmployers {
  /** The employers listed after the first, in order. */
  names: string[];
  /** The role said once after the list ('as an A&P mechanic'), or null. */
  title: string | null;
}

function saysOrganisation(name: string): boolean {
  return companyScore(name) >= 2 || SERVICE.test(name);
}

/**
 * `rest` is the sentence right after the first employer's name. Null when no list follows or an
 * item is not a name.
 */
export function listedEmployers(first: string, rest: string): ListedEmployers | null {
  const list = LIST.exec(rest);
  if (!list) return null;
  const items = [...list[1]!.split(","), list[2]!]
    .map((item) => item.trim().replace(/^the\s+/u, ""))
    .filter((item) => item.length > 0);
  if (items.length === 0 || !items.every((item) => NAME.test(item))) return null;
  const after = rest.slice(list[0].length);
  const role = AS_ROLE.exec(after)?.[1]?.trim() ?? null;
  const title = role && titleScore(role) >= 2 ? role : null;
  const organisations = [first, ...items].filter(saysOrganisation).length;
  if (title === null && organisations < 2) return null;
  const names = items.filter((item) => !isPlaceName(item) && (title !== null || organisations >= 2));
  return names.length > 0 ? { names, title } : null;
}
