import type { TrainingRecord } from "@domain/schemas/checklists";
import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { toast } from "./support/toast";

// Positions and required training (docs/product.md §15.8): an administrator creates 'Avionics shop'
// requiring two items, puts a technician in it with a join date months ago (no waiting: the due date
// is already past), and the technician's checklists show only those two items, one of them overdue.
// It needs the center's program, so it runs on the training instance (playwright.config.ts).

test.describe.configure({ timeout: 180_000 });

const SUFFIX = Date.now().toString(36).toUpperCase();
const TECHNICIAN = `Avery Avionics ${SUFFIX}`;
const POSITION = `Avionics shop ${SUFFIX}`;
const REQUIRED = ["Fuel tank safety / EWIS", "Shop safety"];

test("a technician in 'Avionics shop' sees only its required items, one of them overdue", async ({
  adminPage: admin,
  browser,
  baseURL,
}) => {
  expect((await admin.request.post("/api/admin/checklists/starter-program")).ok()).toBe(true);

  const context = await browser.newContext({ baseURL });
  const tech = await context.newPage();
  const account = await registerAndVerify(tech, { fullName: TECHNICIAN });
  await signInViaApi(tech, account.email, account.password);
  const record = async (): Promise<TrainingRecord> => (await tech.request.get("/api/checklists")).json();
  const itemsOf = (value: TrainingRecord) =>
    value.tabs.flatMap((tab) => tab.sections.flatMap((section) => section.items));
  const everything = itemsOf(await record());
  const required = REQUIRED.map((name) => everything.find((item) => item.name === name)!);
  // One of the two was done before they joined: only the other can be overdue.
  const done = await tech.request.patch(`/api/checklists/items/${required[0]!.id}`, {
    data: { completed: true },
  });
  expect(done.ok(), await done.text()).toBe(true);

  // The administrator defines the position on Admin → Training.
  await admin.goto("/admin?tab=training");
  await admin.getByRole("button", { name: "Add position" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add a position" });
  await dialog.getByLabel("Name").fill(POSITION);
  await dialog.getByLabel("Initial training due within (days)").fill("30");
  for (const name of REQUIRED)
    await dialog
      .getByRole("checkbox", { name: `Require ${name}` })
      .first()
      .check();
  await dialog.getByRole("button", { name: "Add position" }).click();
  await expect(toast(admin, "Position added")).toBeVisible();

  // …and puts the technician in it on their page, from a day long past.
  const { members } = await (await admin.request.get("/api/team")).json();
  const member = members.find((candidate: { fullName: string }) => candidate.fullName === TECHNICIAN);
  await admin.goto(`/admin/users/${member.id}`);
  await admin.getByLabel("Add to position").selectOption({ label: POSITION });
  await admin.getByLabel("Joined on").fill("2025-01-06");
  await admin.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(admin, "Positions saved")).toBeVisible();
  await expect(admin.getByText("since 2025-01-06")).toBeVisible();

  // The technician's checklists: the two required items, one overdue, nothing else.
  await tech.goto("/checklists");
  const rows = tech.locator("li").filter({ has: tech.getByRole("checkbox") });
  await expect(rows).toHaveCount(2);
  await expect(tech.getByText(REQUIRED[0]!, { exact: true })).toBeVisible();
  await expect(tech.getByText(REQUIRED[1]!, { exact: true })).toBeVisible();
  await expect(tech.getByText("Overdue", { exact: true })).toHaveCount(1);
  await expect(tech.getByText(/Due on/)).toHaveCount(1);
  const statuses = itemsOf(await record())
    .filter((item) => item.status !== "not_required")
    .map((item) => [item.name, item.status]);
  expect(statuses).toEqual([
    [REQUIRED[0], "current"],
    [REQUIRED[1], "overdue"],
  ]);
  await context.close();
});
