// Employers named in prose: first-person 'about me' pages ('I currently work as a Lead Technician at
// Prairie Jet Center ... since March 2018') and third-person staff profiles ('Kevin has been our lead
// mechanic since 2009; before that he spent eight years with Rio Grande Airlines'). Read sentence by
// sentence. Dates come only from dates written in the sentence: 'eight years' or '12 years with the
// company' never become dates (docs/decisions/0020-extraction-pipeline.md).

import { firstPersonRange } from "./bio-people";
import { findOperationCategory, isFullTimeFrom } from "./clues";
import { type DateOptions, findDateRanges, findDates, writesDayFirst } from "./dates";
import { describedAsOrganisation } from "./described-organisation";
import { listedEmployers } from "./employer-lists";
import type { FoundEmployment } from "./employment/candidate";
import { companyScore, titleScore } from "./header";
import { inlineJobTexts } from "./inline-jobs";
import { findLocationInSentence, regionOf } from "./places";
import { isPlaceName, isShortFormOf, refersTo } from "./prose-references";
import type { Section, SectionKind } from "./sections";
import { type Line, type ResumeDocument, sentenceStarts } from "./text";

/** A role's words: never across a verb that starts the next clause ('a ramp agent and then hired on at'). */
const TITLE_TEXT = "(?:(?!\\b(?:then|hired|joined|moved|went|became|left)\\b)[\\p{L}\\p{N}&/'() -]){2,60}?";
const COMPANY_TEXT =
  "(?:[\\p{Lu}\\d]|\\p{Ll}+(?=\\p{Lu}))[\\p{L}\\d&'.-]*(?:\\s+(?:of|de|and|&|the|[\\p{Lu}\\d][\\p{L}\\d&'.-]*))*";
const YEAR_TEXT = "(?:19[5-9]\\d|20\\d\\d)";
/** 'March 2015', '01/05/2019' or '2015': where a month is written, the start keeps it. */
const WHEN_TEXT = `(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\\.?\\s+|(?<![\\d/.])(?:\\d{1,2}[/.]){1,2})?${YEAR_TEXT}`;
/** Where a title written in a sentence ends. */
const TITLE_END = "(?=[,.;]|\\s+(?:in|at|where|and|on|since|from|for|with|until|before|effective)\\b)";
/** ' in Houma, La.', ' out of Winnipeg': a place written between an employer and the role. */
const PLACE_AFTER =
  "(?:\\s+(?:in|at|out\\s+of)\\s+\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*){0,3}(?:,\\s*\\p{Lu}[\\p{L}.]*(?:\\s+\\p{Lu}[\\p{L}.]*)?)?)?";
/** ', a Transport Canada AMO in Winnipeg,': what the employer is, said between its name and the role. */
const APPOSITIVE = "(?:,\\s+(?:an?|the)\\s+[^;]{0,120}?,)?";
/** ' that summer', ' the following year': when, said between the employer and the role. */
const WHEN_WORDS =
  "(?:\\s+(?:that|the\\s+same|the\\s+following|the\\s+next)\\s+(?:summer|spring|fall|autumn|winter|year))?";
/** ' from 2004 to 2011', ' between 2006 and 2010': the years, said between the employer and the role. */
const RANGE_BETWEEN = `(?:,?\\s+(?:from|between)\\s+${WHEN_TEXT}\\s+(?:to|until|till|through|and|-|–)\\s+(?:${WHEN_TEXT}|present|today|now))?`;
/** What may stand between an employer's name and ' as a line mechanic'. */
const DETOUR = `${PLACE_AFTER}(?:,?\\s+in\\s+(?<detourYear>${WHEN_TEXT})\\b)?${RANGE_BETWEEN}${APPOSITIVE}${WHEN_WORDS}`;
/** ', a Part 145 repair station in Lafayette, where he is now lead inspector'. */
const WHERE_TITLE = `,[^;]{0,120}?,?\\s+where\\s+(?:(?:I|he|she)\\s+(?:is|am|was)\\s+(?:now\\s+)?|(?:I'm|he's|she's)\\s+(?:now\\s+)?|(?:I|he|she)\\s+(?:(?:works|worked|serves|served)\\s+(?:now\\s+)?as\\s+|(?:has|have)\\s+(?:worked|served)(?:\\s+since)?\\s+as\\s+|spent\\s+(?:[\\p{L}\\d-]+\\s+){0,2}years?\\s+as\\s+))(?:an?\\s+|the\\s+)?(?<whereTitle>${TITLE_TEXT})${TITLE_END}`;
/** ' as a base mechanic': the role taken at a company named just before. */
const AS_TITLE = `(?:${DETOUR}\\s+as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}|${PLACE_AFTER}${WHERE_TITLE})?`;
/** 'a UH-60 crew chief': the aircraft type before a title is not part of it. */
const TYPE_BEFORE_TITLE = "(?:[A-Z]{1,3}-?\\d{1,4}[A-Z]?\\s+)?";

/** A service's name after 'the' ('the U.S. Navy', 'the Royal Air Force', 'the Air Force', 'the Army National Guard'). */
const MILITARY_AHEAD =
  "(?:U\\.S\\.|United|Royal|(?:[\\p{L}.]+\\s+)?(?:Air\\s+Force|Army|Navy|Marines?|Marine\\s+Corps|Coast\\s+Guard|National\\s+Guard)\\b)";

/** 'moved over to', 'moved inland to': where a move went, said before its employer. */
const MOVE_ADVERB = "(?:(?:over|back|inland|north|south|east|west|across|home|down|up)\\s+)?";

/** A military unit: 'the 1st Marine Aircraft Wing', '82nd Airborne Division', 'HMLA-269', 'VFA-143'. */
const UNIT_TEXT =
  "(?:(?:\\d{1,3}(?:st|nd|rd|th)\\s+)?(?:\\p{Lu}[\\p{L}-]*\\s+){0,4}(?:Wing|Squadron|Group|Regiment|Division|Brigade|Battalion|Fleet|Detachment)(?:\\s+\\d{1,3})?\\b|\\p{Lu}{2,5}-\\d{1,4}\\b)";

/** A service named in a bio: the employer a unit named later belongs to. */
const SERVICE_NAME =
  /\b(?:(?:U\.S\.|US|Royal|Canadian|Royal\s+Canadian)\s+)?(?:Air\s+Force|Army|Navy|Marine\s+Corps|Coast\s+Guard|Air\s+National\s+Guard|Army\s+National\s+Guard)\b(?!\s+(?:Air\s+Station|Base|Reserve\s+Center))/gu;

/** The last service named before a position ('the U.S. Marine Corps' before 'the 1st Marine Aircraft Wing'). */
function serviceBefore(
  services: readonly { index: number; name: string }[],
  position: number,
): string | null {
  let [low, high] = [0, services.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (services[middle]!.index < position) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? services[low - 1]!.name : null;
}

/** A word one of the wordings of `PROSE_ROLES` cannot do without. */
const ANY_ROLE_WORD =
  /\b(?:as|am|was|is|were|been|has|have|in|at|with|for|by|of|to|from|there|since|announced|join|joined|joining|own|former)\b|'m\b/iu;

/** More jobs than any career told in sentences names (decision 0063 found 20-30 s of CPU without it). */
const MAX_PROSE_JOBS = 60;

const PROSE_ROLES = [
  new RegExp(
    `(?:\\b(?:as|am|was|is|were|been)|(?<=\\bI)'m)\\s+(?:currently\\s+|now\\s+)?(?:an?|the)\\s+${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})(?:\\s+responsible\\s+for\\s+\\p{Ll}[\\p{Ll} -]{0,40}?)?\\s+(?:at|with|for|(?=\\s+the\\s+${MILITARY_AHEAD}))\\s+(?:the\\s+(?=${MILITARY_AHEAD}))?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'I was an avionics tech in the Air Force for six years': a role in a service, told by its subject.
  new RegExp(
    `(?<=\\b(?:I|[Hh]e|[Ss]he)\\s)was\\s+(?:an?)\\s+${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})\\s+in\\s+the\\s+(?=${MILITARY_AHEAD})(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'joined Red Rock Aviation in 2014 as an avionics technician', 'joined X as …', 'joined X in 2015'.
  new RegExp(
    `\\bjoin(?:ed|ing)?\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<year>${WHEN_TEXT}))?${DETOUR}\\s+as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}(?:\\s+in\\s+(?<lateYear>${WHEN_TEXT})\\b)?`,
    "gu",
  ),
  // 'joined the Navy right out of high school in 1994': a few lower-case words may stand before the year.
  new RegExp(
    `\\bjoined\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+\\p{Ll}[\\p{Ll}\\s'-]{0,40}?)?\\s+in\\s+(?<year>${WHEN_TEXT})\\b`,
    "gu",
  ),
  // 'spent eight years with Rio Grande Airlines as a line mechanic', 'has been with X since 2012'.
  new RegExp(
    `\\b(?:spent\\s+(?:[\\p{L}\\d-]+\\s+){0,2}years?|has\\s+been|have\\s+been|I've\\s+been|worked(?:\\s+(?:[\\p{L}\\d-]+\\s+){1,2}years?(?=\\s+(?:for|with|at)\\s))?|(?:been\\s+)?working|went\\s+(?:on\\s+)?to\\s+work|(?<=\\b(?:I|we)\\s(?:currently\\s|now\\s|still\\s)?)work|(?<=\\bto\\s)work(?=\\s+(?:for|at|with)\\s)|works(?=\\s+(?:for|at|with)\\s)|(?:worked|works|working)\\s+(?:in|on)\\s+(?:\\p{Ll}+\\s+){0,2}?(?:maintenance|engineering|avionics|aviation|overhaul|repairs?|inspections?|quality|production|structures|support)(?=\\s+for\\s)|(?:has\\s+been\\s+|is\\s+|was\\s+)?employed(?=\\s+(?:at|with)\\s)|(?<=\\b(?:I|he|she)\\s)was)\\s+(?:with|at|for|in(?=\\s+the\\s))\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:(?:\\s+for\\s+(?:[\\p{L}\\d-]+\\s+){1,2}years?|\\s+since\\s+(?<since>${WHEN_TEXT})|\\s+in\\s+(?<year>${WHEN_TEXT}))?${DETOUR}\\s+as\\s+(?:the\\s+shop's\\s+|the\\s+company's\\s+|an?\\s+|the\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END}|,(?:[^.;]{0,60}?,)?\\s+where\\s+(?:I|he|she)\\s+(?:(?:began|started|worked|works|was|is|served|serves|spent\\s+(?:[\\p{L}\\d-]+\\s+){0,2}years?)\\s+as|(?:is|am|was)(?:\\s+now)?)\\s+(?:an?\\s+|the\\s+)?(?<whereTitle>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'hired on at Kenai Air Taxi as an apprentice mechanic in 2010', 'was hired by X in 2012'.
  new RegExp(
    `\\b(?:hir(?:ed|ing)\\s+(?:on\\s+)?|sign(?:ed|ing)\\s+on\\s+|land(?:ed|ing)\\s+)(?:at|with|by)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<year>${WHEN_TEXT}))?(?:${DETOUR}\\s+as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}|${WHERE_TITLE})?(?:\\s+in\\s+(?<lateYear>${WHEN_TEXT})\\b)?`,
    "gu",
  ),
  // 'In 2017 she became base maintenance manager for Boreal Wings', 'has been named director of
  // maintenance at X', 'was promoted to chief inspector at X'.
  new RegExp(
    `\\b(?:became|named|appointed|promoted\\s+to)\\s+(?:the\\s+|an?\\s+|its\\s+|their\\s+)?(?<title>${TITLE_TEXT})\\s+(?:for|at|with|of)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // A release: 'Red Mesa Air Charter, a Part 135 operator, today announced that Tom Lee has been named
  // director of maintenance'.
  new RegExp(
    `(?<![\\p{L}\\d&'.-]\\s?)(?<company>${COMPANY_TEXT})(?:,[^.;]{0,120}?,)?\\s+(?:today\\s+)?announced\\s+(?:that\\s+)?[^.;]{0,60}?\\s+(?:has\\s+been|was|is)\\s+(?:named|appointed|promoted\\s+to)\\s+(?:its\\s+|the\\s+|an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'and was promoted to chief inspector in 2016': a dated new role at the employer just named.
  new RegExp(
    `\\b(?<promoted>promoted|moved\\s+up)\\s+to\\s+(?:the\\s+|an?\\s+)?(?<title>${TITLE_TEXT})\\s+in\\s+(?<moveYear>${YEAR_TEXT})\\b`,
    "gu",
  ),
  // 'previously served as chief inspector for Desert Sky Aviation', 'worked as a mechanic at X'.
  new RegExp(
    `\\b(?:served|serves|worked|works|working|employed|spent\\s+(?:[\\p{L}\\d-]+\\s+){0,2}years?|(?<=\\b(?:[Aa]fter|[Ff]or)\\s+[\\p{L}\\d-]+\\s)years?)\\s+as\\s+(?:an?\\s+|the\\s+|its\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})\\s+(?:at|with|for|in)\\s+(?:the\\s+)?(?:flight\\s+department\\s+of\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'worked for Mesa Airlines as a line mechanic until 2003, then for ExpressJet as a lead mechanic'.
  new RegExp(
    `\\bthen\\s+(?:for|at|with)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})\\s+as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'a 20-year veteran of Pacific Island Airways, where he serves as maintenance controller'.
  new RegExp(
    `\\bveteran\\s+of\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:,\\s+where\\s+(?:I|he|she)\\s+(?:serves|served|works|worked|is|was|am)\\s+as\\s+(?:an?\\s+|the\\s+)?(?<whereTitle>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'has kept the fleet flying at Tri-County Aviation Services since 2004': an employer and its year.
  // 'with Skyways Engineering at East Midlands Airport since 2004': a place may come between.
  new RegExp(
    `\\b(?:at|with|for)\\s+(?<company>${COMPANY_TEXT})(?:\\s+(?:at|in)\\s+\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*){0,3})?\\s+since\\s+(?<since>${YEAR_TEXT})\\b`,
    "gu",
  ),
  // 'Since 2017 I've been the maintenance department for the Plains Grain Cooperative flight department'.
  new RegExp(
    `\\b[Ss]ince\\s+(?<since>${WHEN_TEXT}),?\\s+(?:I've|I\\s+have|he\\s+has|she\\s+has)\\s+been\\s+(?:(?:an?\\s+|the\\s+)?(?<sinceTitle>${TITLE_TEXT})\\s+(?=(?:for|at|with)\\s)|[^.;]{0,60}?\\s+)(?:for|at|with)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT}(?:\\s+flight\\s+department)?)`,
    "gu",
  ),
  // 'She began her career in 2003 as a line technician with Columbia Basin Airlines'.
  new RegExp(
    `\\b(?:started|began)\\s+(?:my|his|her|their)\\s+career\\s+in\\s+(?<year>${YEAR_TEXT})\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})\\s+(?:at|with|for|in)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'I'm a B2 licensed engineer there': the role at the employer just named.
  new RegExp(
    `(?:\\b(?:I\\s+am|he\\s+is|she\\s+is)|(?<=\\b(?:I|he|she))'[ms])\\s+(?:now\\s+|still\\s+)?(?:an?|the)\\s+(?<thereTitle>${TITLE_TEXT})\\s+there\\b`,
    "gu",
  ),
  // 'I worked for Lockwood from 1985 to 1999. I was an airframe mechanic and later a lead.': a sentence of
  // its own giving the role at the employer just named.
  /^\s*(?:I|He|She)\s+was\s+(?:an?|the)\s+(?<thereTitle>(?:(?!\b(?:in|at|for|with|from|of|on|to|by)\b)[\p{L}&/' -]){2,60}?)(?=[.,;]|\s+and\b)/gu,
  // 'Meet Jobed, an aircraft maintenance apprentice at British Airways': a name and its role, in apposition.
  new RegExp(
    `(?:^|\\bMeet\\s+)\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,2},\\s+(?:an?|the)\\s+${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})\\s+(?:at|with|for)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // '… joined the Navy in 1994 and served eight years as an Aviation Machinist's Mate': the role at the
  // employer just named.
  new RegExp(
    `\\band\\s+(?:served|spent|worked)\\s+(?:(?:[\\p{L}\\d-]+\\s+){1,2}years?\\s+)?as\\s+(?:an?\\s+)?(?<thereTitle>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'My first job was at Treasure Valley Rotorcraft, where I was hired in 2009 as an apprentice mechanic'.
  new RegExp(
    `\\b(?:job|position|role)\\s+was\\s+(?:at|with)\\s+(?<company>${COMPANY_TEXT})(?:[^.;]{0,80}?\\bas\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'I started at Golden State Helicopters in 2012 as a line tech', 'got my start at X', 'started out in the Army'.
  new RegExp(
    `\\b(?:started|began|got\\s+(?:my|his|her)\\s+start)\\s+(?:(?:my|his|her)\\s+career\\s+|working\\s+|work\\s+|out\\s+)?(?:at|with|for|in\\s+the)\\s+(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<year>${YEAR_TEXT}))?(?:\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'In 2015 I moved to Sierra Air Medical' / 'moved to X in 2015': a dated move.
  new RegExp(
    `\\b[Ii]n\\s+(?<moveYear>${WHEN_TEXT}),?\\s+(?:I|he|she|we)\\s+(?:moved|went|switched|transferred|came)\\s+${MOVE_ADVERB}to\\s+(?<company>${COMPANY_TEXT})${AS_TITLE}`,
    "gu",
  ),
  new RegExp(
    `\\b(?:moved|went|switched|transferred|came)\\s+${MOVE_ADVERB}to\\s+(?<company>${COMPANY_TEXT})\\s+in\\s+(?<moveYear>${WHEN_TEXT})\\b`,
    "gu",
  ),
  // 'in the U.S. Army, where I worked as a UH-60 crew chief from 2006 to 2011'.
  new RegExp(
    `\\b(?:in|at|with|for|from)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT}),?\\s+where\\s+(?:I|he|she)\\s+(?:worked|served|was|started)\\s+(?:as\\s+)?(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'started his career in the U.S. Air Force as a crew chief', 'served in the Army as a …'.
  new RegExp(
    `\\b(?:career|served(?:\\s+(?:[\\p{L}\\d-]+\\s+){1,2}years?)?|enlisted)\\s+in\\s+the\\s+(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<year>${YEAR_TEXT})|\\s+from\\s+${YEAR_TEXT}\\s+(?:to|until|through|[-–])\\s+${YEAR_TEXT})?(?:\\s+as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}|\\s+and\\s+served\\s+as\\s+(?:an?\\s+)?(?<servedTitle>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'founded Nygaard Aero Services at Hector International Airport in 1998': the person's own business.
  new RegExp(
    `\\b(?<founded>founded|co-founded|established|opened|founding|starting|opening)\\s+(?<company>${COMPANY_TEXT})(?:\\s+(?:at|in|on)\\s+[^.;]{0,60}?)?\\s+in\\s+(?<year>${YEAR_TEXT})\\b`,
    "gu",
  ),
  // 'After eight years in the Navy as an aviation machinist's mate, he …': a service told by its length.
  new RegExp(
    `\\b(?:[Aa]fter|[Ff]ollowing)\\s+(?:[\\p{L}\\d-]+\\s+){1,2}years?\\s+(?:in|with|at)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'took a job with Mesa Air Group in 2001', 'accepted a position with X as T', 'landed my first job at X'.
  new RegExp(
    `\\b(?:took|accepted|landed|found|got|started)\\s+(?:a|an|my|his|her|the)\\s+(?:first\\s+|new\\s+|full-time\\s+)?(?:job|position|role|contract)\\s+(?:with|at)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<moveYear>${YEAR_TEXT}))?(?:${DETOUR}\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'moved over to Alaska Airlines as a heavy check technician', '… and later to Atlas Air as a QA
  // inspector': a move with its role and no year (a dated move is read above); the name must say it is
  // an organisation ('moved to Alaska as …').
  new RegExp(
    `\\b(?<moveTo>moved|went|switched|transferred|came|later)\\s+(?:over\\s+|on\\s+)?(?:to|for|with)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:${PLACE_AFTER}\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END}(?:\\s+in\\s+(?<moveYear>${WHEN_TEXT})\\b)?|${PLACE_AFTER}${WHERE_TITLE})`,
    "gu",
  ),
  // 'Prior to joining Gulf Coast in 2012, he was …': the employer's start, and the end of the job told next.
  new RegExp(
    `\\b(?:[Pp]rior\\s+to|[Bb]efore)\\s+(?<priorJoin>joining|coming\\s+to|moving\\s+to)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<year>${WHEN_TEXT})\\b)?`,
    "gu",
  ),
  // 'In 2016 we opened our own avionics shop, Prairie Avionics LLC': the person's own business, named.
  new RegExp(
    `\\b(?:opened|started|founded|launched|bought)\\s+(?:my|our|his|her|their)\\s+own\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:shop|business|company|repair\\s+station|firm|operation),\\s+(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'is the owner and director of maintenance of Holt Aero Services': 'of' an organisation by its name.
  new RegExp(
    `\\b(?:is|was|am|as)\\s+(?:currently\\s+|now\\s+)?(?:the\\s+|an?\\s+)(?<title>${TITLE_TEXT})\\s+(?<ofCompany>of)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'serves as Skyline Aviation's quality manager', 'holds the position of T at X'.
  new RegExp(
    `\\b(?:serves|served|is|was|works|worked)\\s+as\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})['’]s\\s+(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  new RegExp(
    `\\b(?:position|role|post)\\s+of\\s+(?<title>${TITLE_TEXT})\\s+(?:at|with|for)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'A former U.S. Army helicopter mechanic, he …': a service and its role, said of the subject.
  new RegExp(
    `\\bformer\\s+(?<company>(?:U\\.S\\.\\s+|Royal\\s+|Canadian\\s+)?(?:Air\\s+Force|Army(?:\\s+National\\s+Guard)?|Navy|Marine\\s+Corps|Coast\\s+Guard|Air\\s+National\\s+Guard))\\s+(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'retired from the Air Force in 2005 after 20 years as a crew chief': the service, its end and role.
  new RegExp(
    `\\b(?:retired|separated|discharged)\\s+from\\s+(?:the\\s+)?(?<retired>)(?<company>${COMPANY_TEXT})(?:\\s+in\\s+(?<retiredYear>${YEAR_TEXT}))?(?:,?\\s+after\\s+(?:[\\p{L}\\d-]+\\s+){1,2}years?\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END})?`,
    "gu",
  ),
  // 'is in her 12th year with Desert Jet Center': an employer still held.
  new RegExp(
    `\\bin\\s+(?:his|her|my|their)\\s+[\\p{L}\\d-]+\\s+years?\\s+(?:with|at)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // '…, who joined the company in 2012, …': the start of the employer just named.
  new RegExp(
    `\\b(?:joined|came\\s+to|started\\s+at)\\s+the\\s+(?:company|firm|shop|team|operator|airline|business)\\s+in\\s+(?<sameYear>${WHEN_TEXT})\\b`,
    "gu",
  ),
  // 'I did my apprenticeship with Bristow Helicopters from 2005 to 2009', 'served his apprenticeship at a
  // small FBO called Prairie Wind Aviation': an apprentice's job.
  new RegExp(
    `\\b(?:did|served|completed|began|started|finished)\\s+(?:my|his|her|their|an?)\\s+(?:[\\p{L}-]+\\s+)?apprenticeship\\s+(?:with|at)\\s+(?:(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,4}?(?:called|named)\\s+|the\\s+)?(?<apprentice>)(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  // 'served with the 1st Marine Aircraft Wing in Okinawa as a QA representative', 'assigned to HMLA-269 as
  // a crew chief': a unit stands for the service named before it.
  new RegExp(
    `\\b(?:served|serving|assigned|posted|stationed|attached)\\s+(?:with|to|in)\\s+(?:the\\s+)?(?<unit>${UNIT_TEXT})${PLACE_AFTER}\\s+as\\s+(?:an?\\s+)?${TYPE_BEFORE_TITLE}(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // '… and has run the maintenance department since 2015': a dated new role at the employer just named,
  // the one the page writes beside the name.
  new RegExp(
    `\\b(?:has|have|had)\\s+(?:run|led|managed|headed|supervised)\\s+(?:the|its|our|their|his|her)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:department|shop|hangar|team|base|division|operation)s?\\s+since\\s+(?<ranSince>${WHEN_TEXT})\\b`,
    "gu",
  ),
  // 'After qualifying I stayed on as a B1 engineer until March 2014', 'they kept me on as …': a new role at
  // the employer just named.
  new RegExp(
    `\\b(?<stayed>stayed|remained|kept\\s+(?:me|him|her)|took\\s+(?:me|him|her))\\s+on\\s+(?:there\\s+)?as\\s+(?:an?\\s+)?(?<title>${TITLE_TEXT})${TITLE_END}`,
    "gu",
  ),
  // 'Joined the Colorado Air Guard and …': a service joined, told without a year or a role.
  new RegExp(`\\b[Jj]oined\\s+the\\s+(?<joinedService>)(?<company>${COMPANY_TEXT})`, "gu"),
  // A staff profile: 'has been our lead mechanic since 2009' (the page's organisation).
  new RegExp(
    `\\b(?:has|have|is)\\s+(?:been\\s+)?(?<our>our|the\\s+shop's|the\\s+company's)\\s+(?<title>${TITLE_TEXT})(?:\\s+(?=since|for)|(?=[.;]))(?:since\\s+(?<ourSince>${YEAR_TEXT})\\b)?`,
    "gu",
  ),
];

/** 'Portuguese Air Force', 'Royal Navy', 'Army National Guard': a service by its name's end. */
const SERVICE_END = /\b(?:Air\s+Force|Army|Navy|Marine\s+Corps|(?:Coast|National|Air)\s+Guard)$/u;

/** ' from 1985 to 1999', ', between 2004 and 2010': the years of the employer just named. */
const DATED_RIGHT_AFTER = new RegExp(
  `^,?\\s+(?:from|between)\\s+${WHEN_TEXT}\\s+(?:to|until|till|through|and|-|–)\\s+(?:${WHEN_TEXT}|present|today|now)\\b`,
  "u",
);

/** 'A&P' told again of an 'A&P mechanic': the same role, or no role said. */
function sameRole(told: string | null, said: string | null): boolean {
  if (!told || !said) return true;
  const [a, b] = [looseName(told), looseName(said)];
  return a.includes(b) || b.includes(a);
}

/** 'March 2015' → '2015-03'; '2015' stays a year. */
function asDate(text: string | undefined, options: DateOptions = {}): string | undefined {
  if (!text) return undefined;
  return findDates(text, options)[0]?.date ?? text;
}

/** 'In 2019 I left Sierra Air Medical', 'left X in 2019': the year that job ended. */
const LEFT = [
  new RegExp(
    `\\b[Ii]n\\s+(?<year>${YEAR_TEXT}),?\\s+(?:I|he|she)\\s+left\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})`,
    "gu",
  ),
  new RegExp(
    `\\b(?:left|leaving)\\s+(?:the\\s+)?(?<company>${COMPANY_TEXT})\\s+in\\s+(?<year>${WHEN_TEXT})\\b`,
    "gu",
  ),
];

/** 'where I was hired in June 2009': the date the job began, written right after 'in'. */
const HIRED_IN = /\b(?:hired|started|began|employed)\b[^.;]{0,40}?\bin\s+/u;

function hiredDate(tail: string, options: DateOptions): string | null {
  const hired = HIRED_IN.exec(tail);
  if (!hired) return null;
  const date = findDates(tail.slice(hired.index + hired[0].length), options)[0];
  return date?.index === 0 ? date.date : null;
}

/** ', a job I've held since 2017': the year the role began, said after it. */
const HELD_SINCE = new RegExp(
  `\\b(?:job|position|role)\\s+(?:I|he|she)(?:'ve|\\s+have|\\s+has|'s)\\s+held\\s+since\\s+(?<year>${YEAR_TEXT})\\b`,
  "u",
);

/** 'before going out on my own in 2016', 'until 2019': the year the job ended. */
const ENDED = new RegExp(
  `\\b(?:before\\s+[^.;]{0,60}?\\bin|(?:until|till)(?:\\s+the\\s+(?:airline|company|shop|operator|business|base)\\s+(?:went\\s+under|closed|folded|shut\\s+down|was\\s+sold)\\s+in)?|(?:leaving|left)(?:\\s+active\\s+duty)?\\s+in)\\s+(?<year>${WHEN_TEXT})\\b`,
  "u",
);

/** 'After leaving the Navy in 1978 he ', 'in March 2018 when I was ': a date just before the move. */
const LEAD_DATE = new RegExp(
  `\\b(?:in\\s+(?<date>${WHEN_TEXT}),?\\s+(?:(?:when|and(?:\\s+then)?|to)\\s+)?(?:(?:I|he|she)\\s+)?(?:was\\s+)?|until\\s+(?<untilDate>${WHEN_TEXT}),?\\s+when\\s+(?:I|he|she)\\s+left\\s+to\\s+)$`,
  "u",
);

const SENTENCE_YEAR = new RegExp(`^\\s*(?:In|By)\\s+(?<year>${YEAR_TEXT}),?\\s+(?:I|he|she|we)\\b`, "u");

export function looseName(name: string | null): string {
  return (name ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The organisation a staff page belongs to: the first name-shaped part of the first lines with
 * organisation evidence ('High Desert Aviation', 'Red Rock Aviation — Meet the Team'), or null.
 */
export function pageOrganisation(document: ResumeDocument): string | null {
  const lines = document.lines.filter((line) => !line.blank).slice(0, 6);
  for (const line of lines) {
    // 'Dwayne Kittredge, Director of Maintenance': a name and a title are no organisation.
    for (const part of line.text.split(/\s+[—–|·•-]\s+|\s*,\s*/)) {
      const text = part.trim();
      if (text.length < 4 || text.length > 60 || /[.!?:]$/.test(text) || /\d/.test(text)) continue;
      if (!/^\p{Lu}/u.test(text) || text.split(/\s+/).length > 6) continue;
      if (companyScore(text) >= 2 && titleScore(text) < 2) return text;
    }
  }
  return null;
}

/** A title line of its own just above the bio ('Lead Mechanic / Inspector' under the name). */
function titleLineAbove(document: ResumeDocument, position: number): string | null {
  const before = document.lines.filter((line) => line.end <= position && !line.blank).slice(-3);
  for (const line of before.reverse()) {
    // 'John Pierce, Chief Inspector': the title beside the name on its line.
    for (const part of line.text.split(/\s+[—–|·•-]\s+|\s*,\s*/).reverse()) {
      const text = part.trim();
      if (text.length > 60 || /[.!?]$/.test(text) || /\d/.test(text)) continue;
      if (titleScore(text) >= 2 && titleScore(text) > companyScore(text)) return text;
    }
  }
  return null;
}

/**
 * A paragraph of running sentences ('Over the next decade Marsh moved to Comair as …'), not a list:
 * twelve words or more, a sentence's end inside it or at its end, and no wide gap.
 */
export function isRunningProse(lines: readonly Line[]): boolean {
  // A wide gap ('Aircraft Mechanic — Kenai Peninsula Air   1998 – 2005') is a layout's, not a sentence's.
  if (lines.some((line) => /\S\s{3,}\S/.test(line.text.trim()))) return false;
  const text = lines.map((line) => line.text).join(" ");
  return text.split(/\s+/).length >= 12 && /[\p{Ll}\d][.!?](?:\s|$)/u.test(text);
}

/**
 * The section without its paragraphs of running prose: a bio's wrapped line that holds a date range
 * ('… with British Airways between September 2006 and August 2010, working on …') is no job heading.
 */
export function withoutRunningProse(section: Section, options: DateOptions = {}): Section {
  const prose = new Set(
    paragraphsOf(section, false)
      .filter((lines) => !lines[0]!.bullet && lines.length > 0 && isRunningProse(lines))
      // A job history run together with inline bullets ('Career so far • Technician at X (2018 –
      // present): … • Mechanic at Y (2013 – 2018): …') is a list, not a bio.
      .filter((lines) => !(lines.length === 1 && inlineJobTexts(lines[0]!.text, options).length > 0))
      .flat(),
  );
  return prose.size === 0 ? section : { ...section, lines: section.lines.filter((line) => !prose.has(line)) };
}

function paragraphsOf(section: Section, proseOnly: boolean): Line[][] {
  const paragraphs: Line[][] = [];
  let paragraph: Line[] = [];
  for (const line of section.lines) {
    if (proseOnly && line.bullet) continue;
    if (line.blank || line.bullet) {
      if (paragraph.length) paragraphs.push(paragraph);
      paragraph = line.blank ? [] : [line];
      continue;
    }
    paragraph.push(line);
  }
  if (paragraph.length) paragraphs.push(paragraph);
  return paragraphs;
}

/** Jobs named in the sentences of the sections' paragraphs, in document order. */
export function proseEmployment(
  document: ResumeDocument,
  sections: readonly Section[],
  proseOnly = false,
  /** Kinds of section read whole; in the others, only paragraphs of running prose (all when absent). */
  wholeKinds?: ReadonlySet<SectionKind>,
): FoundEmployment[] {
  const found: FoundEmployment[] = [];
  let organisation: string | null | undefined;
  let services: { index: number; name: string }[] | undefined;
  // A team page: only the first person's lines (bio-people.ts).
  const subject = firstPersonRange(document);
  // '01/05/2019' is 1 May in a UK engineer's bio (dates.ts).
  const options: DateOptions = { dayFirst: writesDayFirst(document.text) };
  for (const section of sections) {
    const whole = !wholeKinds || wholeKinds.has(section.kind);
    for (const lines of paragraphsOf(section, proseOnly)) {
      if (!whole && (lines[0]!.bullet || !isRunningProse(lines))) continue;
      if (subject && (lines[0]!.start < subject.start || lines[0]!.start >= subject.end)) continue;
      const start = lines[0]!.start;
      const end = lines.at(-1)!.end;
      const starts = sentenceStarts(document.text, start, end);
      const inParagraph: (FoundEmployment & { moveYear?: string })[] = [];
      starts.forEach((sentenceStart, index) => {
        const sentenceEnd = starts[index + 1] ?? end;
        const sentence = document.text.slice(sentenceStart, sentenceEnd).replace(/\s+/g, " ");
        // Every wording above needs one of these words: a sentence without any names no job ('Acme
        // Air Mechanic Inspections.'), and is not matched against them all.
        if (!ANY_ROLE_WORD.test(sentence)) return;
        // Once per sentence: a sentence with many roles in it must not be read again for each.
        const fullTime = isFullTimeFrom(sentence);
        const matches = keepOneOfOverlapping(
          PROSE_ROLES.flatMap((pattern) => [...sentence.matchAll(pattern)]).sort((a, b) => a.index - b.index),
        );
        // 'Prior to joining X in 2012, he was T at Y': the year ends the job told next in the sentence.
        let endsNext: string | undefined;
        matches.forEach((match, position) => {
          // A bio names a handful of employers; a page naming hundreds is not one, and each new job
          // is compared with every earlier one, so more would make the reading quadratic.
          if (found.length + inParagraph.length >= MAX_PROSE_JOBS) return;
          // 'who joined the company in 2012': the start of the employer just named.
          if (match.groups?.sameYear) {
            const named = inParagraph.at(-1) ?? found.at(-1);
            if (named && !named.data.startDate)
              named.data.startDate = asDate(match.groups.sameYear, options) ?? null;
            return;
          }
          // 'I'm a B2 licensed engineer there': the role at the employer just named.
          const thereTitle = match.groups?.thereTitle?.trim();
          if (thereTitle) {
            const named = inParagraph.at(-1);
            if (named && !named.data.positionTitle && titleScore(thereTitle) >= 2)
              named.data.positionTitle = thereTitle;
            return;
          }
          let title =
            (match.groups?.title ?? match.groups?.servedTitle ?? match.groups?.whereTitle)?.trim() ?? null;
          if (title === null && match.groups?.apprentice !== undefined) title = "Apprentice";
          // 'Since 2019 he has been avionics lead at X'; 'been the maintenance department for X' names none.
          const sinceTitle = match.groups?.sinceTitle?.trim();
          if (title === null && sinceTitle && titleScore(sinceTitle) >= 2) title = sinceTitle;
          let company = match.groups?.company
            ?.trim()
            .replace(/[.,]$/, "")
            // 'Textron Aviation's service center': the organisation, not its possessive.
            .replace(/['’]s?$/u, "")
            // A name ends on a name word, not on a connective ('Kenai Peninsula Air and ...').
            .replace(/(?:\s+(?:and|of|&|the|de))+$/i, "");
          // 'has been the company's director of maintenance since 2009': a new role at the employer
          // this paragraph just named, dated like a promotion.
          const theirs =
            match.groups?.our !== undefined && match.groups.our !== "our" && inParagraph.length > 0;
          if (theirs && !match.groups?.ourSince) {
            // 'Today she is the company's chief inspector': the role at the employer just named.
            const named = inParagraph.at(-1)!;
            if (!named.data.positionTitle && title && titleScore(title) >= 2)
              named.data.positionTitle = title;
            return;
          }
          if (theirs) company = inParagraph.at(-1)!.data.companyName ?? undefined;
          else if (match.groups?.our) {
            // Never an employer the page does not name.
            if (organisation === undefined) organisation = pageOrganisation(document);
            if (!organisation) return;
            company = organisation;
            // The line the sentence is written on: a heading-less page runs name, title and bio together.
            const key = match[0].slice(0, 20);
            const line = lines.find((candidate) => candidate.text.replace(/\s+/g, " ").includes(key));
            title = titleLineAbove(document, line?.start ?? sentenceStart) ?? title;
          }
          // A promotion stays with the employer named before it, and so does a role stayed on in.
          if (match.groups?.unit) {
            services ??= [...document.text.matchAll(SERVICE_NAME)].map((service) => ({
              index: service.index,
              name: service[0].replace(/\s+/g, " "),
            }));
            company = serviceBefore(services, sentenceStart + match.index) ?? undefined;
          }
          if (match.groups?.ranSince) {
            // The role the page writes beside the name, above the line the sentence says it on.
            const key = match[0].slice(0, 20);
            const line = lines.find((candidate) => candidate.text.replace(/\s+/g, " ").includes(key));
            title = titleLineAbove(document, line?.start ?? sentenceStart);
          }
          if (match.groups?.promoted || match.groups?.stayed || match.groups?.ranSince)
            company = (inParagraph.at(-1) ?? found.at(-1))?.data.companyName ?? undefined;
          // 'did my apprenticeship from 2005 to 2009 … they kept me on as …': it began when that ended.
          const stayedFrom = match.groups?.stayed
            ? ((inParagraph.at(-1) ?? found.at(-1))?.data.endDate ?? null)
            : null;
          // 'Owner' only where the page calls the person that ('Walter J. Nygaard — Owner, A&P/IA').
          if (match.groups?.founded && /\bowner\b/i.test(headerText(document, 6))) title = "Owner";
          // 'at Tri-County Aviation Services since 2004': the role is the page's title beside the name.
          // 'Lead Mechanic at Tri-County Aviation since 2004': a role written just before the employer.
          if (title === null && match.groups?.since) title = titleJustBefore(sentence.slice(0, match.index));
          // 'has been with Northwoods since 2012': the title line above the bio, when it names one.
          if (
            title === null &&
            company &&
            (match.groups?.since ||
              /\bsince\b/.test(
                match[0] + sentence.slice(match.index + match[0].length, match.index + match[0].length + 12),
              ))
          )
            title = titleBeside(document, company) ?? titleLineAbove(document, sentenceStart);
          // 'line mechanic (2010-2014)': the dates in parentheses are no part of the role.
          if (title) title = title.replace(/\s*\([^()]*\d[^()]*\)$/, "");
          // 'worked as a mechanic for 15 years': a number is no employer.
          if (company && !/\p{L}/u.test(company)) return;
          // 'moved to Alaska as a mechanic': a move names an organisation only when its name says so.
          if ((match.groups?.moveTo || match.groups?.ofCompany) && company && companyScore(company) < 2)
            return;
          if (match.groups?.priorJoin && company) {
            const joined = asDate(match.groups.year, options);
            if (joined) endsNext = joined;
            const named = [...inParagraph, ...found].find((entry) =>
              refersTo(company!, entry.data.companyName),
            );
            if (named) {
              if (!named.data.startDate && joined) named.data.startDate = joined;
              return;
            }
          }
          // 'worked at A, B, and C as an A&P mechanic': the employers listed after the first.
          const named = match.groups?.company?.trim();
          const afterCompany =
            named && match[0].trimEnd().endsWith(named)
              ? sentence.slice(match.index + match[0].trimEnd().length)
              : "";
          const listed = company && !match.groups?.unit ? listedEmployers(company, afterCompany) : null;
          const more = listed?.names ?? [];
          if (listed && title === null) title = listed.title;
          if (listed && company && isPlaceName(company)) company = more.shift();
          if (!company || (title !== null && titleScore(title) < 2)) return;
          // 'worked as an automotive engineer in South Africa': a country or a state is where, not whom.
          if (/\p{Ll}/u.test(company) && regionOf(company)) return;
          // 'joined the Rotary Club': a bare 'joined the X' names a service only.
          if (match.groups?.joinedService !== undefined && !SERVICE_END.test(company)) return;
          // 'as an aviation machinist's mate at NAS New Orleans', 'at East Midlands Airport since 2004':
          // a base or an airport is where the job just named was done, not another employer.
          if (isPlaceName(company)) {
            const named = inParagraph.at(-1);
            if (named && !named.data.positionTitle && title) named.data.positionTitle = title;
            const since = asDate(match.groups?.since, options);
            if (named && !named.data.startDate && since) named.data.startDate = since;
            return;
          }
          // 'I've been with Aleutian since 2004' after 'Aleutian Air Cargo': the same employer's start.
          const earlier =
            title === null
              ? [...inParagraph, ...found].find((entry) => isShortFormOf(company!, entry.data.companyName))
              : undefined;
          if (earlier) {
            const since = asDate(match.groups?.since, options);
            if (!earlier.data.startDate && since) earlier.data.startDate = since;
            return;
          }
          // Without a stated role the company itself must say it is one ('Airlines', 'Flying Service').
          // 'at Novoair – a Bangladeshi airline …': the sentence says it is one.
          // 'worked for Lockwood from 1985 to 1999': a name the sentence dates right after it; 'the
          // Portuguese Air Force': a service says it is one.
          if (
            title === null &&
            companyScore(company) < 2 &&
            !SERVICE_END.test(company) &&
            // 'retired from Boeing': a retirement names the employer it ended.
            match.groups?.retired === undefined &&
            !listed &&
            !describedAsOrganisation(afterCompany) &&
            !DATED_RIGHT_AFTER.test(afterCompany)
          )
            return;
          // Dates belong to the role they follow, up to the next role named in the sentence, or
          // else to the role right after them in the same clause ('spent seven years (2011 to
          // 2018) as a mechanic with X').
          const tail = sentence.slice(match.index, matches[position + 1]?.index ?? sentence.length);
          const previous = matches[position - 1];
          const lead = sentence
            .slice(previous ? previous.index + previous[0].length : 0, match.index)
            .split(";")
            .at(-1)!;
          const range = findDateRanges(tail, options)[0] ?? findDateRanges(lead, options).at(-1);
          const leadDate = LEAD_DATE.exec(lead)?.groups;
          // 'In 2019 I left X and joined Y as …': a year opening the sentence dates its first move.
          const opening =
            (position === 0 ? SENTENCE_YEAR.exec(lead)?.groups?.year : undefined) ??
            asDate(leadDate?.date ?? leadDate?.untilDate, options) ??
            (theirs ? match.groups?.ourSince : undefined) ??
            endOfNamed(lead, [...found, ...inParagraph]);
          const year =
            asDate(match.groups?.year, options) ??
            asDate(match.groups?.lateYear, options) ??
            asDate(match.groups?.detourYear, options) ??
            asDate(match.groups?.since, options) ??
            match.groups?.ourSince ??
            asDate(match.groups?.moveYear, options) ??
            asDate(match.groups?.ranSince, options) ??
            opening ??
            (range ? null : hiredDate(tail, options)) ??
            (range ? null : (HELD_SINCE.exec(tail)?.groups?.year ?? null));
          // 'In 2012 I retired from Cessna': the year told with a retirement is its end.
          const retiredAt =
            match.groups?.retired !== undefined && !match.groups.retiredYear && !range ? year : null;
          const ended = range
            ? null
            : (match.groups?.retiredYear ??
              retiredAt ??
              asDate(ENDED.exec(tail)?.groups?.year, options) ??
              null);
          // 'the director of maintenance for Coastal Bend Aviation and Gulf Shore Charter': two employers.
          // '… as a crew chief before hiring on at Bristow in 2004': the year of the move ends the job before.
          const movedAfter = /\bbefore\s*$/.test(lead) ? year?.slice(0, 4) : undefined;
          const closed = ended ?? (match.groups?.priorJoin ? undefined : endsNext);
          if (!match.groups?.priorJoin) endsNext = undefined;
          // 'is still working as an A&P at Aeroframe Airepairs' after the list that named it: the job
          // already told, not another one.
          const told = [...inParagraph, ...found].find(
            (entry) => !entry.data.endDate && looseName(entry.data.companyName) === looseName(company!),
          );
          if (
            told &&
            !range &&
            !match.groups?.year &&
            !match.groups?.since &&
            sameRole(told.data.positionTitle, title)
          ) {
            if (!told.data.positionTitle && title) told.data.positionTitle = title;
            return;
          }
          const companies = [...splitEmployers(company), ...more];
          companies.forEach((name, part) => {
            const last = part === companies.length - 1;
            inParagraph.push({
              data: {
                companyName: name,
                positionTitle: title,
                // A staff page's organisation is described in its banner, not in the bio's sentence.
                operationCategory: match.groups?.our
                  ? (findOperationCategory(headerText(document))?.category ?? null)
                  : more.length > 0
                    ? // A list's sentence describes none of its items: only a name that says it.
                      (findOperationCategory(name)?.category ?? null)
                    : last
                      ? (findOperationCategory(tail)?.category ?? null)
                      : null,
                workAddress: last ? findLocationInSentence(tail) : null,
                startDate: range?.start ?? (retiredAt ? null : year) ?? stayedFrom,
                endDate: range?.end ?? closed ?? null,
                isFullTime: fullTime,
                responsibilities: null,
              },
              start: sentenceStart,
              end,
              spans: [],
              // 'In 2016 I hired on at X': a year opening the sentence dates the move as well.
              moveYear:
                part === 0
                  ? (asDate(match.groups?.moveYear ?? match.groups?.ranSince, options) ??
                    opening ??
                    movedAfter ??
                    // 'Since 2019 he has been avionics lead at X', '… been there since 2018': a job still
                    // held, told after the one before it, dates the move.
                    asDate(match.groups?.since, options) ??
                    (range && !range.end && /\bsince\s/i.test(tail) ? range.start : undefined))
                  : undefined,
            });
          });
        });
      });
      inParagraph.forEach((entry, index) => {
        // A job's text runs to the next job named in the same paragraph; jobs named in one sentence
        // share its start, so only the last of them keeps the text (never a negative end: a slice
        // to -1 took the whole document for each job of a document's first sentence).
        const next = inParagraph[index + 1];
        if (next) entry.end = Math.max(entry.start, next.start - 1);
        entry.data.responsibilities =
          document.text.slice(entry.start, entry.end).replace(/\s+/g, " ").trim() || null;
        // 'In 2015 I moved to Y' ends the job before it in 2015, named in this paragraph or the last.
        const before = index > 0 ? inParagraph[index - 1] : found.at(-1);
        if (entry.moveYear && before && !before.data.endDate && !isCurrent(before)) {
          if (!before.data.startDate || before.data.startDate.slice(0, 4) <= entry.moveYear)
            before.data.endDate = entry.moveYear;
        }
      });
      // The sentences it was read from, to the next job's: its source.
      found.push(
        ...inParagraph.map(({ moveYear: _moveYear, ...entry }) => ({
          ...entry,
          spans: [{ start: entry.start, end: entry.end }],
        })),
      );
    }
  }
  applyDepartures(document, sections, found);
  const jobs = withoutForwardMentions(found);
  headlineRole(document, jobs);
  return newestRoleFirst(jobs);
}

/**
 * 'Rob Castillo — Director of Maintenance' over 'He joined Sun Valley Aviation in 2010 after 12 years
 * at SkyWest Airlines, where he was a maintenance supervisor': the role a staff page puts beside the
 * name is the one the person holds now: the one dated job still held, the newest, when the bio says
 * no role there.
 */
function headlineRole(document: ResumeDocument, jobs: FoundEmployment[]): void {
  const current = jobs.filter((job) => job.data.startDate && !job.data.endDate);
  if (current.length !== 1) return;
  const job = current[0]!;
  if (job.data.positionTitle || !job.data.startDate) return;
  if (jobs.some((other) => other.data.startDate && other.data.startDate > job.data.startDate!)) return;
  job.data.positionTitle = titleLineAbove(document, job.start);
}

/**
 * 'Prior to joining Tidewater Jet Services in 2012, …' told before 'he has worked for Tidewater Jet
 * Services, where he is director of maintenance': one job, with the role and the dates of both.
 */
function withoutForwardMentions(found: FoundEmployment[]): FoundEmployment[] {
  const dropped = new Set<FoundEmployment>();
  found.forEach((entry, index) => {
    if (entry.data.positionTitle) return;
    const name = looseName(entry.data.companyName);
    const later = found
      .slice(index + 1)
      .find((other) => looseName(other.data.companyName) === name && other.data.positionTitle);
    if (!later) return;
    const [a, b] = [entry.data.startDate, later.data.startDate];
    if (a && b && a !== b) return;
    later.data.startDate ??= entry.data.startDate;
    later.data.endDate ??= entry.data.endDate;
    later.spans = [...entry.spans, ...later.spans];
    dropped.add(entry);
  });
  return dropped.size === 0 ? found : found.filter((entry) => !dropped.has(entry));
}

/** Roles told in order at one employer ('joined as a mechanic, promoted to inspector in 2016'): newest first. */
function newestRoleFirst(found: FoundEmployment[]): FoundEmployment[] {
  const same = (a: FoundEmployment, b: FoundEmployment) => {
    const [x, y] = [looseName(a.data.companyName), looseName(b.data.companyName)];
    return x.length > 0 && y.length > 0 && (x.startsWith(y) || y.startsWith(x));
  };
  const ordered: FoundEmployment[] = [];
  for (let index = 0; index < found.length; ) {
    if (!found[index]!.data.startDate) {
      ordered.push(found[index++]!);
      continue;
    }
    let end = index + 1;
    while (end < found.length && same(found[end]!, found[index]!) && found[end]!.data.startDate) end++;
    const run = found.slice(index, end);
    if (run.length > 1) run.sort((a, b) => b.data.startDate!.localeCompare(a.data.startDate!));
    ordered.push(...run);
    index = end;
  }
  return ordered;
}

const hasDate = (match: RegExpExecArray) =>
  Boolean(match.groups?.since ?? match.groups?.year ?? match.groups?.moveYear ?? match.groups?.lateYear);

const hasTitle = (match: RegExpExecArray) =>
  Boolean(
    match.groups?.title ?? match.groups?.servedTitle ?? match.groups?.whereTitle ?? match.groups?.thereTitle,
  );

/**
 * One reading per stretch of a sentence: the first, unless a reading over the same words names the
 * role and it does not ('started out in the U.S. Navy, where I worked as a plane captain').
 */
function keepOneOfOverlapping(matches: RegExpExecArray[]): RegExpExecArray[] {
  const kept: RegExpExecArray[] = [];
  for (const match of matches) {
    const last = kept.at(-1);
    if (!last || match.index >= last.index + last[0].length) kept.push(match);
    else if (!hasTitle(last) && (hasTitle(match) || (!hasDate(last) && hasDate(match))))
      kept[kept.length - 1] = match;
  }
  return kept;
}

/** 'Coastal Bend Aviation and Gulf Shore Charter': two names, each saying it is an organisation. */
export function splitEmployers(company: string): string[] {
  const parts = company.split(/\s+(?:and|&)\s+/);
  if (parts.length !== 2) return [company];
  const [first, second] = parts as [string, string];
  if (!/^\p{Lu}/u.test(second) || first.split(/\s+/).length < 2 || second.split(/\s+/).length < 2)
    return [company];
  return companyScore(first) >= 2 && companyScore(second) >= 2 ? [first, second] : [company];
}

/** The last words before 'at X' when they are a role ('… | Lead Mechanic'), or null. */
function titleJustBefore(text: string): string | null {
  const words = (text.split(/[,;:|—–·•]/).at(-1) ?? "").trim().split(/\s+/).slice(-6);
  for (let start = 0; start < words.length; start++) {
    const candidate = words.slice(start).join(" ");
    if (
      /^\p{Lu}/u.test(candidate) &&
      titleScore(candidate) >= 2 &&
      titleScore(candidate) > companyScore(candidate)
    )
      return candidate;
  }
  return null;
}

/**
 * The role written beside the employer's name at the top of the page ('Walt Brennan — Chief
 * Inspector, Tri-County Aviation Services'), or a title line above the bio; null when none.
 */
function titleBeside(document: ResumeDocument, company: string): string | null {
  const name = looseName(company);
  for (const line of document.lines.filter((candidate) => !candidate.blank).slice(0, 6)) {
    if (!looseName(line.text).includes(name)) continue;
    for (const part of line.text.split(/\s+[—–|·•-]\s+|\s*,\s*/)) {
      const text = part.trim();
      if (looseName(text) === name || text.length > 60) continue;
      if (titleScore(text) >= 2 && titleScore(text) > companyScore(text)) return text;
    }
  }
  return null;
}

/** A prose job stated as still held ('since 2009', 'currently'). */
function isCurrent(entry: FoundEmployment): boolean {
  return /\b(?:since|currently|now|present)\b/i.test(entry.data.responsibilities ?? "");
}

function headerText(document: ResumeDocument, lineCount = 3): string {
  return document.lines
    .filter((line) => !line.blank)
    .slice(0, lineCount)
    .map((line) => line.text)
    .join(" ");
}

/** 'After the Corps he ', 'Following Horizon, she ': the employer left just before the move. */
const AFTER_NAMED =
  /^\s*(?:After|Following)\s+(?:leaving\s+)?(?:the\s+)?(?<name>\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}),?\s+(?:I|he|she|we)\s+$/u;

/** The end of the job named in 'After the Corps he …', when the bio dated it. */
function endOfNamed(lead: string, named: readonly FoundEmployment[]): string | undefined {
  const mention = AFTER_NAMED.exec(lead)?.groups?.name;
  if (!mention) return undefined;
  const ends = named
    .filter((entry) => entry.data.endDate && refersTo(mention, entry.data.companyName, true))
    .map((entry) => entry.data.endDate!)
    .sort();
  return ends.at(-1);
}

/** 'In 2019 I left Sierra Air Medical': the end year of the job at Sierra Air Medical. */
function applyDepartures(document: ResumeDocument, sections: readonly Section[], found: FoundEmployment[]) {
  if (found.length === 0) return;
  const options: DateOptions = { dayFirst: writesDayFirst(document.text) };
  for (const section of sections) {
    const text = document.text.slice(section.start, section.end).replace(/\s+/g, " ");
    for (const pattern of LEFT) {
      for (const match of text.matchAll(pattern)) {
        const afterThe = /\s+the\s+$/.test(match[0].slice(0, match[0].indexOf(match.groups!.company!)));
        const entry = found.find((candidate) =>
          refersTo(match.groups!.company!, candidate.data.companyName, afterThe),
        );
        if (entry && !entry.data.endDate) entry.data.endDate = asDate(match.groups!.year!, options) ?? null;
      }
    }
  }
}
