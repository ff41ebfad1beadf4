// The import rules of docs/conventions.md ("Boundaries"), checked over source text so the test
// needs no bundler: every `from "…"` / `import("…")` specifier is resolved to a repository path.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Repository-relative path (forward slashes) → source text. */
export type SourceFiles = Map<string, string>;

const ALIASES: Array<[prefix: string, target: string]> = [
  ["@domain/", "domain/"],
  ["@/", "web/src/"],
];

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** Reads every .ts / .tsx file under the given folders of the repository. */
export function readSources(root: string, folders: string[]): SourceFiles {
  const files: SourceFiles = new Map();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) files.set(child, readFileSync(path.join(root, child), "utf8"));
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/** The repository paths a file imports (packages are left out; extensions are not resolved). */
export function importsOf(file: string, source: string): string[] {
  const targets: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith(".")) {
      targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      continue;
    }
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) targets.push(alias[1] + specifier.slice(alias[0].length));
  }
  return targets;
}

/** Tests may cross boundaries that production code may not (their helpers live in server/test/). */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(path.posix.basename(file));
}

/** Folders of test code: the shared helpers, and the quality suite with its own support. */
const TEST_FOLDERS = ["server/test/", "server/quality/"];
const HELPER_NAME =
  /(^|\/)(testing|tests?|test-[^/]*|[^/]*-testing|test-?support|test-?utils|fixtures?)(\/|\.tsx?$)/;
const TEST_PACKAGE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](vitest|@testing-library\/[^"']*)["']/;

/**
 * Test helpers have one home, `server/test/`: elsewhere on the server a module is a test
 * (`*.test.ts`) or production code, and production code neither looks like a helper (`testing.ts`,
 * `test-*.ts`, a `testing/` folder) nor imports the test runner or a helper.
 */
export function testHelperViolations(files: SourceFiles): string[] {
  const violations: string[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith("server/") || TEST_FOLDERS.some((folder) => file.startsWith(folder))) continue;
    if (isTestCode(file)) continue;
    const why = HELPER_NAME.test(file.slice("server/".length))
      ? "is named like a test helper"
      : TEST_PACKAGE.test(source)
        ? "imports the test runner"
        : importsOf(file, source).some((target) => target.startsWith("server/test/"))
          ? "imports a test helper into production code"
          : null;
    if (why) violations.push(`${file} ${why}: test helpers live in server/test/ (docs/conventions.md)`);
  }
  return violations;
}

/** `server/features/<feature>/…` → feature, else null. */
export function featureOf(file: string): string | null {
  const match = /^server\/features\/([^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

/** Every broken rule, one line each naming the importing file. */
export function importViolations(files: SourceFiles): string[] {
  const violations: string[] = [];
  for (const [file, source] of files) {
    for (const target of importsOf(file, source)) {
      const from = featureOf(file);
      const to = featureOf(target);
      if (from && to && from !== to && /\.repo(\.ts)?$/.test(target)) {
        violations.push(`${file} imports ${target}: call the ${to} feature's service, not its repository`);
      }
      if (file.startsWith("domain/") && /^(server|web)\//.test(target)) {
        violations.push(`${file} imports ${target}: domain/ is shared by both sides and imports neither`);
      }
      if (file.startsWith("server/lib/") && target.startsWith("server/features/")) {
        violations.push(`${file} imports ${target}: server/lib is below the features and cannot import them`);
      }
    }
  }
  return [...violations, ...featureCycles(files), ...testHelperViolations(files)];
}

/** Import cycles between features, over production code; each names the files that close the cycle. */
export function featureCycles(files: SourceFiles): string[] {
  // feature → feature → the first file that makes the edge
  const edges = new Map<string, Map<string, string>>();
  for (const [file, source] of files) {
    const from = featureOf(file);
    if (!from || isTestCode(file)) continue;
    for (const target of importsOf(file, source)) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file} → ${target}`);
      edges.set(from, out);
    }
  }
  const seen = new Set<string>();
  const cycles: string[] = [];
  const visit = (trail: string[]) => {
    const feature = trail[trail.length - 1] ?? "";
    for (const next of edges.get(feature)?.keys() ?? []) {
      const start = trail.indexOf(next);
      if (start < 0) {
        visit([...trail, next]);
        continue;
      }
      const loop = [...trail.slice(start), next];
      const key = [...new Set(loop)].sort().join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      const via = loop.slice(1).map((step, index) => edges.get(loop[index] ?? "")?.get(step));
      cycles.push(`import cycle between features ${loop.join(" → ")}: ${via.join("; ")}`);
    }
  };
  for (const feature of edges.keys()) visit([feature]);
  return cycles;
}
