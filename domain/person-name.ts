// How a person's name is compared when a document is matched to its person (docs/product.md §18.2):
// case, accents, punctuation, titles and suffixes, middle names and initials, 'Last, First' order and
// common nicknames do not make two names differ. One implementation for the matcher and its tests.

/** Given names people go by, each with the formal name it stands for. */
const NICKNAMES: Readonly<Record<string, string>> = {
  al: "albert",
  alex: "alexander",
  andy: "andrew",
  drew: "andrew",
  tony: "anthony",
  ben: "benjamin",
  bill: "william",
  billy: "william",
  will: "william",
  willy: "william",
  liam: "william",
  bob: "robert",
  bobby: "robert",
  rob: "robert",
  robby: "robert",
  bert: "robert",
  chris: "christopher",
  chuck: "charles",
  charlie: "charles",
  dan: "daniel",
  danny: "daniel",
  dave: "david",
  davy: "david",
  dick: "richard",
  rick: "richard",
  ricky: "richard",
  rich: "richard",
  ed: "edward",
  eddie: "edward",
  ted: "edward",
  ned: "edward",
  fred: "frederick",
  frank: "francis",
  greg: "gregory",
  hank: "henry",
  harry: "henry",
  jack: "john",
  johnny: "john",
  jim: "james",
  jimmy: "james",
  jamie: "james",
  jeff: "jeffrey",
  jerry: "gerald",
  joe: "joseph",
  joey: "joseph",
  josh: "joshua",
  ken: "kenneth",
  kenny: "kenneth",
  larry: "lawrence",
  len: "leonard",
  leo: "leonard",
  matt: "matthew",
  mike: "michael",
  mikey: "michael",
  mick: "michael",
  nate: "nathan",
  nick: "nicholas",
  pat: "patrick",
  pete: "peter",
  phil: "philip",
  ray: "raymond",
  ron: "ronald",
  ronnie: "ronald",
  sam: "samuel",
  steve: "stephen",
  steven: "stephen",
  stan: "stanley",
  tim: "timothy",
  tom: "thomas",
  tommy: "thomas",
  vince: "vincent",
  walt: "walter",
  abby: "abigail",
  becky: "rebecca",
  beth: "elizabeth",
  betty: "elizabeth",
  liz: "elizabeth",
  lizzie: "elizabeth",
  cathy: "catherine",
  kathy: "catherine",
  kate: "catherine",
  katie: "catherine",
  katherine: "catherine",
  kathryn: "catherine",
  debbie: "deborah",
  deb: "deborah",
  jenny: "jennifer",
  jen: "jennifer",
  jess: "jessica",
  maggie: "margaret",
  meg: "margaret",
  peggy: "margaret",
  mandy: "amanda",
  nancy: "ann",
  annie: "ann",
  anne: "ann",
  patty: "patricia",
  trish: "patricia",
  sue: "susan",
  susie: "susan",
  vicky: "victoria",
};

/** Words that are not part of who someone is. */
const TITLES_AND_SUFFIXES = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "dr",
  "capt",
  "captain",
  "jr",
  "sr",
  "ii",
  "iii",
  "iv",
  "phd",
]);

export interface NormalisedName {
  /** Given and family name as written (no nickname resolved): equal keys are the same name. */
  key: string;
  /** The key with a nickname replaced by the formal name: what similarity is computed on. */
  matchName: string;
}

/** Lower case, no accents, apostrophes and hyphens joined ('O'Brien' → 'obrien'), other marks as spaces. */
function plainWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`‐-]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word && !TITLES_AND_SUFFIXES.has(word));
}

/** 'Smith, John A.' → 'John A. Smith', unless what follows the comma is only a suffix ('John Smith, Jr.'). */
function inGivenFamilyOrder(name: string): string {
  const comma = name.indexOf(",");
  if (comma < 0) return name;
  const after = name.slice(comma + 1);
  if (plainWords(after).length === 0) return name.slice(0, comma);
  return `${after} ${name.slice(0, comma)}`;
}

/**
 * The comparable form of a full name: first given name and family name, middle names and initials
 * left out. Null when nothing of a name is left.
 */
export function normalisePersonName(fullName: string | null | undefined): NormalisedName | null {
  if (!fullName) return null;
  const words = plainWords(inGivenFamilyOrder(fullName.slice(0, 300)));
  const given = words[0];
  if (given === undefined) return null;
  const family = words.length > 1 ? words[words.length - 1] : undefined;
  const formal = NICKNAMES[given] ?? given;
  return {
    key: family ? `${given} ${family}` : given,
    matchName: family ? `${formal} ${family}` : formal,
  };
}
