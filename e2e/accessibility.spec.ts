import type { APIResponse, Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, registerAccount, registerAndVerify, signInViaApi, test, uniqueEmail } from "./support/auth";
import { AxeAudit } from "./support/axe";
import { waitForVerificationCode } from "./support/mail";

// docs/product.md §13.5: axe (WCAG 2.0/2.1 A and AA) on every page and every dialog reachable from it,
// signed out, as a user and as the administrator. A serious or critical violation fails the test;
// moderate and minor ones are printed as a summary. Nothing is excluded.

// Each test visits many states and axe takes a few seconds per run.
test.describe.configure({ timeout: 180_000 });

async function makePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

async function pickResume(page: Page, name: string): Promise<void> {
  await page.getByRole("radio", { name: "Resume / CV" }).check();
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: await makePdf(["Jordan Sparks", "Aviation Maintenance Technician", "Jan 2018 - Present"]),
  });
}

async function ok(response: APIResponse): Promise<{ id: string }> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** A name on the form, a closed employer and a manual airframe entry, so the dashboard has numbers. */
async function seedWorkHistory(page: Page, formId: string): Promise<void> {
  const request = page.request;
  await ok(await request.patch(`/api/forms/${formId}`, { data: { firstName: "Avery" } }));
  const employment = await ok(
    await request.post("/api/employment-entries", { data: { formId, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/employment-entries/${employment.id}`, {
      data: { companyName: "Skyline MRO", startDate: "2015-01-01", endDate: "2020-04-01" },
    }),
  );
  const airframe = await ok(
    await request.post("/api/airframe-experience", { data: { formId, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/airframe-experience/${airframe.id}`, {
      data: { formId, useManualDuration: true, manualYears: 2, manualMonths: 3 },
    }),
  );
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** Escape closes the top layer; a toast shown over a dialog is a layer of its own, so press until all are closed. */
async function closeWithEscape(page: Page): Promise<void> {
  const layers = page.getByRole("dialog").or(page.getByRole("alertdialog")).or(page.getByRole("menu"));
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(layers).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
}

/** A signed-in user with a document in the processing queue (so the admin's queue table has a row). */
async function uploadAsNewUser(browser: Browser, baseURL: string | undefined): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await registerAndVerify(page, { fullName: "Queue Owner" });
  await signInViaApi(page, account.email, account.password);
  await page.goto("/upload");
  await pickResume(page, "queued-resume.pdf");
  // Choosing it started its processing, so the queue has its task.
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "queued-resume.pdf" }) });
  await expect(row.getByText(/^(Queued|Processing|Completed|Failed)$/)).toBeVisible();
  await context.close();
}

test("signed out: /auth (both tabs), /verify-email, the 404 page and /forgot-password", async ({
  page,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await audit.check(page, "/auth Login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await audit.check(page, "/auth Login with errors");

  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("[data-slot=toast]", { hasText: "Login failed" })).toBeVisible();
  await audit.check(page, "/auth Login failed toast");

  const unverified = await registerAccount(page.request);
  await page.reload();
  await page.getByLabel("Email").fill(unverified.email);
  await page.getByLabel("Password").fill(unverified.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Your email address is not verified yet.")).toBeVisible();
  await audit.check(page, "/auth unverified notice");

  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();
  await audit.check(page, "/auth Register");
  await page.getByRole("button", { name: "Create account" }).click();
  await audit.check(page, "/auth Register with errors");

  await page.goto(`/verify-email?email=${encodeURIComponent(unverified.email)}`);
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  await audit.check(page, "/verify-email");
  const code = await waitForVerificationCode(unverified.email);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.locator("[data-slot=toast]", { hasText: "Verification failed" })).toBeVisible();
  await audit.check(page, "/verify-email wrong code toast");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
  await audit.check(page, "/verify-email verified");

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await audit.check(page, "404");

  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
  await audit.check(page, "/forgot-password");

  audit.assertClean();
});

test("as a user: home, upload with its dialogs, checklists, dashboard, team, account and the user menu", async ({
  userPage: page,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
  await audit.check(page, "/");
  await openUserMenu(page);
  await audit.check(page, "/ user menu open");
  await closeWithEscape(page);

  // The navigation menu of a narrow screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await audit.check(page, "/ phone width, navigation menu open");
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload Documents" })).toBeVisible();
  await audit.check(page, "/upload empty");

  // An active form with data makes choosing a resume ask before overwriting it.
  const created = await page.request.post("/api/forms", { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await seedWorkHistory(page, id);
  await page.goto("/upload");
  await pickResume(page, "a11y-resume.pdf");
  await expect(page.getByRole("alertdialog", { name: "Overwrite Existing Work History?" })).toBeVisible();
  await audit.check(page, "/upload overwrite dialog");
  // Cancel keeps the resume, not processed: the seeded form stays for the dashboard below.
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "a11y-resume.pdf" }) });
  await expect(row.getByText("Not processed")).toBeVisible();
  await audit.check(page, "/upload with a document");
  await row.getByRole("button", { name: "Delete a11y-resume.pdf" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await audit.check(page, "/upload delete confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.goto("/checklists");
  await expect(page.getByRole("heading", { level: 1, name: "Training Checklists" })).toBeVisible();
  await audit.check(page, "/checklists");

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("5 years 3 months Experience")).toBeVisible();
  await audit.check(page, "/dashboard");

  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await audit.check(page, "/team");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await audit.check(page, "/account");

  // Last, as processing the resume replaces the seeded form (which Process asks about first).
  await page.goto("/upload");
  await row.getByRole("button", { name: "Process a11y-resume.pdf" }).click();
  const overwrite = page.getByRole("alertdialog", { name: "Overwrite Existing Work History?" });
  await overwrite.getByRole("button", { name: "Process & Overwrite" }).click();
  await expect(row.getByRole("button", { name: "Process a11y-resume.pdf" })).toHaveCount(0);
  await audit.check(page, "/upload with a document processed");

  audit.assertClean();
});

test("as a user: the work history form with every section open and an entry of each kind", async ({
  userPage: page,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  await page.goto("/forms");
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Work History Form" })).toBeVisible();
  await audit.check(page, "/forms/{id} personal information");

  // An invalid value shows its message.
  await page.getByLabel("Email", { exact: true }).fill("jordan@");
  await page.getByLabel("First Name").click();

  const sections: [RegExp, string][] = [
    [/Employment History/, "Add Employment Entry"],
    [/Airframe Experience/, "Add Airframe Entry"],
    [/Powerplant Experience/, "Add Powerplant Entry"],
    [/Avionics Experience/, "Add Avionics Entry"],
  ];
  for (const [name, add] of sections) {
    const trigger = page.getByRole("heading", { level: 2, name }).getByRole("button");
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name }) });
    await section.getByRole("button", { name: add }).click();
    await expect(section.getByRole("article")).toHaveCount(1);
  }
  const employment = page.locator("section").filter({
    has: page.getByRole("heading", { level: 2, name: /Employment History/ }),
  });
  await employment.getByLabel("Company Name").fill("Skyline MRO");
  await employment.getByLabel("Start Date").fill("2020-01-15");
  const airframe = page.locator("section").filter({
    has: page.getByRole("heading", { level: 2, name: /Airframe Experience/ }),
  });
  await airframe.getByRole("checkbox", { name: /Skyline MRO/ }).check();
  const avionics = page.locator("section").filter({
    has: page.getByRole("heading", { level: 2, name: /Avionics Experience/ }),
  });
  await avionics.getByLabel("Enter the duration manually").check();
  await expect(avionics.getByLabel("Years")).toBeVisible();
  // The invalid e-mail above is still unsaved, and the header says so (decision 0027).
  await expect(page.getByRole("status").filter({ hasText: "Some changes are not saved" })).toBeVisible();
  await audit.check(page, "/forms/{id} every section open with entries");

  await avionics.getByRole("button", { name: "Delete avionics entry 1" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await audit.check(page, "/forms/{id} delete entry confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  // Logout while a save fails asks before removing the unsaved edits from this device.
  await page.route("**/api/forms/*", (route) =>
    route.request().method() === "PATCH" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByLabel("First Name").fill("Offline");
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("alertdialog", { name: "Some changes are not saved" })).toBeVisible();
  await audit.check(page, "/forms/{id} Logout with unsaved changes dialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Stay signed in" }).click();
  await page.unroute("**/api/forms/*");

  // An edit after the session has ended keeps the edit and says so.
  await page.context().clearCookies();
  await page.getByLabel("First Name").fill("Expired");
  await expect(page.getByRole("alertdialog", { name: "Your session has expired" })).toBeVisible();
  await audit.check(page, "/forms/{id} session expired dialog");

  audit.assertClean();
});

test("as the administrator: every admin tab, the user dialogs, a user's work history and the user menu", async ({
  adminPage: page,
  browser,
  baseURL,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);
  await uploadAsNewUser(browser, baseURL);
  const other = { fullName: "Robin Listed", email: uniqueEmail("listed"), password: "listed-password-1" };
  const created = await page.request.post("/api/admin/users", { data: { ...other, role: "user" } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
  await audit.check(page, "/ as admin");
  await openUserMenu(page);
  await audit.check(page, "/ admin user menu open");
  await closeWithEscape(page);

  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await audit.check(page, "/team as admin");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: other.email, exact: true }) });
  await expect(row).toBeVisible();
  await audit.check(page, "/admin Users");

  await page.getByRole("button", { name: "Add User" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add User" });
  await expect(addDialog).toBeVisible();
  await audit.check(page, "/admin Add User dialog");
  await addDialog.getByRole("button", { name: "Create User" }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications/, includeHidden: true })
      .locator("[data-slot=toast]", { hasText: "Validation error" }),
  ).toBeVisible();
  await audit.check(page, "/admin Add User dialog with a validation toast");
  await closeWithEscape(page);

  await row.getByRole("button", { name: `Edit ${other.fullName}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit User" })).toBeVisible();
  await audit.check(page, "/admin Edit User dialog");
  await closeWithEscape(page);

  await row.getByRole("button", { name: `Delete ${other.fullName}` }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await audit.check(page, "/admin delete user dialog");
  await closeWithEscape(page);

  await page.getByRole("tab", { name: "Processing Queue" }).click();
  await expect(page.getByRole("table", { name: "Processing queue" })).toBeVisible();
  await audit.check(page, "/admin Processing Queue");

  await page.getByRole("tab", { name: "Fuzzy Matches" }).click();
  await expect(page.getByRole("tabpanel", { name: "Fuzzy Matches" })).toBeVisible();
  await audit.check(page, "/admin Fuzzy Matches");

  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "AI Prompts Management" })).toBeVisible();
  await audit.check(page, "/admin Settings");

  // A technician's work history, read-only, as the administrator opens it from the users table.
  const { id: otherId } = (await created.json()) as { id: string };
  await page.goto(`/admin/users/${otherId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Work history of ${other.fullName}` }),
  ).toBeVisible();
  await audit.check(page, "/admin/users/{id}");

  audit.assertClean();
});
