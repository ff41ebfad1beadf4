// Whether an e-mail address can be a person's own (docs/decisions/0060-contact-never-guessed.md).
// One rule for the resume reader, bulk import and the client: a shared or role mailbox
// ('service@', 'info@', 'careers@') reaches whoever reads the organisation's mail, not the person.

/** Words a shared mailbox is made of; a local part of only these words (and digits) is a role. */
const ROLE_WORDS = new Set([
  "service",
  "services",
  "customerservice",
  "info",
  "information",
  "contact",
  "contactus",
  "office",
  "admin",
  "administrator",
  "administration",
  "sales",
  "support",
  "help",
  "helpdesk",
  "desk",
  "hr",
  "humanresources",
  "people",
  "jobs",
  "job",
  "careers",
  "career",
  "recruiting",
  "recruitment",
  "recruiter",
  "talent",
  "hiring",
  "apply",
  "applications",
  "maintenance",
  "mx",
  "mro",
  "parts",
  "dispatch",
  "frontdesk",
  "reception",
  "hello",
  "hi",
  "ops",
  "operations",
  "team",
  "shop",
  "hangar",
  "noreply",
  "donotreply",
  "no",
  "reply",
  "do",
  "not",
  "mail",
  "email",
  "webmaster",
  "postmaster",
  "billing",
  "accounts",
  "accounting",
  "finance",
  "training",
  "quality",
  "safety",
  "marketing",
  "press",
  "media",
  "enquiries",
  "enquiry",
  "inquiries",
  "inquiry",
  "general",
  "main",
  "scheduling",
  "schedule",
  "records",
  "techops",
  "engineering",
  "control",
  "center",
  "centre",
  "dept",
  "department",
  "group",
  "staff",
  "crew",
  "line",
  "base",
  "station",
  "us",
  "all",
  "bookings",
  "booking",
  "charter",
  "fbo",
  "flightops",
  "avionics",
  "aog",
  "welcome",
  "orders",
  "purchasing",
  "procurement",
  "logistics",
  "stores",
  "planning",
  "compliance",
  "legal",
  "privacy",
  "security",
]);

/** 'service@acme.com', 'parts-sales@…', 'maintenance.control@…', 'no-reply@…': an organisation's mailbox. */
export function isRoleMailbox(address: string): boolean {
  const local = address.split("@")[0]?.toLowerCase() ?? "";
  const words = local.split(/[._+-]+/).filter((word) => word !== "" && !/^\d+$/.test(word));
  return words.length > 0 && words.every((word) => ROLE_WORDS.has(word));
}

/** Generic top-level domains people's addresses end in; every two-letter one is a country's. */
const GENERIC_TLDS = new Set([
  "com",
  "net",
  "org",
  "edu",
  "gov",
  "mil",
  "int",
  "info",
  "biz",
  "aero",
  "name",
  "pro",
  "mobi",
  "app",
  "dev",
  "email",
  "me",
  "online",
  "xyz",
  "tech",
  "site",
  "coop",
  "museum",
  "travel",
  "jobs",
  "cloud",
  "live",
]);

/** The last label of the address's domain is a top-level domain ('com', 'uk'); 'comm' or 'c' is not. */
export function hasKnownTopLevelDomain(address: string): boolean {
  const tld = address.split(".").at(-1)?.toLowerCase() ?? "";
  return /^[a-z]{2}$/.test(tld) || GENERIC_TLDS.has(tld);
}

const looseLetters = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/**
 * The trainee's own address on a certificate (docs/decisions/0060-contact-never-guessed.md): a
 * certificate writes the provider's and the instructor's addresses far more often than the trainee's,
 * so an address counts only when the certificate labels it as the trainee's ('Trainee e-mail:',
 * 'Participant email:') or its local part spells the trainee's last name and their first name or
 * initial ('jane.doe@', 'jdoe@'); whole and not a role mailbox. None, or two such, give null.
 */
const TRAINEE_ADDRESS_LABEL =
  /\b(?:trainee|participant|student|learner|attendee|delegate|candidate|employee)'?s?\s+e-?mail(?:\s+address)?\s*[:\-–]?\s*$/i;

export function traineeAddressIn(text: string, traineeName: string | null): string | null {
  const words = (traineeName ?? "")
    .split(/[\s,]+/)
    .map(looseLetters)
    .filter((word) => word.length > 0);
  if (words.length < 2) return null;
  const first = words[0]!;
  const last = words.at(-1)!;
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    const address = match[0].replace(/\.$/, "").toLowerCase();
    if (isRoleMailbox(address) || !hasKnownTopLevelDomain(address)) continue;
    const lineStart = text.lastIndexOf("\n", match.index) + 1;
    const labelled = TRAINEE_ADDRESS_LABEL.test(text.slice(lineStart, match.index));
    const local = looseLetters(address.split("@")[0]!);
    const spellsName =
      last.length > 1 && local.includes(last) && (local.includes(first) || local.startsWith(first[0]!));
    if (labelled || spellsName) found.add(address);
  }
  return found.size === 1 ? [...found][0]! : null;
}
