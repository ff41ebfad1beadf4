import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { aloneTestFiles, isolatedTestFiles } from "./scripts/test-files.mjs";

const alias = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

/**
 * A project whose test files share their worker's modules with the files before them (each file still
 * has its own database, DATA_DIR and jsdom), which saves evaluating the whole server or page tree per
 * file; the files that replace modules (`vi.mock`) or say `@isolated-modules` run in an isolated twin
 * project named `<name>-isolated` (docs/decisions/0079-shared-test-modules.md), and those that say
 * `@runs-alone` in `<name>-alone`, after all the others and one at a time (docs/decisions/0081-timed-tests-run-alone.md).
 */
function sharingModules(
  directory: string,
  project: TestProjectInlineConfiguration & { test: { name: string; include: string[] } },
): TestProjectInlineConfiguration[] {
  const isolated = isolatedTestFiles(directory);
  const alone = aloneTestFiles(directory);
  const shared = {
    ...project,
    test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...isolated, ...alone] },
  };
  const projects: TestProjectInlineConfiguration[] = [shared];
  if (isolated.length > 0)
    projects.push({
      ...project,
      test: { ...project.test, name: `${project.test.name}-isolated`, include: isolated },
    });
  if (alone.length > 0)
    projects.push({
      ...project,
      test: {
        ...project.test,
        name: `${project.test.name}-alone`,
        include: alone,
        // A later group starts when every project of the earlier ones has finished.
        sequence: { groupOrder: 1 },
        fileParallelism: false,
      },
    });
  return projects;
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which on a 2-core CI machine means one test
    // file at a time; the main process is mostly idle, so use both (docs/conventions.md, "Run time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...sharingModules("domain", {
        resolve: { alias },
        test: {
          name: "domain",
          include: ["domain/**/*.test.ts"],
          environment: "node",
        },
      }),
      ...sharingModules("server", {
        resolve: { alias },
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      ...sharingModules("web", {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/test/setup.ts"],
          // The first test of a file loads its page lazily; on a busy 2-core machine that alone can pass 5 s.
          testTimeout: 20_000,
        },
      }),
    ],
  },
});
