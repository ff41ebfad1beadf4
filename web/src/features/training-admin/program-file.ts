import {
  CHECKLIST_EXPORT_VERSIONS,
  type ChecklistProgram,
  checklistProgramSchema,
} from "@domain/schemas/checklists";
import type { z } from "zod";

/** How many problems of a refused file are shown: the first ones say enough to fix it. */
export const PROGRAM_FILE_PROBLEMS_SHOWN = 3;

export type ProgramFileReading = { ok: true; program: ChecklistProgram } | { ok: false; problems: string[] };

const LEVELS: Record<string, string> = { tabs: "tab", sections: "section", items: "item" };

/** `["tabs", 0, "sections", 1, "name"]` → 'tab 1, section 2, name'. */
export function problemPlace(path: readonly PropertyKey[]): string {
  const words: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const part = String(path[i]);
    const next = path[i + 1];
    if (LEVELS[part] && typeof next === "number") {
      words.push(`${LEVELS[part]} ${next + 1}`);
      i++;
    } else words.push(part);
  }
  return words.join(", ");
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const place = problemPlace(issue.path);
  if (issue.path.length === 1 && issue.path[0] === "version")
    return `version: this is not a training program export (version ${CHECKLIST_EXPORT_VERSIONS.join(" or ")})`;
  return place ? `${place}: ${issue.message}` : issue.message;
}

/**
 * Reads a chosen file as a training program, checked with the schema the server uses, so a wrong
 * file is refused before it is sent, with its first problems.
 */
export function readProgramText(text: string): ProgramFileReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: ["The file is not JSON. Choose a file made with Export."] };
  }
  const parsed = checklistProgramSchema.safeParse(json);
  if (parsed.success) return { ok: true, program: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, PROGRAM_FILE_PROBLEMS_SHOWN).map(describeIssue),
  };
}
