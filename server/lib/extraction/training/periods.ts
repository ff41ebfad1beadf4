// Validity periods ('valid for 24 months', 'Recurrency: 2 years', 'recurrent training every 24
// months') and course hours ('16 hours', 'Duration: 8 hrs', '7.5 contact hours').

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
  "twenty-four": 24,
  thirty: 30,
  "thirty-six": 36,
};
const AMOUNT =
  "(?<amount>\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six|thirty)";
const UNIT = "(?<unit>months?|mos?\\.?|years?|yrs?\\.?|calendar months?|calendar years?)";

/**
 * A validity written as a phrase anywhere in the text: a word that speaks of validity or recurrence,
 * then within a few words the period ('Recurrent training is required at least once every 36
 * months', 'expires 24 months from the date of issue', 'valid for a period of two years', 'next
 * training due within 24 months').
 */
const VALIDITY_PHRASE = new RegExp(
  `(?:valid(?:ity)?|recurren(?:t|cy|ce)|renew(?:ed|al)?|refresher|revalidat(?:e|ion)|expires?|every|due)(?![\\p{L}])[^.\\n\\d]{0,40}?[: (]\\(?${AMOUNT}(?: \\(\\d{1,3}\\))?[ -]${UNIT}(?![\\p{L}])`,
  "iu",
);
/** A labelled validity value: '24 months', '2 years'. */
const VALIDITY_VALUE = new RegExp(`^\\(?${AMOUNT}(?: \\(\\d{1,3}\\))?[ -]${UNIT}(?![\\p{L}])`, "iu");

function months(groups: Record<string, string | undefined>): number | null {
  const raw = groups.amount!.toLowerCase();
  const amount = NUMBER_WORDS[raw] ?? Number(raw);
  const perUnit = /^(?:y|calendar y)/i.test(groups.unit!) ? 12 : 1;
  const total = amount * perUnit;
  return total >= 1 && total <= 240 ? total : null;
}

export function validityMonthsIn(text: string): number | null {
  const match = VALIDITY_PHRASE.exec(text);
  return match?.groups ? months(match.groups) : null;
}

export function validityMonthsOfValue(value: string): number | null {
  const match = VALIDITY_VALUE.exec(value.trim()) ?? VALIDITY_PHRASE.exec(value);
  return match?.groups ? months(match.groups) : null;
}

const HOURS_PHRASE =
  /(?<![\p{L}\d.,/-])(?<amount>\d{1,4}(?:[.,]\d{1,2})?)[ -]?(?:contact |training |course |classroom |instructional |credit |total |theory |practical )?(?:hours?|hrs\.?|hr\.?)(?![\p{L}])/iu;
/** '16', '8 h', '1 h 45 min': a labelled amount, perhaps with its minutes. */
const HOURS_VALUE =
  /^(?<amount>\d{1,4}(?:[.,]\d{1,2})?)(?:(?:\s*(?:h|hours?|hrs?\.?)(?![\p{L}]))?\s*(?:\(|$)|\s*(?:h|hours?|hrs?\.?) ?(?=\d{1,2} ?(?:min|mins|minutes)(?![\p{L}])))/iu;

function hoursOf(amount: string): number | null {
  const value = Number(amount.replace(",", "."));
  return Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;
}

/** '2 hrs 30 min': the minutes after the hours. */
const MINUTES_AFTER = /^ ?(\d{1,2}) ?(?:min|mins|minutes)(?![\p{L}])/iu;

function withMinutes(hours: number | null, rest: string): number | null {
  const minutes = MINUTES_AFTER.exec(rest)?.[1];
  return hours !== null && minutes ? Math.round((hours + Number(minutes) / 60) * 100) / 100 : hours;
}

/** '16 hours' in running text (one line: a number ending the line above is not its amount). */
export function hoursIn(text: string): number | null {
  const match = HOURS_PHRASE.exec(text);
  return match?.groups
    ? withMinutes(hoursOf(match.groups.amount!), text.slice(match.index + match[0].length))
    : null;
}

/** '6:30', '1:45 h': a length in hours and minutes; never a time of day ('10:32 AM'). */
const HOURS_CLOCK = /^(\d{1,3}):([0-5]\d)(?: ?(?:h|hrs?|hours))?$/i;

const MINUTES_ONLY = /^(\d{1,4}) ?(?:min|mins|minutes)(?![\p{L}])/iu;

/** A labelled value: '16', '16 hours', '8 h', '90 minutes', but not '3 days'. */
export function hoursOfValue(value: string): number | null {
  const trimmed = value.trim();
  const match = HOURS_VALUE.exec(trimmed) ?? HOURS_PHRASE.exec(trimmed);
  if (match?.groups)
    return withMinutes(hoursOf(match.groups.amount!), trimmed.slice(match.index + match[0].length));
  // 'Duration: 90 minutes': a course timed in minutes.
  const minutes = MINUTES_ONLY.exec(trimmed)?.[1];
  if (minutes) return hoursOf(String(Math.round((Number(minutes) / 60) * 100) / 100));
  // 'Duration: 6:30': hours and minutes as a clock writes them.
  const clock = HOURS_CLOCK.exec(trimmed);
  if (clock) return hoursOf(String(Math.round((Number(clock[1]) + Number(clock[2]) / 60) * 100) / 100));
  // 'Eight (8)': the figure written beside the word.
  const figure = /^\p{L}{3,12} \((\d{1,4}(?:[.,]\d{1,2})?)\)/u.exec(trimmed)?.[1];
  return figure ? hoursOf(figure) : null;
}
