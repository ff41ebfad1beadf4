// EASA and UK Part-66 aircraft maintenance licences ('UK Part-66 Aircraft Maintenance Licence B1.3 /
// B2 — Licence No. UK.66.208814F') as certifications, wherever the resume states them: in a licence
// section or in the header. The FAA A&P is read by personal.ts; these are never an A&P number.

import type { Certification } from "@domain/schemas/resume-data";

const PART_66 = /\bPart[\s-]?66\b/i;
/** Licence numbers carry the state's code and 66: 'UK.66.208814F', 'IE.66.12345'. */
const PART_66_NUMBER = /\b(?:[A-Z]{2,3}[.\s/-]?)?66[.\s/-][A-Z0-9]{3,12}\b/;
const CATEGORIES =
  /\b(?:B1(?:\.[1-4])?|B2L?|B3|A[1-4]?|C|L\d?)(?:\s*\/\s*(?:B1(?:\.[1-4])?|B2L?|B3|A[1-4]?|C))*(?=[\s,;)]|$)/;
const AUTHORITY = /\b(EASA|UK|CAA|IAA|AESA|LBA|DGAC|ENAC)\b/;

export function part66Number(text: string): string | null {
  return PART_66_NUMBER.exec(text)?.[0] ?? null;
}

/** One certification per line that names a Part-66 licence. */
export function findPart66Licences(lines: readonly string[]): Certification[] {
  const found: Certification[] = [];
  for (const line of lines) {
    if (line.length > 200 || !PART_66.test(line)) continue;
    const authority = AUTHORITY.exec(line)?.[1];
    const afterPart = line.slice(line.search(PART_66));
    const categories = CATEGORIES.exec(afterPart)?.[0].replace(/\s+/g, "");
    const name = [authority === "CAA" ? "UK" : authority, "Part-66 Aircraft Maintenance Licence", categories]
      .filter(Boolean)
      .join(" ");
    if (found.some((item) => item.name === name)) continue;
    found.push({ name, number: part66Number(line), issuedOn: null, expiresOn: null });
  }
  return found;
}
