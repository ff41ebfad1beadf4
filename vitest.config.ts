import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which on a 2-core CI machine means one test
    // file at a time; the main process is mostly idle, so use both (docs/conventions.md, "Run time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "domain",
          include: ["domain/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
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
      },
    ],
  },
});
