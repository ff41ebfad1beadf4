import type { APIRequestContext } from "@playwright/test";
import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { adminAndNewAccount } from "./support/supervisor";
import { toast } from "./support/toast";

// The Logbook page's changes to entries (docs/product.md §22.3): a technician on a phone edits a
// draft, deletes one after confirming, and corrects a task a designated supervisor countersigned;
// the list then shows the old task as superseded and the correction as a new draft.

const TASK = {
  performedOn: "2026-05-20",
  aircraftMake: "Piper",
  aircraftModel: "PA-28",
  ataChapter: "61",
  activityKind: "inspection",
  minutes: 60,
};

async function addTask(request: APIRequestContext, task: string): Promise<string> {
  const response = await request.post("/api/logbook/entries", { data: { ...TASK, task } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("edit a draft, delete a draft, correct a countersigned task", async ({ browser }) => {
  test.slow();
  // An administrator designates a supervisor (Admin → Users, 'Can countersign').
  const { adminContext, admin, supervisorContext, supervisor, supervisorAccount, supervisorId } =
    await adminAndNewAccount(browser, "Carla Corrector");
  const designated = await admin.request.put(`/api/admin/users/${supervisorId}/countersigner`, {
    data: { canCountersign: true, licenceNumber: "A&P 7778889" },
  });
  expect(designated.ok(), await designated.text()).toBe(true);

  // The technician has three drafts; one goes to the supervisor, who countersigns it.
  const techContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await techContext.newPage();
  const techAccount = await registerAndVerify(tech, { fullName: "Edda Editor" });
  await signInViaApi(tech, techAccount.email, techAccount.password);
  await addTask(tech.request, "Inspected propeller blades");
  await addTask(tech.request, "Wrong task typed twice");
  const signedId = await addTask(tech.request, "Torqued propeller bolts");
  const requested = await tech.request.post("/api/logbook/countersign-requests", {
    data: { kind: "account", entryIds: [signedId], supervisorId },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  await signInViaApi(supervisor, supervisorAccount.email, supervisorAccount.password);
  const decided = await supervisor.request.post("/api/logbook/queue/decisions", {
    data: {
      statement: "I saw this work done.",
      decisions: [{ entryId: signedId, decision: "countersigned" }],
    },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  await tech.goto("/logbook");
  await expect(tech.getByRole("heading", { level: 1, name: "Logbook" })).toBeVisible({ timeout: 20_000 });
  const rows = tech.getByTestId("logbook-entry");
  await expect(rows).toHaveCount(3);

  // Edit a draft: the dialog is prefilled; the list shows the change.
  await tech.getByRole("button", { name: "Edit Inspected propeller blades" }).click();
  let dialog = tech.getByRole("dialog", { name: "Edit task" });
  await expect(dialog.getByLabel("Aircraft make")).toHaveValue("Piper");
  await dialog.getByLabel("Task", { exact: true }).fill("Inspected and dressed propeller blades");
  await dialog.getByLabel("Time spent (minutes)").fill("45");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(tech, "Task saved")).toBeVisible();
  await expect(rows.filter({ hasText: "Inspected and dressed propeller blades" })).toContainText("45 min");

  // Delete a draft: Cancel keeps it, 'Delete' in the confirmation removes it.
  await tech.getByRole("button", { name: "Delete Wrong task typed twice" }).click();
  let confirm = tech.getByRole("alertdialog", { name: "Delete this task?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rows).toHaveCount(3);
  await tech.getByRole("button", { name: "Delete Wrong task typed twice" }).click();
  confirm = tech.getByRole("alertdialog", { name: "Delete this task?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(tech, "Task deleted")).toBeVisible();
  await expect(rows.filter({ hasText: "Wrong task typed twice" })).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  // Correct the countersigned task: it stays, superseded; the correction is a new draft.
  const signedRow = rows.filter({ hasText: "Torqued propeller bolts" });
  await expect(signedRow).toContainText("Countersigned by Carla Corrector (A&P 7778889)");
  await expect(signedRow.getByRole("button", { name: /^Edit|^Delete/ })).toHaveCount(0);
  await tech.getByRole("button", { name: "Correct Torqued propeller bolts" }).click();
  dialog = tech.getByRole("dialog", { name: "Correct task" });
  await expect(dialog.getByLabel("Task", { exact: true })).toHaveValue("Torqued propeller bolts");
  await dialog.getByLabel("Task", { exact: true }).fill("Torqued propeller bolts to 35 ft-lb");
  await dialog.getByRole("button", { name: "Save correction" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(tech, "Correction saved")).toBeVisible();
  await expect(rows).toHaveCount(3);
  const old = rows.filter({ hasText: "Countersigned by Carla Corrector" });
  await expect(old).toContainText("Superseded");
  await expect(old.getByRole("button", { name: /^Correct/ })).toHaveCount(0);
  const correction = rows.filter({ hasText: "Torqued propeller bolts to 35 ft-lb" });
  await expect(correction).toContainText("Draft");
  await expect(
    tech.getByRole("checkbox", { name: "Select Torqued propeller bolts to 35 ft-lb" }),
  ).toBeVisible();

  await Promise.all([adminContext.close(), techContext.close(), supervisorContext.close()]);
});
