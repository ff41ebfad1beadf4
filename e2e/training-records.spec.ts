import type { Browser, Page } from "@playwright/test";
import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { AxeAudit } from "./support/axe";
import { toast } from "./support/toast";

// Training records end to end (docs/product.md §15): the administrator sets up the program from the
// starter, a technician completes items with notes and evidence, the administrator signs one off,
// and the technician's progress and 'Next up' follow on /checklists and the dashboard. It runs after
// the other browser tests (playwright.config.ts): the program it imports is the center's, seen by all.

test.describe.configure({ timeout: 180_000 });

// Unique per run, so a database that outlives a run never shows two of them.
const TECHNICIAN = `Morgan Torque ${Date.now().toString(36).toUpperCase()}`;

async function newTechnician(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await registerAndVerify(page, { fullName: TECHNICIAN });
  await signInViaApi(page, account.email, account.password);
  return { page, account, close: () => context.close() };
}

function item(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
}

async function overall(page: Page) {
  return page.getByRole("progressbar", { name: "Overall Progress" });
}

test("an administrator sets up the program, a technician records training with evidence, the administrator signs off", async ({
  adminPage: admin,
  browser,
  baseURL,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  // The administrator imports the starter program from the Training tab.
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Training" }).click();
  await admin.getByRole("button", { name: "Import starter program" }).click();
  await expect(toast(admin, "Starter program imported")).toContainText("25 items");
  await expect(admin.getByText("Company indoctrination", { exact: true }).first()).toBeVisible();
  await audit.check(admin, "/admin Training tab with the starter program");
  await admin.getByRole("button", { name: "Edit Engine run-up and taxi" }).click();
  const editItem = admin.getByRole("dialog", { name: "Edit Engine run-up and taxi" });
  await expect(editItem.getByLabel("Recurrence (months)")).toHaveValue("24");
  await expect(editItem.getByRole("checkbox", { name: "Requires sign-off" })).toBeChecked();
  await audit.check(admin, "/admin Training edit item dialog");
  await admin.keyboard.press("Escape");
  await expect(editItem).toBeHidden();

  // The technician sees it, with nothing done yet.
  const tech = await newTechnician(browser, baseURL);
  const page = tech.page;
  await page.goto("/checklists");
  await expect(page.getByRole("tab", { name: "Initial" })).toBeVisible();
  await expect(await overall(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("Start Company indoctrination.")).toBeVisible();

  // Done, with notes and a certificate uploaded right there.
  const indoctrination = item(page, "Company indoctrination");
  await indoctrination.getByRole("checkbox").check();
  await expect(indoctrination.getByRole("checkbox")).toHaveAccessibleDescription(/^Current/);
  await expect(await overall(page)).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByText("Start Regulations: 14 CFR Part 43.")).toBeVisible();

  await indoctrination.getByRole("button", { name: "Details for Company indoctrination" }).click();
  const details = page.getByRole("region", { name: "Details of Company indoctrination" });
  await details.getByLabel("Notes").fill("Two-day course with the quality manager.");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await details.getByRole("button", { name: "Upload a document for Company indoctrination" }).click();
  await (await chooser).setFiles({
    name: "indoctrination-certificate.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(
      `Certificate of Completion\nThis is to certify that ${TECHNICIAN} has completed Company indoctrination.\n`,
    ),
  });
  // The file's name, and once the record is read again its Download button names it too.
  await expect(details.getByText("indoctrination-certificate.txt").first()).toBeVisible();
  await expect(
    details.getByRole("button", { name: "Remove evidence from Company indoctrination" }),
  ).toBeVisible();
  await audit.check(page, "/checklists with an item's details open");

  // The administrator has the Sign-offs tab open before the technician asks (docs/product.md §7.1).
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: /Sign-offs/ }).click();
  const waitingBefore = await admin.getByRole("row").filter({ hasText: TECHNICIAN }).count();
  expect(waitingBefore).toBe(0);

  // An item that requires sign-off waits for the administrator.
  await page.getByRole("tab", { name: "Specialized" }).click();
  const runUp = item(page, "Engine run-up and taxi");
  await runUp.getByRole("checkbox").check();
  await expect(runUp.getByRole("checkbox")).toHaveAccessibleDescription(/^Awaiting sign-off/);
  await expect(await overall(page)).toHaveAttribute("aria-valuenow", "4");

  // Notes survive a reload.
  await page.reload();
  await item(page, "Company indoctrination")
    .getByRole("button", { name: /^Details for/ })
    .click();
  await expect(page.getByLabel("Notes")).toHaveValue("Two-day course with the quality manager.");

  // The administrator, without reloading, sees it once the tab is shown again, and the tab's count with it.
  await admin.getByRole("tab", { name: "Users" }).click();
  await admin.getByRole("tab", { name: /Sign-offs/ }).click();
  await expect(admin.getByRole("tab", { name: /^Sign-offs, \d+ waiting$/ })).toBeVisible();
  const row = admin
    .getByRole("row")
    .filter({ hasText: TECHNICIAN })
    .filter({ hasText: "Engine run-up and taxi" });
  await expect(row).toBeVisible();
  await audit.check(admin, "/admin Sign-offs tab");
  await row.getByRole("button", { name: /^Sign off/ }).click();
  await expect(row).toBeHidden();

  // The technician's numbers follow, the same on /checklists and the dashboard.
  await page.goto("/checklists");
  await page.getByRole("tab", { name: "Specialized" }).click();
  await expect(item(page, "Engine run-up and taxi").getByRole("checkbox")).toHaveAccessibleDescription(
    /^Current/,
  );
  await expect(await overall(page)).toHaveAttribute("aria-valuenow", "8");
  await page.goto("/dashboard");
  await expect(page.getByRole("progressbar", { name: "Overall" })).toHaveAttribute("aria-valuenow", "8");
  await expect(page.getByText("Start Regulations: 14 CFR Part 43.")).toBeVisible();

  // The technician's alert settings: on by default, with a calendar link.
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Alert settings" }).click();
  const alerts = page.getByRole("dialog", { name: "Alert settings" });
  await expect(alerts.getByRole("checkbox", { name: "E-mail me about expiring training" })).toBeChecked();
  await expect(alerts.getByRole("textbox", { name: "Calendar link" })).toHaveValue(
    /\/api\/me\/calendar\.ics\?token=/,
  );
  await audit.check(page, "Alert settings dialog");
  const feed = await page.request.get(
    await alerts.getByRole("textbox", { name: "Calendar link" }).inputValue(),
  );
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await page.keyboard.press("Escape");

  // The team: Morgan's numbers and the skills matrix, exported.
  await admin.goto("/team");
  // By e-mail: the name may be shared by an account of an earlier run on the same database.
  await admin.getByRole("searchbox", { name: "Search members" }).fill(tech.account.email);
  await expect(admin.getByRole("link", { name: TECHNICIAN })).toBeVisible();
  await admin.getByRole("combobox", { name: "Checklist" }).selectOption({ label: "Specialized" });
  const matrix = admin.getByRole("table", { name: "Training status of each member for Specialized" });
  await expect(matrix).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search the matrix" }).fill(tech.account.email);
  const morgan = matrix.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: TECHNICIAN }) });
  await expect(morgan.getByRole("cell").first()).toHaveText("Current");
  await audit.check(admin, "/team with the skills matrix");
  const download = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Export CSV" }).click();
  const csv = await (await download)
    .path()
    .then((file) => import("node:fs/promises").then((fs) => fs.readFile(file!, "utf8")));
  expect(csv.split("\r\n")[1]).toContain(`"${TECHNICIAN}"`);
  expect(csv.split("\r\n")[1]).toContain('"Current"');

  // The member page: the evidence opens, and the audit packet downloads as a PDF.
  await admin.getByRole("searchbox", { name: "Search members" }).fill(tech.account.email);
  await admin.getByRole("link", { name: TECHNICIAN }).click();
  await expect(admin.getByText("Evidence: indoctrination-certificate.txt")).toBeVisible();
  const evidence = await savedFile(admin, () =>
    admin.getByRole("button", { name: "Download the evidence of Company indoctrination" }).click(),
  );
  expect(evidence.name).toBe("indoctrination-certificate.txt");
  expect(evidence.bytes.toString("utf8")).toContain("has completed Company indoctrination.");
  const packet = await savedFile(admin, () =>
    admin.getByRole("button", { name: "Download audit packet" }).click(),
  );
  expect(packet.name).toMatch(/^hangar-log-record-morgan-.*\.pdf$/);
  expect(packet.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await tech.close();
  audit.assertClean();
});

/** The file a click makes the page save: its suggested name and its bytes. */
async function savedFile(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  const { readFile } = await import("node:fs/promises");
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}
