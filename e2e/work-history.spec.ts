import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/auth";

// The work history form (docs/product.md §2.7) against the real API: the /forms entry, autosave that loses
// nothing, employment and experience entries with their durations.

const FORM_URL = /\/forms\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function openMyForm(page: Page): Promise<string> {
  await page.goto("/forms");
  await page.waitForURL(FORM_URL);
  await expect(page.getByRole("heading", { level: 1, name: "Work History Form" })).toBeVisible();
  await expect(page.getByLabel("First Name")).toBeVisible();
  return new URL(page.url()).pathname;
}

function section(page: Page, name: RegExp): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name }) });
}

async function openSection(page: Page, name: RegExp): Promise<Locator> {
  const trigger = page.getByRole("heading", { level: 2, name }).getByRole("button");
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  return section(page, name);
}

test("/forms opens the user's form, the same one on every visit", async ({ userPage: page }) => {
  const path = await openMyForm(page);
  // /forms was replaced: Back does not return to the redirecting page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/forms$/);
  expect(await openMyForm(page)).toBe(path);
});

test("personal fields typed quickly are all saved and are there after a reload", async ({
  userPage: page,
}) => {
  await openMyForm(page);
  // Answers take a moment, as on a real network, so 'Saving...' can be seen.
  await page.route("**/api/forms/*", async (route) => {
    if (route.request().method() === "PATCH") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const values: [string, string][] = [
    ["First Name", "Jordan"],
    ["Last Name", "Sparks"],
    ["Email", "jordan.sparks@example.com"],
    ["Role/Title", "Lead Inspector"],
    ["A&P Certificate Number", "AP-1234567"],
    ["Employment Scope", "Heavy checks on regional jets"],
    ["Additional Duties", "Borescope inspections"],
  ];
  // Several fields in quick succession: each field has its own debounce, none is dropped.
  // A new form starts with the account's name and e-mail: typed over, as a user would.
  for (const [label, value] of values) {
    await page.getByLabel(label, { exact: true }).clear();
    await page.getByLabel(label, { exact: true }).pressSequentially(value, { delay: 5 });
  }
  await page.getByLabel("Date of Hire").fill("2019-04-01");
  await page.getByRole("combobox", { name: "IA Status" }).click();
  await page.getByRole("option", { name: "Yes - Currently Active" }).click();

  await expect(page.getByText("Saving...")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeHidden({ timeout: 5000 });

  await page.reload();
  for (const [label, value] of values)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Date of Hire")).toHaveValue("2019-04-01");
  await expect(page.getByRole("combobox", { name: "IA Status" })).toHaveText("Yes - Currently Active");
});

test("an edit is not lost when the user leaves the page or closes the tab right away", async ({
  userPage: page,
  context,
}) => {
  const path = await openMyForm(page);
  const onServer = async () =>
    (await (await context.request.get(`/api${path}`)).json()) as Record<string, unknown>;

  // Leaving by the navigation before the debounce has run.
  await page.getByLabel("First Name").fill("Quick");
  await page.getByRole("link", { name: "Home" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(async () => (await onServer()).firstName).toBe("Quick");

  // Closing the tab with a pending edit: it reaches the server, not only this device's copy.
  await page.goto(path);
  await page.getByLabel("Last Name").fill("Leaver");
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await onServer()).lastName).toBe("Leaver");

  const next = await context.newPage();
  await next.goto(path);
  // A fresh page loads the app and the form: allow a loaded CI machine more than one step's time.
  await expect(next.getByLabel("First Name")).toHaveValue("Quick", { timeout: 20_000 });
  await expect(next.getByLabel("Last Name")).toHaveValue("Leaver");
});

test("Logout with edits the server cannot take asks first, then leaves none of them on this device", async ({
  userPage: page,
}) => {
  await openMyForm(page);
  const unsavedEditKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("hangar-log:unsaved-edits:")),
    );
  // The server cannot be reached for saves.
  await page.route("**/api/forms/*", (route) =>
    route.request().method() === "PATCH" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByLabel("First Name").fill("Offline");
  await expect.poll(unsavedEditKeys).toHaveLength(1);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Some changes are not saved" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await dialog.getByRole("button", { name: "Sign out and discard" }).click();
  await page.waitForURL((url) => url.pathname === "/auth");

  expect(await unsavedEditKeys()).toEqual([]);
  expect((await page.request.get("/api/user")).status()).toBe(401);
});

test("an employer with dates counts for an airframe entry that selects it, until manual mode clears it", async ({
  userPage: page,
}) => {
  await openMyForm(page);

  const employment = await openSection(page, /Employment History/);
  await employment.getByRole("button", { name: "Add Employment Entry" }).click();
  await expect(page.getByText("Employment entry created", { exact: true })).toBeVisible();
  await employment.getByLabel("Company Name").fill("Skyline MRO");
  await employment.getByLabel("Position Title").fill("Technician");
  await employment.getByRole("combobox", { name: "Operation Category" }).click();
  await page.getByRole("option", { name: "Part 145 Repair Station" }).click();
  await employment.getByLabel("Start Date").fill("2020-01-15");
  await employment.getByLabel("End Date").fill("2022-06-20");
  await employment.getByLabel("Full-time").check();
  await expect(page.getByRole("heading", { level: 2, name: /Employment History 1 entry/ })).toBeVisible();

  const airframe = await openSection(page, /Airframe Experience/);
  await airframe.getByRole("button", { name: "Add Airframe Entry" }).click();
  await expect(page.getByText("Airframe entry created", { exact: true })).toBeVisible();
  await airframe.getByLabel("Make").fill("Embraer");
  await airframe.getByLabel("Model").fill("E175");
  await airframe.getByLabel("Sheet Metal Repair").check();
  const employer = airframe.getByRole("checkbox", { name: /Skyline MRO/ });
  await employer.check();
  await expect(airframe.getByRole("status").filter({ hasText: "2 years 5 months" })).toBeVisible();
  // The summary of the active form follows the entry.
  await expect(airframe.getByText(/Total airframe experience/)).toHaveText(
    "Total airframe experience: 2 years 5 months",
  );
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  await page.reload();
  const reloaded = await openSection(page, /Airframe Experience/);
  await expect(reloaded.getByRole("checkbox", { name: /Skyline MRO/ })).toBeChecked();
  await expect(reloaded.getByRole("status").filter({ hasText: "2 years 5 months" })).toBeVisible();

  // Manual mode clears the employer choice, here and on the server.
  await reloaded.getByLabel("Enter the duration manually").check();
  await reloaded.getByLabel("Years").fill("3");
  // More than 11 months is refused with a message, never clamped.
  await reloaded.getByLabel("Months").fill("14");
  await expect(reloaded.getByLabel("Months")).toHaveAttribute("aria-invalid", "true");
  await reloaded.getByLabel("Months").fill("11");
  await expect(reloaded.getByRole("status").filter({ hasText: "3 years 11 months" })).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.reload();
  const again = await openSection(page, /Airframe Experience/);
  await expect(again.getByLabel("Years")).toHaveValue("3");
  await again.getByLabel("Enter the duration manually").uncheck();
  await expect(again.getByRole("checkbox", { name: /Skyline MRO/ })).not.toBeChecked();
  await expect(again.getByRole("status").filter({ hasText: "0 months" })).toBeVisible();
});

test("entries are deleted after a confirmation", async ({ userPage: page }) => {
  await openMyForm(page);
  const employment = await openSection(page, /Employment History/);
  await employment.getByRole("button", { name: "Add Employment Entry" }).click();
  await employment.getByLabel("Company Name").fill("Short Stint Aero");
  const avionics = await openSection(page, /Avionics Experience/);
  await avionics.getByRole("button", { name: "Add Avionics Entry" }).click();
  await avionics.getByLabel("FAR 91.411/413 Checks").check();
  await avionics.getByLabel("Line Maintenance/Troubleshooting").check();
  await expect(page.getByRole("heading", { level: 2, name: /Avionics Experience 1 entry/ })).toBeVisible();

  await avionics.getByRole("button", { name: "Delete avionics entry 1" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete avionics entry?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Avionics Experience 1 entry/ })).toBeVisible();
  await avionics.getByRole("button", { name: "Delete avionics entry 1" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Avionics entry deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Avionics Experience 0 entries/ })).toBeVisible();

  await employment.getByRole("button", { name: "Delete employment entry 1" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete employment entry?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Employment entry deleted", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /Employment History 0 entries/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Avionics Experience 0 entries/ })).toBeVisible();
});

test("a form that does not exist (or is someone else's) shows 'Form not found' with a way back", async ({
  userPage: page,
}) => {
  await page.goto(`/forms/${randomUUID()}`);
  await expect(page.getByText("Form not found")).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL((url) => url.pathname === "/");
});

test("the form is usable at phone width", async ({ userPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMyForm(page);
  await page.getByLabel("First Name").fill("Pocket");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/form-phone.png`, fullPage: true });
});

test("at desktop width the form fits the window, with the main navigation in the header", async ({
  userPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMyForm(page);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  // The phone menu's button is not offered when the navigation fits the header.
  await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeHidden();

  await page.getByLabel("First Name").fill("Jordan");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const employment = await openSection(page, /Employment History/);
  await employment.getByRole("button", { name: "Add Employment Entry" }).click();
  await employment.getByLabel("Company Name").fill("Skyline MRO");
  await employment.getByLabel("Start Date").fill("2020-01-15");
  const airframe = await openSection(page, /Airframe Experience/);
  await airframe.getByRole("button", { name: "Add Airframe Entry" }).click();
  const employer = airframe.getByRole("checkbox", { name: /Skyline MRO/ });
  await employer.check();
  await expect(employer).toBeChecked();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/form-desktop.png`, fullPage: true });

  await airframe.getByLabel("Enter the duration manually").check();
  await expect(airframe.getByLabel("Years")).toBeVisible();
  await airframe.getByRole("button", { name: "Delete airframe entry 1" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete airframe entry?" })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/form-delete-dialog.png` });
});

test.describe("screenshots", () => {
  test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=<dir> to take them");

  test("not found at phone width", async ({ userPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/forms/${randomUUID()}`);
    await expect(page.getByText("Form not found")).toBeVisible();
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/form-not-found-phone.png` });
  });
});

test("a double click on 'Add Airframe Entry' adds one entry, not two", async ({ userPage: page }) => {
  await openMyForm(page);
  const airframe = await openSection(page, /Airframe Experience/);
  await airframe.getByRole("button", { name: "Add Airframe Entry" }).dblclick();
  await expect(page.getByText("Airframe entry created", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Airframe Experience 1 entry/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /Airframe Experience 1 entry/ })).toBeVisible();
});
