// The boundaries of docs/conventions.md, checked over the source: a forbidden import fails
// here, naming the file. The first block shows that each rule can fail.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importViolations, readSources, type SourceFiles } from "./import-rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the import rules catch", () => {
  const check = (files: Record<string, string>) => importViolations(new Map(Object.entries(files)));

  it("an import cycle between two features, naming both files", () => {
    expect(
      check({
        "server/features/auth/auth.service.ts": 'import { findUser } from "../users/users.service";',
        "server/features/users/users.service.ts": 'import { revoke } from "../auth/sessions";',
      }),
    ).toEqual([
      "import cycle between features auth → users → auth: server/features/auth/auth.service.ts → server/features/users/users.service; server/features/users/users.service.ts → server/features/auth/sessions",
    ]);
  });

  it("a longer cycle once, and not a cycle made by tests", () => {
    const violations = check({
      "server/features/a/a.service.ts": 'import { b } from "../b/b.service";',
      "server/features/b/b.service.ts": 'import { c } from "../c/c.service";',
      "server/features/c/c.service.ts": 'import { a } from "../a/a.service";',
      "server/features/d/d.service.ts": 'import { a } from "../a/a.service";',
      "server/features/a/a.test.ts": 'import { d } from "../d/d.service";',
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^import cycle between features a → b → c → a: /);
  });

  it("another feature's repository, a server or web import in domain/, a feature in server/lib", () => {
    expect(
      check({
        "server/features/processing/processing.service.ts": 'import { x } from "../uploads/uploads.repo";',
        "server/features/uploads/uploads.service.ts": 'import { y } from "./uploads.repo";',
        "domain/schemas/user.ts": 'import { z } from "../../server/db/schema/index";',
        "domain/rules.ts": 'import { w } from "@/lib/api";',
        "server/lib/mail/index.ts": 'import type { SessionUser } from "../../features/sessions/sessions";',
      }),
    ).toEqual([
      "server/features/processing/processing.service.ts imports server/features/uploads/uploads.repo: call the uploads feature's service, not its repository",
      "domain/schemas/user.ts imports server/db/schema/index: domain/ is shared by both sides and imports neither",
      "domain/rules.ts imports web/src/lib/api: domain/ is shared by both sides and imports neither",
      "server/lib/mail/index.ts imports server/features/sessions/sessions: server/lib is below the features and cannot import them",
    ]);
  });

  it("a test helper outside server/test, however it is named or found", () => {
    expect(
      check({
        "server/features/auth/testing.ts": "export const TEST_PASSWORD = 'x';",
        "server/features/work-history/test-support.ts": "export {};",
        "server/lib/documents/testing/render.ts": "export {};",
        "server/features/uploads/fake-storage.ts": 'import { vi } from "vitest";',
        "server/features/users/seed.ts": 'import { createSignedInUser } from "../../test/users";',
        "server/features/users/users.test.ts":
          'import { vi } from "vitest";\nimport { x } from "../../test/users";',
        "server/test/documents.ts": 'import { vi } from "vitest";',
        "server/quality/faults/support/http.ts": 'import { vi } from "vitest";',
        "server/lib/extraction/eval/compare.ts": 'import { sameManufacturer } from "./catalog";',
      }),
    ).toEqual([
      "server/features/auth/testing.ts is named like a test helper: test helpers live in server/test/ (docs/conventions.md)",
      "server/features/work-history/test-support.ts is named like a test helper: test helpers live in server/test/ (docs/conventions.md)",
      "server/lib/documents/testing/render.ts is named like a test helper: test helpers live in server/test/ (docs/conventions.md)",
      "server/features/uploads/fake-storage.ts imports the test runner: test helpers live in server/test/ (docs/conventions.md)",
      "server/features/users/seed.ts imports a test helper into production code: test helpers live in server/test/ (docs/conventions.md)",
    ]);
  });
});

describe("the repository", () => {
  const sources: SourceFiles = readSources(ROOT, ["domain", "server"]);

  it("keeps the import rules", () => {
    expect(sources.size).toBeGreaterThan(100);
    expect(importViolations(sources)).toEqual([]);
  });

  it("sets route guards only on the scopes of server/features/index.ts", () => {
    const guarded = [...sources]
      .filter(([file, source]) => file.endsWith(".routes.ts") && /\brequire(User|Admin)\b/.test(source))
      .map(([file]) => file);
    expect(guarded).toEqual([]);
  });
});
