import type { TrainingRecord } from "@domain/schemas/checklists";
import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { AxeAudit } from "./support/axe";
import { toast } from "./support/toast";

// Sign-off at the pace of a shop (docs/product.md §15.7): a technician marks five items done, the
// administrator filters the Sign-offs tab to that person, selects all shown and signs them off in one
// step; each becomes current on the technician's record. It needs the center's program, so it runs
// with the training documents test, after the program's own (playwright.config.ts).

test.describe.configure({ timeout: 180_000 });

const TECHNICIAN = `Quinn Bulk ${Date.now().toString(36).toUpperCase()}`;
const ITEMS = [
  "Service engine oil",
  "Service tires and struts",
  "Replace a hydraulic filter",
  "Hydraulic system leak check",
  "Wheel and brake change",
];

test("an administrator signs off five completions of one technician at once", async ({
  adminPage: admin,
  browser,
  baseURL,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);
  // The center's program (the starter; an import adds only what is missing).
  expect((await admin.request.post("/api/admin/checklists/starter-program")).ok()).toBe(true);

  const context = await browser.newContext({ baseURL });
  const tech = await context.newPage();
  const account = await registerAndVerify(tech, { fullName: TECHNICIAN });
  await signInViaApi(tech, account.email, account.password);
  const record = async (): Promise<TrainingRecord> => (await tech.request.get("/api/checklists")).json();
  const itemsOf = (value: TrainingRecord) =>
    value.tabs.flatMap((tab) => tab.sections.flatMap((section) => section.items));
  for (const name of ITEMS) {
    const item = itemsOf(await record()).find((candidate) => candidate.name === name)!;
    const response = await tech.request.patch(`/api/checklists/items/${item.id}`, {
      data: { completed: true },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  await admin.goto("/admin?tab=sign-offs");
  await admin.getByLabel("Technician").selectOption({ label: TECHNICIAN });
  const rows = admin.getByRole("row").filter({ hasText: TECHNICIAN });
  await expect(rows).toHaveCount(5);
  await admin.getByRole("checkbox", { name: "Select all shown" }).check();
  await expect(admin.getByText("5 selected of 5 shown")).toBeVisible();
  await audit.check(admin, "/admin Sign-offs tab with a selection");
  await admin.getByRole("button", { name: "Sign off selected" }).click();
  await expect(toast(admin, "Signed off")).toContainText("5 items are signed off.");
  await expect(rows).toHaveCount(0);

  const statuses = itemsOf(await record())
    .filter((item) => ITEMS.includes(item.name))
    .map((item) => item.status);
  expect(statuses).toEqual(["current", "current", "current", "current", "current"]);
  await context.close();
});
