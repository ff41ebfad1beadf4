import type { Locator, Page } from "@playwright/test";
import { ADMIN_ACCOUNT, expect, signInViaApi, test } from "./support/auth";

// The work history form's review (docs/product.md §14) against the real API: the technician's new
// form starts with the account's name and e-mail, they fill it in and submit it, an administrator
// finds them in the users table and approves it, and the technician sees it Completed everywhere.

async function openSection(page: Page, name: RegExp): Promise<Locator> {
  const trigger = page.getByRole("heading", { level: 2, name }).getByRole("button");
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name }) });
}

const tile = (page: Page, name: string) => page.getByRole("group", { name });

test("a technician fills in and submits the form, an administrator approves it, the technician sees Completed", async ({
  userPage: page,
  account,
  browser,
  baseURL,
}) => {
  // Two browser sessions and six pages in one story: 55 s on an idle 2-core machine, over the
  // default minute when the other project's worker shares it.
  test.setTimeout(120_000);
  // A new form starts with the account's name and address.
  await page.goto("/forms");
  await expect(page.getByLabel("First Name")).toHaveValue("Taylor");
  await expect(page.getByLabel("Last Name")).toHaveValue("Rivet");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  const formPath = new URL(page.url()).pathname;

  // Submitting too early lists what is missing.
  await page.getByRole("button", { name: "Submit for review" }).click();
  const missing = page.getByRole("alert").filter({ hasText: "Complete these fields before submitting" });
  await expect(missing).toContainText("A&P Certificate Number");
  await expect(missing).toContainText("At least one employer with a company name and a start date");

  await page.getByLabel("A&P Certificate Number").fill("3456789");
  await page.getByRole("combobox", { name: "IA Status" }).click();
  await page.getByRole("option", { name: "No", exact: true }).click();
  const employment = await openSection(page, /Employment History/);
  await employment.getByRole("button", { name: "Add Employment Entry" }).click();
  await employment.getByLabel("Company Name").fill("Skyline MRO");
  await employment.getByLabel("Start Date").fill("2020-01-15");
  const certifications = await openSection(page, /Certifications/);
  await certifications.getByRole("button", { name: "Add Certification" }).click();
  await certifications.getByLabel("Certification Name").fill("A&P Mechanic");
  await expect(certifications.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Submit for review" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Submit for review?" });
  await confirm.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/It is read-only until it is approved or returned to you/)).toBeVisible();
  await expect(page.getByLabel("First Name")).toBeDisabled();

  // The administrator, in another browser session.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInViaApi(admin, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    await admin.goto("/admin");
    await admin.getByRole("searchbox", { name: "Search users by name or email" }).fill(account.email);
    // Every browser test's technician is called Taylor Rivet: the row of this one's address.
    await admin
      .getByRole("row")
      .filter({ hasText: account.email })
      .getByRole("link", { name: "Work history of Taylor Rivet" })
      .click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Work history of Taylor Rivet" }),
    ).toBeVisible();
    await expect(admin.getByText("Skyline MRO")).toBeVisible();
    await admin.getByRole("button", { name: "Approve" }).click();
    await admin
      .getByRole("alertdialog", { name: "Approve this work history?" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(admin.getByText("Completed", { exact: true }).first()).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The technician sees it completed, on the form, Home and the dashboard.
  await page.goto(formPath);
  await expect(page.getByText(/Approved by .* This form is read-only\./)).toBeVisible();
  await page.goto("/");
  await expect(tile(page, "Completed")).toContainText("1");
  await page.goto("/dashboard");
  await expect(tile(page, "Forms Completed")).toContainText("1/1");
  await expect(tile(page, "Certifications")).toContainText("1/1");
});
