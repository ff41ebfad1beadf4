import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { ADMIN_ACCOUNT, expect, test, uniqueEmail } from "./support/auth";
import { toast } from "./support/toast";

// The /admin screen (docs/product.md §2.11) against the real API.

// includeHidden: while a modal dialog is open the rest of the page is aria-hidden (Radix still
// announces the toast through its own live region).

async function expectToast(page: Page, title: string, description: string) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(description);
}

function userRow(page: Page, email: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name: email, exact: true }) });
}

async function openAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
}

test("the administrator adds, edits and deletes a user, with the toasts", async ({
  adminPage: page,
  request,
}) => {
  await openAdmin(page);
  const email = uniqueEmail("added");
  const password = "added-password-1";

  // Add
  await page.getByRole("button", { name: "Add User" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add User" });
  await expect(addDialog.getByLabel("Password")).toHaveAttribute("placeholder", "Min. 8 characters");
  await addDialog.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, "Validation error", "Please fill in all required fields");

  await addDialog.getByLabel("Full name").fill("Casey Added");
  await addDialog.getByLabel("Email").fill(email);
  await addDialog.getByLabel("Password").fill(password);
  await expect(addDialog.getByRole("combobox", { name: "Role" })).toHaveText("User");
  await addDialog.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, "User created", "New user has been added successfully.");
  await expect(addDialog).toBeHidden();

  const row = userRow(page, email);
  await expect(row.getByRole("cell", { name: "Casey Added", exact: true })).toBeVisible();
  await expect(row.getByText("User", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: format(new Date(), "MMM d, yyyy") })).toBeVisible();

  // Created by an administrator, the account is verified: it signs in at once.
  const login = await request.post("/api/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);

  // Edit (the password left blank keeps the current one)
  await row.getByRole("button", { name: "Edit Casey Added" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(editDialog.getByLabel("Full name")).toHaveValue("Casey Added");
  await editDialog.getByLabel("Full name").fill("Casey Edited");
  await editDialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "User updated", "User information has been updated successfully.");
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole("cell", { name: "Casey Edited", exact: true })).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  const again = await request.post("/api/login", { data: { email, password } });
  expect(again.status(), await again.text()).toBe(200);

  // Delete
  await row.getByRole("button", { name: "Delete Casey Edited" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete Casey Edited? This action cannot be undone and will remove all associated data.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "User deleted", "User has been removed successfully.");
  await expect(userRow(page, email)).toHaveCount(0);
  const gone = await request.post("/api/login", { data: { email, password } });
  expect(gone.status()).toBe(401);
});

test("an address already taken is refused with 'Error' and the server's message", async ({
  adminPage: page,
}) => {
  await openAdmin(page);
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Full name").fill("Second Admin");
  await dialog.getByLabel("Email").fill(ADMIN_ACCOUNT.email.toUpperCase());
  await dialog.getByLabel("Password").fill("some-password-1");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, "Error", "An account with this email address already exists.");
  await expect(dialog).toBeVisible();
});

test("the administrator's own delete button is disabled", async ({ adminPage: page }) => {
  await openAdmin(page);
  const own = userRow(page, ADMIN_ACCOUNT.email);
  await expect(own.getByRole("button", { name: /^Delete / })).toBeDisabled();
  await expect(own.getByRole("button", { name: /^Edit / })).toBeEnabled();
});

test("a user opening /admin is sent to /", async ({ userPage: page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toHaveCount(0);
  const answer = await page.request.get("/api/admin/users");
  expect(answer.status()).toBe(403);
});

test("a prompt edited and saved is there after a reload; Reset goes back to it", async ({
  adminPage: page,
}) => {
  const original = await page.request.get("/api/admin/ai-prompts");
  const saved = ((await original.json()) as { promptType: string; promptContent: string }[]).find(
    (prompt) => prompt.promptType === "training",
  );
  if (!saved) throw new Error("no training prompt");
  const edited = `${saved.promptContent}\nE2E marker ${uniqueEmail("prompt")}`;

  try {
    await openAdmin(page);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "AI Prompts Management" })).toBeVisible();
    const box = page.getByRole("textbox", { name: "Training Prompt" });
    await expect(box).toHaveValue(saved.promptContent);
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(200);
    expect(
      (await page.getByRole("textbox", { name: "Resume Prompt" }).boundingBox())?.height,
    ).toBeGreaterThanOrEqual(200);

    await box.fill(edited);
    await page.getByRole("button", { name: "Save training prompt" }).click();
    await expectToast(page, "Success", "Training prompt updated successfully");

    await box.fill(`${edited} and more`);
    await page.getByRole("button", { name: "Reset training prompt" }).click();
    await expectToast(page, "Reset", "Training prompt reset to saved version");
    await expect(box).toHaveValue(edited);

    await page.reload();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("textbox", { name: "Training Prompt" })).toHaveValue(edited);
  } finally {
    await page.request.patch("/api/admin/ai-prompts/training", {
      data: { promptContent: saved.promptContent },
    });
  }
});

test("the Processing Queue and Fuzzy Matches tabs", async ({ adminPage: page }) => {
  await openAdmin(page);
  await page.getByRole("tab", { name: "Processing Queue" }).click();
  const table = page.getByRole("table", { name: "Processing queue" });
  const empty = page.getByText("No documents in the processing queue");
  await expect(table.or(empty)).toBeVisible();
  if (await table.isVisible()) {
    for (const header of ["Document", "Type", "User", "Status", "Progress", "Created", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
    }
  }

  await page.getByRole("tab", { name: "Fuzzy Matches" }).click();
  // The bulk-import tests share this server: the waiting view may hold their cards, or nothing.
  await expect(page.getByRole("button", { name: /^Waiting for a decision \(\d+\)$/ })).toBeVisible();
  await expect(
    page.getByText("No pending matches").or(page.getByTestId("fuzzy-match-card").first()),
  ).toBeVisible();
});
