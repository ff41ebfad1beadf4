// The person's own e-mail address, never a guess (docs/decisions/0060-contact-never-guessed.md): an
// address is taken only when the document states it whole and as the person's. A shared mailbox
// ('service@') is the organisation's; a reference's address is the reference's; an address that a
// PDF wrapped onto the next line is joined only when the join is certain, otherwise left out.

import { hasKnownTopLevelDomain, isRoleMailbox } from "@domain/contact-address";
import type { Section } from "./sections";
import type { Line, ResumeDocument } from "./text";

const ADDRESS = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const WHOLE_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Address characters that open the next line: 'ple.com', 'example.com'. */
const CONTINUATION = /^[a-z0-9][a-z0-9.-]*(?=\s|$)/;
/** An address cut before its domain was complete: 'jane.doe@', 'jane.doe@example.'. */
const CUT_TAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]*$/;

/** 'jane.doe [at] example [dot] com', 'jane (at) example.net': an address written against harvesters. */
const OBFUSCATED =
  /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+)\s*[[(]\s*at\s*[\])]\s*([A-Za-z0-9-]+(?:\s*(?:\.|[[(]\s*dot\s*[\])])\s*[A-Za-z0-9-]+)+)/gi;

export type SetAsideReason = "role" | "reference" | "wrapped";

export interface FoundAddress {
  address: string;
  /** Index in document.lines of the line it starts on. */
  line: number;
  /** Why it is not the person's own address; absent when it is. */
  setAside?: SetAsideReason;
}

const REFERENCES_HEADING = /^\W*(?:professional\s+|personal\s+|work\s+)?(?:references?|referees?)\b/i;
/** Words that introduce someone else's details: 'Reference:', 'Supervisor: Jim Hale'. */
const SOMEONE_ELSE = /\b(?:references?|referee|supervisor|contact person|reports? to|point of contact)\b/i;

function nextNonBlank(lines: readonly Line[], index: number): Line | undefined {
  for (let at = index + 1; at < lines.length && at <= index + 2; at++) {
    if (!lines[at]!.blank) return lines[at];
  }
  return undefined;
}

/** A next line that only finishes an address's last label: 'm' after '…@example.co', '.uk'. */
const LABEL_TAIL = /^\.?[a-z]{1,6}$/;

/**
 * The address that ends a line, with what the next line adds: the whole address when the parts are
 * certain (the next line holds only the rest of the last label and a known top-level domain
 * completes it), the address as written when the next line does not continue it, and uncertain
 * when the next line looks like a continuation that does not make a whole address.
 */
function completeAtLineEnd(written: string, next: Line | undefined): { address: string; certain: boolean } {
  const fragment = next?.text.trim() ?? "";
  if (!LABEL_TAIL.test(fragment)) return { address: written, certain: true };
  const joined = `${written}${fragment}`;
  if (WHOLE_ADDRESS.test(joined) && hasKnownTopLevelDomain(joined) && !joined.includes(".."))
    return { address: joined, certain: true };
  return { address: written, certain: false };
}

/** 'jane.' / 'doe@example.com': a line of its own that holds the start of the local part. */
function localPartBefore(lines: readonly Line[], index: number): string | null {
  const before = lines[index - 1]?.text.trim() ?? "";
  return /^[a-z0-9][a-z0-9._-]{0,30}[._-]$/.test(before) ? before : null;
}

/** Every e-mail address the document states, joined across a line break when that is certain. */
export function findAddresses(document: ResumeDocument, sections: readonly Section[]): FoundAddress[] {
  const found: FoundAddress[] = [];
  const { lines } = document;
  for (const line of lines) {
    if (line.blank) continue;
    const text = line.text.trimEnd();
    const matches = [...text.matchAll(ADDRESS)];
    for (const match of matches) {
      if (match.index === 0) {
        const start = localPartBefore(lines, line.index);
        if (start) {
          found.push({ address: `${start}${match[0]}`, line: line.index - 1 });
          continue;
        }
      }
      const atEnd = match.index + match[0].length === text.length;
      if (!atEnd) {
        found.push({ address: match[0], line: line.index });
        continue;
      }
      const next = nextNonBlank(lines, line.index);
      const completed = completeAtLineEnd(match[0], next);
      found.push({
        address: completed.address,
        line: line.index,
        ...(completed.certain ? {} : { setAside: "wrapped" as const }),
      });
    }
    for (const match of text.includes("at") ? text.matchAll(OBFUSCATED) : []) {
      const domain = match[2]!.replace(/\s*[[(]\s*dot\s*[\])]\s*|\s*\.\s*/gi, ".");
      const address = `${match[1]}@${domain}`;
      if (WHOLE_ADDRESS.test(address) && hasKnownTopLevelDomain(address))
        found.push({ address, line: line.index });
    }
    // 'jane.doe@' / 'example.com': no address on the line alone, a whole one with the next line.
    const lastEnd = matches.at(-1) ? matches.at(-1)!.index + matches.at(-1)![0].length : 0;
    const rest = text.slice(lastEnd);
    const cut = rest.includes("@") ? CUT_TAIL.exec(rest) : null;
    if (cut) {
      const next = nextNonBlank(lines, line.index);
      const fragment = next ? CONTINUATION.exec(next.text)?.[0] : undefined;
      const joined = `${cut[0]}${fragment ?? ""}`;
      if (fragment && WHOLE_ADDRESS.test(joined) && hasKnownTopLevelDomain(joined)) {
        found.push({ address: joined, line: line.index });
      }
    }
  }
  const others = someoneElsesLines(document, sections);
  return found.map((item) => ({ ...item, setAside: item.setAside ?? whyNotOwn(item, others) }));
}

/**
 * The lines that give someone else's details: a References section, or a block ('Supervisor: Jim
 * Hale', 'Reference:') whose line or one of the two above it says so. The header is the person's.
 */
export function someoneElsesLines(document: ResumeDocument, sections: readonly Section[]): Set<number> {
  const found = new Set<number>();
  const header = new Set<number>();
  for (const section of sections) {
    const lines = section.lines.map((line) => line.index);
    if (section.kind === "header") for (const index of lines) header.add(index);
    else if (section.heading && REFERENCES_HEADING.test(section.heading))
      for (const index of lines) found.add(index);
  }
  let lastMention = -10;
  for (const line of document.lines) {
    if (line.blank) {
      lastMention = -10;
      continue;
    }
    if (SOMEONE_ELSE.test(line.text)) lastMention = line.index;
    if (line.index - lastMention <= 2 && !header.has(line.index)) found.add(line.index);
  }
  return found;
}

function whyNotOwn(item: FoundAddress, others: ReadonlySet<number>): SetAsideReason | undefined {
  if (isRoleMailbox(item.address)) return "role";
  return others.has(item.line) ? "reference" : undefined;
}

/** The person's own address: the first one the document states whole and as theirs. */
export function ownAddress(found: readonly FoundAddress[]): FoundAddress | null {
  return found.find((item) => !item.setAside) ?? null;
}
