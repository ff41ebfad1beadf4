import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/app-process";

const CHROMIUM = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
const TRAINING_PROGRAM_SPECS =
  /(training-(records|documents)|bulk-sign-off|notifications|positions)\.spec\.ts$/;
const TRAINING_DOCUMENT_SPECS = /(training-documents|bulk-sign-off|notifications|positions)\.spec\.ts$/;

// The built app runs on a free port with a temporary DATA_DIR and an SMTP catcher (e2e/global-setup.ts).
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI: a loaded 2-core machine occasionally misses a step's timeout, and one such miss in
  // the training program's test would also skip the training documents test that depends on it. A test
  // that passed only on retry is named in the report and counted in the summary line ("passed only on
  // retry").
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous for a loaded 2-core CI machine; each step still has its own 7 s expectation timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".tmp/playwright.json" }],
  ],
  outputDir: ".tmp/test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // The training tests set up the center's program, which every user of that instance then sees: they
  // run on an instance of their own (e2e/global-setup.ts), beside the others, which expect no program
  // (the spec's empty states); the training documents and bulk sign-off tests after the program's own,
  // which counts what its import adds. Listed first, so that this chain starts first. Run either alone with --no-deps.
  projects: [
    {
      name: "training-program",
      testMatch: TRAINING_PROGRAM_SPECS,
      testIgnore: TRAINING_DOCUMENT_SPECS,
      use: { ...CHROMIUM, baseURL: process.env.E2E_TRAINING_BASE_URL },
    },
    {
      name: "training-documents",
      testMatch: TRAINING_DOCUMENT_SPECS,
      dependencies: ["training-program"],
      use: { ...CHROMIUM, baseURL: process.env.E2E_TRAINING_BASE_URL },
    },
    {
      name: "chromium",
      testIgnore: TRAINING_PROGRAM_SPECS,
      use: CHROMIUM,
    },
  ],
});
