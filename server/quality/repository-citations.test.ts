// Comments may cite only what a reader of this repository has: docs/product.md, the decision records
// and the other files under docs/. A comment that points at the original specification by section
// number, at a tracker entry by number or at the design document outside the repository fails here,
// naming the file and line (docs/product.md §13.7).

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE_FOLDERS = ["server", "domain", "web", "e2e", "bench", "scripts"];
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mjs"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".vite"]);

const FORBIDDEN_CITATIONS: { name: string; pattern: RegExp }[] = [
  {
    name: "a section of the specification",
    pattern: /\bspec(?:ification)?(?:'s)?\s+(?:sections?\s*|§\s*)\d/gi,
  },
  { name: "a section of the specification", pattern: /\bsections?\s+\d+\s+of\s+the\s+spec/gi },
  { name: "an issue number", pattern: /\bissues?\s+\d+/gi },
  { name: "the design document", pattern: /\bDESIGN\.md\b/g },
];

interface Citation {
  line: number;
  kind: string;
  text: string;
}

interface CommentLine {
  line: number;
  text: string;
}

/**
 * Where the first comment outside strings starts on a line (outside a block comment), and its kind.
 * A `//` right after a colon is a URL's, not a comment.
 */
function commentStart(line: string): { index: number; kind: "line" | "block" } | null {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char === "/" && line[i + 1] === "/" && line[i - 1] !== ":") {
      return { index: i, kind: "line" };
    } else if (char === "/" && line[i + 1] === "*") {
      return { index: i, kind: "block" };
    }
  }
  return null;
}

/** The comment text of each line of a source file (line and block comments). */
function commentLines(source: string): CommentLine[] {
  const comments: CommentLine[] = [];
  let inBlock = false;
  source.split("\n").forEach((line, index) => {
    let rest = line;
    let text = "";
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf("*/");
        text += ` ${end === -1 ? rest : rest.slice(0, end)}`;
        if (end === -1) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const start = commentStart(rest);
      if (start?.kind === "block") {
        inBlock = true;
        rest = rest.slice(start.index + 2);
        continue;
      }
      if (start) text += ` ${rest.slice(start.index + 2)}`;
      break;
    }
    if (text.trim()) comments.push({ line: index + 1, text: text.replace(/^[\s*]+/, "").trim() });
  });
  return comments;
}

/** Forbidden citations in the comments of one file, also when one is split over two comment lines. */
function findForbiddenCitations(source: string): Citation[] {
  const comments = commentLines(source);
  const found: Citation[] = [];
  let joined = "";
  const starts: number[] = [];
  for (const comment of comments) {
    starts.push(joined.length);
    joined += `${comment.text} `;
  }
  const lineAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= offset) index++;
    return comments[index] as CommentLine;
  };
  for (const { name, pattern } of FORBIDDEN_CITATIONS) {
    for (const match of joined.matchAll(pattern)) {
      const comment = lineAt(match.index);
      found.push({ line: comment.line, kind: name, text: comment.text });
    }
  }
  return found.toSorted((a, b) => a.line - b.line);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) ? [relative] : [];
  });
}

describe("comments cite only what the repository has", () => {
  it("finds a citation of the specification, an issue or the design document", () => {
    const source = [
      'const url = "https://example.com//issue 4"; // see docs/product.md §2',
      "/**",
      " * The view of spec section 3, as",
      " * the client reads it (spec",
      " * §7).",
      " */",
      "// Fixed in Issue 12; see DESIGN.md.",
      "const count = 3; // see issue 40 of the tracker",
    ].join("\n");
    expect(findForbiddenCitations(source).map(({ line, kind }) => [line, kind])).toEqual([
      [3, "a section of the specification"],
      [4, "a section of the specification"],
      [7, "an issue number"],
      [7, "the design document"],
      [8, "an issue number"],
    ]);
  });

  it("accepts citations of docs/ and code that merely uses the words", () => {
    const source = [
      "// docs/product.md §10.1 and decision 0006 (docs/decisions/0006-experience-totals.md)",
      "const issued = issueUploadUrl(spec); // the presigned URL issued to the user",
      'it("reads like the product", () => {});',
      "const issues = result.error.issues; // the zod issues, 2 of them at most",
      'const link = "http://host//issue 5"; // a URL, then docs/security.md',
    ].join("\n");
    expect(findForbiddenCitations(source)).toEqual([]);
  });

  it("no comment in the source folders cites the specification, an issue or the design document", () => {
    const files = SOURCE_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      findForbiddenCitations(readFileSync(path.join(ROOT, file), "utf8")).map(
        (citation) => `${file}:${citation.line}: cites ${citation.kind}: ${citation.text}`,
      ),
    );
    expect(violations, "cite docs/product.md §N or a decision record instead").toEqual([]);
  });
});
