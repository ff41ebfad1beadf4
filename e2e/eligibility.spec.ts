import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/auth";
import { AxeAudit } from "./support/axe";

// Eligibility end to end (docs/product.md §19): a technician enters certificate dates and ratings on the
// form, has an employer behind airframe and powerplant entries, reads the cards on /eligibility and
// logs, edits and deletes an IA activity, the IA-year progress following each change.

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** One employer, 2016-01-04 to 2022-12-30 (83 months), named by an airframe and a powerplant entry. */
async function seedEmployer(request: APIRequestContext, formId: string): Promise<void> {
  const employer = await ok<{ id: string }>(
    await request.post("/api/employment-entries", { data: { formId, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/employment-entries/${employer.id}`, {
      data: { companyName: "Acme Aviation", startDate: "2016-01-04", endDate: "2022-12-30" },
    }),
  );
  for (const discipline of ["airframe", "powerplant"]) {
    const entry = await ok<{ id: string }>(
      await request.post(`/api/${discipline}-experience`, { data: { formId, entryNumber: 1 } }),
    );
    await ok(
      await request.patch(`/api/${discipline}-experience/${entry.id}`, {
        data: { formId, selectedEmploymentIds: [employer.id] },
      }),
    );
  }
}

async function waitForSaved(page: Page): Promise<void> {
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a technician sees their eligibility and keeps their IA activity log", async ({
  userPage: page,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  await page.goto("/forms");
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
  const formId = new URL(page.url()).pathname.split("/").at(-1)!;
  await seedEmployer(page.request, formId);

  // The certificate, as the technician types it on the form.
  await page.getByLabel("A&P Certificate Issued").fill("2015-04-10");
  await waitForSaved(page);
  await page.getByRole("checkbox", { name: "Airframe" }).check();
  await page.getByRole("checkbox", { name: "Powerplant" }).check();
  await page.getByLabel("IA Issued").fill("2014-01-01");
  await expect(page.getByText("The IA cannot be issued before the A&P certificate")).toBeVisible();
  await page.getByLabel("IA Issued").fill("2019-03-01");
  await expect(page.getByText("The IA cannot be issued before the A&P certificate")).toBeHidden();
  await waitForSaved(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Eligibility" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eligibility" })).toBeVisible();
  await expect(page.getByText(/not a determination by the FAA or EASA/)).toBeVisible();

  const airframe = card(page, "Airframe rating: practical experience");
  await expect(airframe.getByText("Looks met")).toBeVisible();
  await expect(
    airframe.getByRole("progressbar", { name: "Airframe experience: 83 of 18 months" }),
  ).toBeVisible();
  await expect(airframe.getByRole("row", { name: /Acme Aviation/ })).toContainText("Dec 30, 2022");
  const ia = card(page, "Inspection authorization: eligibility");
  await expect(
    ia.getByText("A&P certificate with both the airframe and the powerplant rating"),
  ).toBeVisible();
  await audit.check(page, "eligibility page");

  // The IA activity log: add, and the IA-year progress follows.
  const renewal = card(page, "Inspection authorization: this IA year");
  await expect(renewal.getByRole("progressbar", { name: "Annual inspections: 0 of 4" })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole("button", { name: "Add activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Add IA activity" });
  await dialog.getByLabel("Date").fill(today);
  await dialog.getByRole("combobox", { name: "Activity" }).click();
  await page.getByRole("option", { name: "Annual inspection" }).click();
  await dialog.getByLabel("Aircraft make").fill("Cessna");
  await dialog.getByLabel("Registration").fill("n512ab");
  await audit.check(page, "add IA activity dialog");
  await dialog.getByRole("button", { name: "Save activity" }).click();
  await expect(dialog).toBeHidden();
  const log = page.getByRole("table", { name: "IA activities" });
  await expect(log).toContainText("N512AB");
  await expect(renewal.getByRole("progressbar", { name: "Annual inspections: 1 of 4" })).toBeVisible();

  // Edit it into an oral test.
  await log.getByRole("button", { name: /^Edit Annual inspection/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit IA activity" });
  await edit.getByRole("combobox", { name: "Activity" }).click();
  await page.getByRole("option", { name: "Oral test" }).click();
  await edit.getByRole("button", { name: "Save activity" }).click();
  await expect(edit).toBeHidden();
  await expect(log).toContainText("Oral test");
  await expect(renewal.getByRole("progressbar", { name: "Oral tests: 1 of 1" })).toBeVisible();

  // Delete it.
  await log.getByRole("button", { name: /^Delete Oral test/ }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this activity?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("No activities logged yet.")).toBeVisible();
  await expect(renewal.getByRole("progressbar", { name: "Annual inspections: 0 of 4" })).toBeVisible();

  // The dashboard's summary leads here.
  await page.goto("/dashboard");
  const summary = page.getByRole("region", { name: "Eligibility" });
  await expect(summary.getByText("Airframe rating: practical experience")).toBeVisible();
  await summary.getByRole("link", { name: "See your eligibility" }).click();
  await expect(page).toHaveURL(/\/eligibility$/);

  audit.assertClean();
});
