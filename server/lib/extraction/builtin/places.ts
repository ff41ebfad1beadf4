// Work locations written as 'City, ST', 'City ST', 'City, State' or 'City, Country', returned as
// 'City, ST' (US states and Canadian provinces by their code) or 'City, Country'.

const STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "Virgin Islands",
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
};

const STATE_BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));

const COUNTRIES = [
  "Afghanistan",
  "Argentina",
  "Australia",
  "Austria",
  "Bahamas",
  "Bahrain",
  "Belgium",
  "Bermuda",
  "Brazil",
  "Canada",
  "Chile",
  "China",
  "Colombia",
  "Costa Rica",
  "Croatia",
  "Czech Republic",
  "Denmark",
  "Djibouti",
  "Dominican Republic",
  "Ecuador",
  "Egypt",
  "El Salvador",
  "England",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Guatemala",
  "Honduras",
  "Hong Kong",
  "Hungary",
  "Iceland",
  "India",
  "Indonesia",
  "Iraq",
  "Ireland",
  "Israel",
  "Italy",
  "Jamaica",
  "Japan",
  "Jordan",
  "Kenya",
  "Korea",
  "South Korea",
  "Kuwait",
  "Kosovo",
  "Luxembourg",
  "Malaysia",
  "Malta",
  "Mexico",
  "Morocco",
  "Netherlands",
  "New Zealand",
  "Nicaragua",
  "Nigeria",
  "Norway",
  "Oman",
  "Pakistan",
  "Panama",
  "Peru",
  "Philippines",
  "Poland",
  "Portugal",
  "Qatar",
  "Romania",
  "Saudi Arabia",
  "Scotland",
  "Singapore",
  "South Africa",
  "Spain",
  "Sweden",
  "Switzerland",
  "Taiwan",
  "Thailand",
  "Trinidad and Tobago",
  "Turkey",
  "UAE",
  "United Arab Emirates",
  "United Kingdom",
  "UK",
  "Ukraine",
  "Uruguay",
  "USA",
  "United States",
  "United States of America",
  "Venezuela",
  "Vietnam",
  "Wales",
];
const COUNTRY_BY_NAME = new Map(COUNTRIES.map((name) => [name.toLowerCase(), name]));

/** A state or province (code or name) or a country, in the spelling it is written back as. */
export function regionOf(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, "");
  // USAJOBS writes the country after the state: 'OK United States', 'TX US'.
  const stateOnly = trimmed.replace(
    /^([A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?)\s+(?:United States(?: of America)?|USA|US|Canada)$/,
    "$1",
  );
  const zipless = stateOnly.replace(/\s+\d{5}(?:-\d{4})?$/, "").replace(/\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/, "");
  if (/^[A-Z]{2}$/.test(zipless) && STATES[zipless]) return zipless;
  if (/^[A-Z]\.[A-Z]\.?$/.test(zipless)) {
    const code = zipless.replace(/\./g, "");
    if (STATES[code]) return code;
  }
  const byName = STATE_BY_NAME.get(zipless.toLowerCase());
  if (byName) return byName;
  return COUNTRY_BY_NAME.get(zipless.toLowerCase()) ?? null;
}

/** Words a city name is made of: 'St. Louis', 'Winston-Salem', 'Savannah ANGB', "Coeur d'Alene". */
const CITY =
  /^(?:[\p{Lu}][\p{L}'.-]*|ANGB|AFB|NAS|JB|de|del|la|le|d'[\p{Lu}][\p{L}]*)(?:\s+(?:[\p{Lu}][\p{L}'.-]*|de|del|la|le|of|d'[\p{Lu}][\p{L}]*)){0,3}$/u;

export function isCityName(text: string): boolean {
  return CITY.test(text.trim());
}

/** 'Miami FL' or 'Bozeman MT 59715' as one piece: the city and the region, else null. */
export function splitGluedLocation(text: string): { city: string; region: string } | null {
  const match = /^(.*\S)\s+([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(text.trim());
  if (!match || !STATES[match[2]!] || !isCityName(match[1]!)) return null;
  return { city: match[1]!, region: match[2]! };
}

export function formatLocation(city: string, region: string): string {
  return `${city.trim()}, ${region}`;
}

/** A whole piece that is a location: 'Memphis, TN 38118', 'Mesa, Arizona', 'Lisbon, Portugal', 'Miami FL'. */
export function parseLocation(text: string): string | null {
  const trimmed = text.trim();
  const comma = /^(.+?),\s*([^,]+)$/.exec(trimmed);
  if (comma && isCityName(comma[1]!)) {
    const region = regionOf(comma[2]!);
    if (region) return formatLocation(comma[1]!, region);
  }
  // LinkedIn's 'Wichita, Kansas, United States': the city and its state.
  const three = /^([^,]+),\s*([^,]+),\s*([^,]+)$/.exec(trimmed);
  if (three && isCityName(three[1]!) && regionOf(three[3]!)) {
    const region = regionOf(three[2]!);
    if (region) return formatLocation(three[1]!, region);
  }
  const glued = splitGluedLocation(trimmed);
  return glued ? formatLocation(glued.city, glued.region) : null;
}

/** 'in Wichita, KS' / 'in Manhattan, Kansas' inside a sentence. */
export function findLocationInSentence(text: string): string | null {
  const pattern =
    /\b(?:in|at|near|out of|based in)\s+((?:[\p{Lu}][\p{L}'.-]*\s?){1,3}),\s*([A-Z]{2}|[\p{Lu}][\p{L}]+(?:\s[\p{Lu}][\p{L}]+)?)\b/gu;
  for (const match of text.matchAll(pattern)) {
    const region = regionOf(match[2]!);
    if (region) return formatLocation(match[1]!.trim(), region);
  }
  return null;
}
