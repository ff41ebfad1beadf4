// The trainee's own address on a certificate (docs/decisions/0060-contact-never-guessed.md). A
// certificate writes the provider's and the instructor's addresses far more often than the trainee's,
// so an address counts only when the certificate labels it as the trainee's ('Trainee e-mail:',
// 'Participant email:') or its local part spells the trainee's last name and their first name or
// initial ('jane.doe@', 'jdoe@'). Addresses are found as on resumes: whole, joined across a line break
// only when certain, never a role mailbox. None, or two such, give null.

import { findAddresses } from "../builtin/contact";
import { splitSections } from "../builtin/sections";
import { prepareDocument } from "../builtin/text";

const TRAINEE_ADDRESS_LABEL =
  /\b(?:trainee|participant|student|learner|attendee|delegate|candidate|employee)'?s?\s+e-?mail(?:\s+address)?\s*[:\-–]?\s*$/i;

const looseLetters = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

export function traineeAddressIn(text: string, traineeName: string | null): string | null {
  const words = (traineeName ?? "")
    .split(/[\s,]+/)
    .map(looseLetters)
    .filter((word) => word.length > 0);
  if (words.length < 2) return null;
  const first = words[0]!;
  const last = words.at(-1)!;
  const document = prepareDocument(text);
  const chosen = new Set<string>();
  for (const found of findAddresses(document, splitSections(document))) {
    if (found.setAside === "role" || found.setAside === "wrapped") continue;
    const line = document.lines[found.line]?.text ?? "";
    const at = line.toLowerCase().indexOf(found.address.toLowerCase());
    const labelled = at >= 0 && TRAINEE_ADDRESS_LABEL.test(line.slice(0, at));
    const local = looseLetters(found.address.split("@")[0]!);
    const spellsName =
      last.length > 1 && local.includes(last) && (local.includes(first) || local.startsWith(first[0]!));
    if (labelled || spellsName) chosen.add(found.address.toLowerCase());
  }
  return chosen.size === 1 ? [...chosen][0]! : null;
}
