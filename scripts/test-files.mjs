// Which server test files need what, read from their text so that nobody keeps a list
// (docs/decisions/0079-shared-test-modules.md). Used by vitest.config.ts and scripts/test.mjs.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** A file that replaces modules, or says it needs modules of its own (their memo, their first call). */
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|hoisted)\(|@isolated-modules\b/;
/** A file that times how long another user waits while it works: nothing else may share the machine. */
const RUNS_ALONE = /@runs-alone\b/;
/** What only a test that opens the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) says. */
const OPENS_TEST_DATABASE = /\b(createTestApp|createTestDatabase|TEST_DATABASE_URL|postgresTemplateName)\b/;
const RELATIVE_IMPORT = /\bfrom\s+["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Every test file (`*.test.ts`, `*.test.tsx`) under `directory`, as `directory/…` paths with forward slashes. */
export function testFilesUnder(directory) {
  return readdirSync(path.join(ROOT, directory), { recursive: true, encoding: "utf8" })
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules/"))
    .map((file) => `${directory}/${file}`)
    .sort();
}

export function serverTestFiles() {
  return testFilesUnder("server");
}

/**
 * Files that need a module registry of their own (isolated workers): those that replace modules, and
 * those whose comment says `@isolated-modules` because they test what a module does on its first use.
 */
export function isolatedTestFiles(directory) {
  return testFilesUnder(directory).filter((file) => {
    const text = read(file);
    return NEEDS_OWN_MODULES.test(text) && !RUNS_ALONE.test(text);
  });
}

/**
 * Files whose comment says `@runs-alone`: they measure, in wall-clock time, that another user is
 * served while heavy work runs, which a second test worker on the same cores would falsify. They run
 * after every other file, one at a time, in their own modules.
 */
export function aloneTestFiles(directory) {
  return testFilesUnder(directory).filter((file) => RUNS_ALONE.test(read(file)));
}

/**
 * Files that open the test database, themselves or through a module they import: the only ones the
 * PostgreSQL stage needs to run again (the others never touch TEST_DATABASE_URL).
 */
export function databaseServerTestFiles() {
  const opens = new Map();
  const visit = (file) => {
    if (opens.has(file)) return opens.get(file);
    opens.set(file, false);
    const text = read(file);
    const result = OPENS_TEST_DATABASE.test(text) || relativeImports(file, text).some(visit);
    opens.set(file, result);
    return result;
  };
  return serverTestFiles().filter(visit);
}

function read(file) {
  return readFileSync(path.join(ROOT, file), "utf8");
}

/** The repository files a module imports by relative path (TypeScript sources, not packages). */
function relativeImports(file, text) {
  const found = [];
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2]));
    const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].map((candidate) =>
      candidate.replace(/\.js$/, ".ts"),
    );
    const existing = candidates.find(
      (candidate) => candidate.endsWith(".ts") && existsSync(path.join(ROOT, candidate)),
    );
    if (existing && !existing.startsWith("domain/")) found.push(existing);
  }
  return found;
}
