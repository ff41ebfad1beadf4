// A page about several people (a team page: 'Dana Whitlock — Director of Maintenance' over her bio,
// then 'Luis Ortega — Avionics Manager' over his): its subject is the first person it introduces, and
// only that person's lines tell their jobs; two people's careers are never mixed.

import { companyScore, titleScore } from "./header";
import { parseName } from "./personal";
import type { Line, ResumeDocument } from "./text";

/** Where a person's heading line splits into the name and the role beside it. */
const SEPARATOR = /\s+[—–|·]\s+|\s+-\s+|\s*,\s+/;

function isRole(text: string): boolean {
  const role = text.trim();
  return role.length <= 60 && titleScore(role) >= 2 && titleScore(role) > companyScore(role);
}

/** 'Dana Whitlock — Director of Maintenance', or 'Angela Strand' over 'Senior Avionics Technician'. */
function introducesPerson(line: Line, next: Line | undefined): boolean {
  const text = line.text.trim();
  if (text.length > 90 || /[.!?:]$/.test(text)) return false;
  const [name, role, ...rest] = text.split(SEPARATOR);
  if (!name || !parseName(name)) return false;
  if (role !== undefined) return rest.length <= 1 && isRole(role);
  return next !== undefined && !next.blank && !/[.!?]$/.test(next.text.trim()) && isRole(next.text);
}

/**
 * The character range of the first person's lines on a page that introduces two people or more
 * (from their heading to the next person's), or null for a page about one person or nobody.
 */
export function firstPersonRange(document: ResumeDocument): { start: number; end: number } | null {
  const lines = document.lines;
  const starts: number[] = [];
  for (let index = 0; index < lines.length && starts.length < 2; index++) {
    const line = lines[index]!;
    if (line.blank) continue;
    if (introducesPerson(line, lines[index + 1])) starts.push(line.start);
  }
  return starts.length === 2 ? { start: starts[0]!, end: starts[1]! } : null;
}
