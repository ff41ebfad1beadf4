import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";

// The entry side of the task logbook (docs/product.md §22.1, §22.3): a task's evidence uploaded
// right there, and a task saved on a phone with no network, kept on the device and sent once when
// the network is back.

test("attach evidence to a task, then save a task offline and see it sent once online", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await context.newPage();
  const account = await registerAndVerify(tech, { fullName: "Olly Offline" });
  await signInViaApi(tech, account.email, account.password);
  await tech.goto("/logbook");
  await expect(tech.getByRole("heading", { level: 1, name: "Logbook" })).toBeVisible({ timeout: 20_000 });

  await tech.getByLabel("Aircraft make").fill("Piper");
  await tech.getByLabel("Model").fill("PA-28");
  await tech.getByLabel("ATA chapter", { exact: true }).selectOption("32");
  await tech.getByLabel("Task", { exact: true }).fill("Inspected main gear");
  await tech.getByRole("button", { name: "Add task" }).click();
  const inspected = tech.getByTestId("logbook-entry").filter({ hasText: "Inspected main gear" });
  await expect(inspected).toBeVisible();
  await expect(tech.getByTestId("logbook-total")).toHaveText("1 task");

  // Evidence: a task card uploaded from the entry itself.
  await inspected.locator('input[type="file"]').setInputFiles({
    name: "task-card-32.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Task card 32-10: main gear inspection, Piper PA-28.\n", "utf8"),
  });
  await expect(inspected.getByText("Evidence: task-card-32.txt")).toBeVisible({ timeout: 20_000 });
  await expect(inspected.getByRole("button", { name: /Remove evidence/ })).toBeVisible();

  // No network: 'Add task' keeps the task on the phone and says so.
  await context.setOffline(true);
  await tech.getByLabel("Task", { exact: true }).fill("Lubricated nose gear");
  await tech.getByRole("button", { name: "Add task" }).click();
  const pending = tech.getByTestId("pending-entry").filter({ hasText: "Lubricated nose gear" });
  await expect(pending).toContainText("Saved on this device, will be sent when online");
  await expect(tech.getByLabel("Task", { exact: true })).toHaveValue("");
  await expect(tech.getByTestId("logbook-entry").filter({ hasText: "Lubricated nose gear" })).toHaveCount(0);

  // Back online: it is sent, once, and the list shows it.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const lubricated = tech.getByTestId("logbook-entry").filter({ hasText: "Lubricated nose gear" });
  await expect(lubricated).toHaveCount(1);
  await expect(tech.getByTestId("logbook-total")).toHaveText("2 tasks");
  // After a reload too: one entry, nothing left waiting.
  await tech.reload();
  await expect(tech.getByTestId("logbook-entry")).toHaveCount(2, { timeout: 20_000 });
  await expect(tech.getByTestId("pending-entry")).toHaveCount(0);
  await context.close();
});
