// What a bulk-import card may propose (docs/decisions/0060-contact-never-guessed.md): an address
// only when the document states it whole and as the person's own, by the resume reader's rules
// whichever extractor read it; and the lines the name and address came from, for the administrator.

import type { ImportContact } from "@domain/schemas/import-contact";
import { findAddresses } from "../../lib/extraction/builtin/contact";
import { splitSections } from "../../lib/extraction/builtin/sections";
import { prepareDocument } from "../../lib/extraction/builtin/text";

const MAX_LINE = 200;

export interface VettedContact {
  /** The address to propose, or null when the document states none whole and as the person's. */
  email: string | null;
  contact: ImportContact;
}

const loose = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]+/gu, " ")
    .trim();

function shown(text: string | undefined): string | null {
  if (!text) return null;
  const trimmed = text.replace(/\s{2,}/g, "  ").trim();
  return trimmed.length > MAX_LINE ? `${trimmed.slice(0, MAX_LINE - 1)}…` : trimmed;
}

/** The first line that holds every word of the name ('Jane Doe' in 'JANE M. DOE, A&P'). */
function lineOfName(lines: readonly string[], fullName: string | null): string | null {
  const words = loose(fullName ?? "")
    .split(" ")
    .filter((word) => word.length > 1);
  if (words.length === 0) return null;
  const line = lines.find((text) => {
    const have = new Set(loose(text).split(" "));
    return words.every((word) => have.has(word));
  });
  return shown(line);
}

/**
 * The proposed address if the document states it whole and as the person's; when the reader proposed
 * one the document does not state whole, the first it does; otherwise none. Without the document's text, only a role mailbox can be refused.
 */
export function vetContact(
  text: string | null,
  proposed: { fullName: string | null; email: string | null },
): VettedContact {
  if (text === null) {
    return {
      email: null,
      contact: { nameLine: null, emailLine: null, doubtfulAddresses: [] },
    };
  }
  const document = prepareDocument(text);
  const found = findAddresses(document, splitSections(document));
  // A wrapped address: the line it starts on and the next one, which holds the rest.
  const lineOf = (item: { address: string; line: number }) => {
    const here = document.lines[item.line]?.text ?? "";
    const next = document.lines[item.line + 1]?.text ?? "";
    return shown(here.includes(item.address) ? here : `${here} ⏎ ${next}`);
  };
  const own = found.filter((item) => !item.setAside);
  const wanted = proposed.email?.toLowerCase() ?? null;
  // The reader's address when the document states it whole; one it cut or joined wrongly gives way to
  // the document's own whole address. Nothing proposed by the reader: nothing is (never a guess).
  const chosen =
    own.find((item) => item.address.toLowerCase() === wanted) ?? (wanted ? (own[0] ?? null) : null);
  const doubtful: ImportContact["doubtfulAddresses"] = found
    .filter((item) => item.setAside === "role" || item.setAside === "wrapped")
    .map((item) => ({
      address: item.address,
      reason: item.setAside as "role" | "wrapped",
      line: lineOf(item),
    }));
  // An address the reader proposed that the document does not state whole: shown, never proposed.
  if (wanted && !found.some((item) => item.address.toLowerCase() === wanted)) {
    const line = document.lines.find((item) => item.text.toLowerCase().includes(wanted));
    doubtful.push({ address: proposed.email!, reason: "not_whole", line: shown(line?.text) });
  }
  return {
    email: chosen?.address ?? null,
    contact: {
      nameLine: lineOfName(
        document.lines.map((line) => line.text),
        proposed.fullName,
      ),
      emailLine: chosen ? lineOf(chosen) : null,
      doubtfulAddresses: doubtful.filter(
        (item, index) =>
          doubtful.findIndex((other) => other.address.toLowerCase() === item.address.toLowerCase()) === index,
      ),
    },
  };
}
