// A label the lists do not know, read by its words (docs/decisions/0059): 'Recipient Name:',
// 'Program Title:', 'Completion Dt:', 'Verification Number:'. A phrase before a colon is a label only
// when every word of it is a word labels are built of (data/label-words.json), so a title with a
// colon ('Fuel Tank Safety Training Program: Phase 2', 'Human Factors: The Dirty Dozen') is never
// one; its field is the first group, in a fixed order, that one of its words belongs to:
// 'Instructor Name' is nobody's the reader keeps, 'Next Training Date' an expiry, 'Certificate
// Title' a course, 'Certificate ID' a number.

import words from "./data/label-words.json";

export type InferredField =
  | "other"
  | "expiryDate"
  | "issueDate"
  | "completionDate"
  | "certificateNumber"
  | "hours"
  | "traineeName"
  | "courseTitle";

const ORDER: InferredField[] = [
  "other",
  "expiryDate",
  "issueDate",
  "certificateNumber",
  "completionDate",
  "hours",
  "traineeName",
  "courseTitle",
];
const GROUPS = new Map(ORDER.map((field) => [field, new Set<string>(words[field])]));
const JOINING = new Set(words.joining);
const KNOWN = new Set([...JOINING, ...ORDER.flatMap((field) => words[field])]);
const MAX_WORDS = 4;
const MAX_LABEL = 40;

/** The field a phrase labels ('Recipient Name' is the trainee's), or null when it is no label. */
export function inferredField(phrase: string): InferredField | null {
  if (phrase.length > MAX_LABEL) return null;
  const tokens = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > MAX_WORDS || !tokens.every((token) => KNOWN.has(token)))
    return null;
  const meaningful = tokens.filter((token) => !JOINING.has(token));
  if (meaningful.length === 0) return null;
  // 'Name of Course' is the course's, 'Course Name' too: a name word with a course word is a title.
  const has = (field: InferredField) => meaningful.some((token) => GROUPS.get(field)!.has(token));
  if (has("traineeName") && has("courseTitle") && !meaningful.some((token) => PERSON.has(token)))
    return "courseTitle";
  for (const field of ORDER) {
    if (!has(field)) continue;
    // A bare 'ID:' or 'No.:' beside a name is the person's; a certificate's number says whose it is.
    if (field === "certificateNumber" && (tokens.length < 2 || meaningful.some((token) => PERSON.has(token))))
      return "other";
    return field;
  }
  return null;
}

/** Words that name a person, not merely a 'name'. */
const PERSON = new Set(words.traineeName.filter((word) => word !== "name" && word !== "printed"));
