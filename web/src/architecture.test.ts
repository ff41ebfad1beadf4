// The web app's boundaries (docs/conventions.md), checked on every import of every file:
// - `lib` is the bottom layer: it imports neither `components`, `features`, `pages` nor `app`;
// - `components` (shared UI) imports no feature, page or app module;
// - a feature imports no other feature, page or app module (pages compose features);
// - nothing in the web app imports server code;
// - every query key is defined in `lib/query-keys.ts` alone;
// - test helpers live in `test/` (a module elsewhere is a test or app code).

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WEB_SRC = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(WEB_SRC, "../..");

/** Every .ts/.tsx file under `dir`, as paths relative to web/src with "/" separators. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(WEB_SRC, path).split(sep).join("/")] : [];
  });
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The module specifiers a source text imports or re-exports. */
function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? "");
}

/**
 * Where a specifier points, relative to web/src ("lib/api", "features/uploads/api/documents"), or
 * "<server>…" for server code, or null for packages and `@domain` (allowed everywhere).
 */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith("@server/") || specifier === "@server") return `<server>${specifier}`;
  if (!specifier.startsWith(".")) return null;
  const absolute = resolve(WEB_SRC, dirname(file), specifier);
  const fromWeb = relative(WEB_SRC, absolute).split(sep).join("/");
  if (!fromWeb.startsWith("..")) return fromWeb;
  const fromRepo = relative(REPO_ROOT, absolute).split(sep).join("/");
  return fromRepo.startsWith("server/") ? `<server>${fromRepo}` : null;
}

const layerOf = (path: string) => path.split("/")[0] ?? "";
const featureOf = (path: string) => (path.startsWith("features/") ? path.split("/")[1] : undefined);

/** Why `file` may not import `target` (both relative to web/src), or null when it may. */
function forbiddenImport(file: string, target: string): string | null {
  if (target.startsWith("<server>")) return "the web app does not import server code";
  const from = layerOf(file);
  const to = layerOf(target);
  if (from === "lib" && ["components", "features", "pages", "app"].includes(to))
    return `lib is the bottom layer and may not import ${to}`;
  if (from === "components" && ["features", "pages", "app"].includes(to))
    return `shared components may not import ${to}`;
  if (from === "features") {
    if (to === "pages" || to === "app") return `a feature may not import ${to}`;
    const own = featureOf(file);
    const other = featureOf(target);
    if (other !== undefined && other !== own)
      return `feature "${own}" may not import feature "${other}" (pages compose features; shared code goes to lib or components)`;
  }
  return null;
}

const TEST_FILE = /\.test\.tsx?$/;
const HELPER_NAME =
  /(^|\/)(testing|tests?|test-[^/]*|[^/]*-testing|test-?support|test-?utils|fixtures?)(\/|\.tsx?$)/;

/** Whether a module that is not a test looks like a test helper (by its name or what it imports). */
function isTestHelper(file: string, source: string): boolean {
  if (HELPER_NAME.test(file)) return true;
  return importsOf(source).some(
    (specifier) =>
      specifier === "vitest" || specifier.startsWith("@testing-library/") || specifier.startsWith("@/test/"),
  );
}

const QUERY_KEY_DEFINITION = /export\s+const\s+\w+QueryKey\b/;

describe("web boundaries", () => {
  const files = sourceFiles(WEB_SRC);

  it("finds the source files", () => {
    expect(files).toContain("lib/api.ts");
    expect(files.length).toBeGreaterThan(50);
  });

  it("has no forbidden import (each is named with its file)", () => {
    const violations = files.flatMap((file) =>
      importsOf(readFileSync(join(WEB_SRC, file), "utf8")).flatMap((specifier) => {
        const target = targetOf(file, specifier);
        const reason = target === null ? null : forbiddenImport(file, target);
        return reason ? [`${file} imports "${specifier}": ${reason}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it("keeps test helpers in test/ (a module elsewhere is a test or app code)", () => {
    const misplaced = files.filter((file) => {
      if (file.startsWith("test/") || TEST_FILE.test(file)) return false;
      return isTestHelper(file, readFileSync(join(WEB_SRC, file), "utf8"));
    });
    expect(misplaced).toEqual([]);
  });

  it("defines every query key in lib/query-keys.ts only", () => {
    const elsewhere = files.filter(
      (file) =>
        file !== "lib/query-keys.ts" &&
        !file.endsWith(".test.ts") &&
        QUERY_KEY_DEFINITION.test(readFileSync(join(WEB_SRC, file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe("the boundary rules themselves", () => {
  it("read import, re-export, type-only and dynamic import specifiers", () => {
    const source = [
      'import { a } from "@/lib/api";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      "const page = import('@/pages/home/home-page');",
      'import "./styles.css";',
    ].join("\n");
    expect(importsOf(source)).toEqual(["@/lib/api", "../b", "./c", "@/pages/home/home-page"]);
  });

  it.each([
    ["lib/auth.tsx", "@/components/ui/use-toast", "lib is the bottom layer and may not import components"],
    ["lib/x.ts", "../features/uploads/api/documents", "lib is the bottom layer and may not import features"],
    [
      "components/confirm-dialog.tsx",
      "@/features/auth/login-errors",
      "shared components may not import features",
    ],
    [
      "features/uploads/api/documents.ts",
      "@/features/work-history/api/cache",
      'feature "uploads" may not import feature "work-history" (pages compose features; shared code goes to lib or components)',
    ],
    ["features/admin/api/users.ts", "../../../pages/admin/admin-page", "a feature may not import pages"],
    [
      "pages/home/home-page.tsx",
      "../../../../server/features/auth/auth.service",
      "the web app does not import server code",
    ],
    ["app/app.tsx", "@server/db", "the web app does not import server code"],
  ])("refuse %s importing %s", (file, specifier, reason) => {
    const target = targetOf(file, specifier);
    expect(target).not.toBeNull();
    expect(forbiddenImport(file, target ?? "")).toBe(reason);
  });

  it.each([
    ["features/work-history/testing/fake-work-history-api.ts", 'export const FORM_ID = "x";', true],
    ["features/uploads/test/builders.ts", "export {};", true],
    ["features/uploads/fake-xhr.ts", 'import { vi } from "vitest";', true],
    ["pages/home/home-page.tsx", 'import { buildUser } from "@/test/test-utils";', true],
    ["pages/home/home-page.tsx", 'import { Button } from "@/components/ui/button";', false],
  ])("tell a test helper outside test/: %s (%s)", (file, source, helper) => {
    expect(isTestHelper(file, source)).toBe(helper);
  });

  it.each([
    ["features/uploads/api/documents.ts", "../document-status"],
    ["features/uploads/api/documents.ts", "@/lib/query-keys"],
    ["features/admin/components/delete-user-button.tsx", "@/components/confirm-dialog"],
    ["pages/upload/upload-page.tsx", "@/features/uploads/use-upload-flow"],
    ["pages/upload/upload-page.tsx", "@/features/work-history/api/forms"],
    ["components/load-error.tsx", "@/lib/api"],
    ["lib/auth.tsx", "@domain/schemas/user"],
    ["lib/auth.tsx", "@tanstack/react-query"],
  ])("allow %s importing %s", (file, specifier) => {
    const target = targetOf(file, specifier);
    expect(target === null ? null : forbiddenImport(file, target)).toBeNull();
  });
});
