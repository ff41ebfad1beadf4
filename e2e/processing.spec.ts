import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { ADMIN_ACCOUNT, expect, signInViaApi, test } from "./support/auth";

// A resume becomes a draft work history, the whole way through the screens: upload a PDF,
// press Process, watch the status, open the form; a second resume replaces it after the overwrite
// question; the administrator sees the tasks in the queue.

const FIXTURES = new URL("../server/test/fixtures/resumes/", import.meta.url);

/** A fixture rendered to a one-page PDF with a standard font (characters outside WinAnsi replaced). */
async function resumePdf(fixture: string): Promise<Buffer> {
  const text = readFileSync(new URL(fixture, FIXTURES), "utf8")
    .replace(/[–—]/g, "-")
    .replace(/[•·]/g, "-")
    .replace(/[^\x20-\x7e\n]/g, "");
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([612, 792]);
  let y = 750;
  for (const line of text.split("\n")) {
    if (y < 40) {
      page = pdf.addPage([612, 792]);
      y = 750;
    }
    page.drawText(line, { x: 40, y, size: 8, font });
    y -= 11;
  }
  return Buffer.from(await pdf.save());
}

const documentRow = (page: Page, filename: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: filename, exact: true }) });

async function upload(page: Page, filename: string, fixture: string) {
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name: filename,
    mimeType: "application/pdf",
    buffer: await resumePdf(fixture),
  });
}

async function openForm(page: Page) {
  await page.goto("/forms");
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("First Name")).not.toHaveValue("");
}

async function adminQueue(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth");
  await signInViaApi(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Processing Queue" }).click();
  return { page, close: () => context.close() };
}

test("a resume PDF becomes the user's draft work history, and a second one replaces it", async ({
  userPage: page,
  account,
  browser,
}) => {
  // Two uploads, two processing runs, two form visits and the admin's queue in one story.
  test.setTimeout(120_000);
  await page.goto("/upload");
  await upload(page, "delgado-resume.pdf", "line-technician.txt");
  const first = documentRow(page, "delgado-resume.pdf");
  await expect(first).toBeVisible();
  // Choosing the resume starts its processing.
  await expect(first.getByText("Completed")).toBeVisible({ timeout: 15_000 });

  // The processed resume's row offers its draft: the link opens the form it filled.
  const review = first.getByRole("link", { name: "Review draft from delgado-resume.pdf" });
  await expect(review).toBeVisible();
  await expect(review).toHaveText("Review draft");
  await review.click();
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("First Name")).toHaveValue("Rosa");
  await openForm(page);
  await expect(page.getByLabel("First Name")).toHaveValue("Rosa");
  await expect(page.getByLabel("Last Name")).toHaveValue("Delgado");
  await expect(page.getByLabel("A&P Certificate Number")).toHaveValue("4417230");
  const employment = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /Employment History/ }) });
  await employment
    .getByRole("heading", { name: /Employment History/ })
    .getByRole("button")
    .click();
  await expect(employment.getByLabel("Company Name").first()).toHaveValue("Cascade Regional Airlines");
  const airframe = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /Airframe Experience/ }) });
  await airframe
    .getByRole("heading", { name: /Airframe Experience/ })
    .getByRole("button")
    .click();
  await expect(airframe.getByLabel("Make").first()).toHaveValue("Boeing");

  // A second resume: the overwrite question names the current form, then replaces it. In-app
  // navigation both ways, so the form screen must not show what it cached before the overwrite.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Upload" }).click();
  await upload(page, "whitaker-resume.pdf", "military-to-corporate.txt");
  const dialog = page.getByRole("alertdialog", { name: "Overwrite Existing Work History?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Rosa Delgado");
  await dialog.getByRole("button", { name: "Process & Overwrite" }).click();
  const second = documentRow(page, "whitaker-resume.pdf");
  await expect(second.getByText("Completed")).toBeVisible({ timeout: 15_000 });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work History" }).click();
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("First Name")).toHaveValue("Samuel");
  await expect(page.getByLabel("Last Name")).toHaveValue("Whitaker");
  await expect(page.getByRole("combobox", { name: "IA Status" })).toHaveText("Yes - Currently Active");

  const admin = await adminQueue(browser);
  const queue = admin.page.getByRole("table", { name: "Processing queue" });
  for (const filename of ["delgado-resume.pdf", "whitaker-resume.pdf"]) {
    // This account's row: other tests (and repeats) share the server and its queue.
    const row = queue.getByRole("row").filter({ hasText: filename }).filter({ hasText: account.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Completed");
  }
  await admin.close();
});
