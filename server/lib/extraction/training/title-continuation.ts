// Whether the line under a title goes on with it, by how it is written. A PDF's text has no blank
// lines, so whatever follows a title sits right under it: a title in capitals goes on in capitals
// ('FUEL TANK SAFETY (FTS) PHASE 1 & 2' over 'AND CDCCL AWARENESS'), one in title case in title case;
// a line in sentence case under a title in title case ('Instructor-led classroom session') is not more
// of it, nor is a line naming a number ('Employee No. 20981', 'Course Code HF-201').

import labelData from "./data/labels.json";

type Style = "capitals" | "title" | "sentence" | "neutral";

const MIN_STYLED_WORDS = 3;
/** Small words a title keeps in lower case. */
const SMALL = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "&",
]);

function letterWords(line: string): string[] {
  return line.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
}

function styleOf(line: string): Style {
  const words = letterWords(line);
  if (words.length < MIN_STYLED_WORDS) return "neutral";
  if (!/\p{Ll}/u.test(line)) return "capitals";
  const significant = words.filter((word) => !SMALL.has(word.toLowerCase()));
  const capitalised = significant.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  return capitalised >= significant.length * 0.75 ? "title" : "sentence";
}

/** Whether `line` is written unlike the title line above it. */
export function differsInStyle(title: string, line: string): boolean {
  const [above, below] = [styleOf(title), styleOf(line)];
  if (above === "neutral" || below === "neutral") return false;
  if (above === "capitals") return below !== "capitals";
  return below === "sentence";
}

/** Whether both lines are in capitals: 'AND CDCCL AWARENESS' goes on with the line above. */
export function bothInCapitals(title: string, line: string): boolean {
  return styleOf(title) === "capitals" && !/\p{Ll}/u.test(line);
}

/** Labels whose value is a number or a code ('Employee No.', 'Course Code', 'Certificate No.'). */
const NUMBER_LABELS = [...labelData.other.colon, ...labelData.certificateNumber.colon]
  .filter((label) => label.length >= 3)
  .sort((a, b) => b.length - a.length);

/** 'Employee No. 20981', 'Course Code HF-201': a label and a code with a figure, without a colon. */
export function namesANumber(line: string): boolean {
  const lower = line.toLowerCase();
  for (const label of NUMBER_LABELS) {
    if (!lower.startsWith(`${label} `) && !lower.startsWith(`${label}#`)) continue;
    if (/^[#\s]*(?:no\.?|number|id|#)?\s*[\p{L}\d./-]*\d/iu.test(line.slice(label.length))) return true;
  }
  return false;
}
