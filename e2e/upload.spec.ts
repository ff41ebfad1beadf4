import { MAX_UPLOAD_BYTES } from "@domain/constants";
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { Document, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, test } from "./support/auth";
import { toast } from "./support/toast";

// The /upload screen (docs/product.md §2.6) against the real API and the local storage driver.

const PDF_MIME = "application/pdf";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function makePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

async function makeDocx(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

const RESUME_LINES = [
  "Jordan Sparks",
  "jordan.sparks@example.com",
  "EXPERIENCE",
  "Aviation Maintenance Technician, Skyline MRO, Part 145 Repair Station",
  "Jan 2018 - Present",
];

/** The size as the table shows it: 'B', 'KB' or 'MB' with one decimal. */
function shownSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function documentRow(page: Page, filename: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name: filename, exact: true }) });
}

async function openUpload(page: Page) {
  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload Documents" })).toBeVisible();
  await expect(page.getByText("No documents uploaded yet")).toBeVisible();
}

async function pickFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel("Choose a file to upload").setInputFiles({ name, mimeType, buffer });
}

test("upload a PDF resume and a DOCX, watch the progress, see them listed, delete one", async ({
  userPage: page,
}) => {
  await openUpload(page);
  const today = format(new Date(), "MMM d, yyyy");

  const pdf = await makePdf(RESUME_LINES);
  await expect(page.getByRole("radio", { name: "Resume / CV" })).toBeChecked();
  await pickFile(page, "jordan-sparks-resume.pdf", PDF_MIME, pdf);

  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(toast(page, "Upload successful")).toBeVisible();
  const pdfRow = documentRow(page, "jordan-sparks-resume.pdf");
  await expect(pdfRow).toBeVisible();
  await expect(pdfRow.getByRole("cell", { name: "Resume / CV" })).toBeVisible();
  await expect(pdfRow.getByRole("cell", { name: shownSize(pdf.length), exact: true })).toBeVisible();
  await expect(pdfRow.getByRole("cell", { name: today })).toBeVisible();
  // Choosing the resume started its processing: no Process button to find first.
  await expect(pdfRow.getByText(/^(Queued|Processing|Completed)$/)).toBeVisible();
  await expect(pdfRow.getByRole("button", { name: "Process jordan-sparks-resume.pdf" })).toHaveCount(0);
  // The status returns to idle and the bar goes away 3 s after the upload.
  await expect(bar).toBeHidden({ timeout: 6_000 });

  const docx = await makeDocx(["Recurrent training: Garmin G1000 installation", "Completed March 2025"]);
  await page.getByRole("radio", { name: /Training Document/ }).check();
  await pickFile(page, "g1000-recurrent.docx", DOCX_MIME, docx);
  await expect(bar).toBeVisible();
  const docxRow = documentRow(page, "g1000-recurrent.docx");
  await expect(docxRow).toBeVisible();
  await expect(docxRow.getByRole("cell", { name: "Training Document" })).toBeVisible();
  await expect(docxRow.getByRole("cell", { name: shownSize(docx.length), exact: true })).toBeVisible();
  await expect(docxRow.getByRole("cell", { name: today })).toBeVisible();

  // Newest first.
  await expect(page.getByRole("row").nth(1)).toContainText("g1000-recurrent.docx");

  await docxRow.getByRole("button", { name: "Delete g1000-recurrent.docx" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    'Are you sure you want to delete "g1000-recurrent.docx"? This action cannot be undone.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Document deleted")).toBeVisible();
  await expect(docxRow).toHaveCount(0);
  await expect(pdfRow).toBeVisible();

  // What was deleted stays deleted after a reload; the other one is still there.
  await page.reload();
  await expect(documentRow(page, "jordan-sparks-resume.pdf")).toBeVisible();
  await expect(documentRow(page, "g1000-recurrent.docx")).toHaveCount(0);
});

test("a file over 10 MB is refused with 'File too large' before anything is sent", async ({
  userPage: page,
}) => {
  await openUpload(page);
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/upload")) uploads.push(request.url());
  });
  await pickFile(page, "huge.pdf", PDF_MIME, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20));
  await expect(toast(page, "File too large")).toContainText("Maximum file size is 10MB");
  await expect(page.getByText("No documents uploaded yet")).toBeVisible();
  expect(uploads).toEqual([]);
});

test("with an active work history form, a resume upload first asks to overwrite it", async ({
  userPage: page,
}) => {
  const created = await page.request.post("/api/forms", { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const field of [{ firstName: "Avery" }, { lastName: "Quinn" }, { dateOfHire: "2018-06-01" }]) {
    const patched = await page.request.patch(`/api/forms/${id}`, { data: field });
    expect(patched.status(), await patched.text()).toBe(200);
  }

  await openUpload(page);
  await pickFile(page, "avery-resume.pdf", PDF_MIME, await makePdf(RESUME_LINES));

  const dialog = page.getByRole("alertdialog", { name: "Overwrite Existing Work History?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("current work history form and all associated data");
  await expect(dialog).toContainText("This action cannot be undone.");
  await expect(dialog).toContainText("Avery Quinn");
  await expect(dialog).toContainText("Jun 1, 2018");
  await expect(dialog.getByRole("button", { name: "Process & Overwrite" })).toBeVisible();

  // Cancel keeps the resume, unprocessed: the form stays, and Process asks again later.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Browse files" })).toBeFocused();
  const kept = documentRow(page, "avery-resume.pdf");
  await expect(kept.getByText("Not processed")).toBeVisible();
  await expect(kept.getByRole("button", { name: "Process avery-resume.pdf" })).toBeVisible();
});
