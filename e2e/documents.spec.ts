import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { test as authTest, expect, registerAndVerify, signInViaApi } from "./support/auth";
import { AxeAudit } from "./support/axe";

// The Documents page (docs/product.md §20.5) in a real browser: a technician with a work history
// downloads the KA-310 PDF (a real PDF with their name in its text) and the portable export, and a
// second, new account imports that export. Names are unique per run: the suite shares one database.

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function seedWorkHistory(request: APIRequestContext, lastName: string): Promise<void> {
  const form = await ok<{ id: string }>(await request.post("/api/forms", { data: {} }));
  await ok(await request.patch(`/api/forms/${form.id}`, { data: { firstName: "Zoë", lastName } }));
  const employer = await ok<{ id: string }>(
    await request.post("/api/employment-entries", { data: { formId: form.id, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/employment-entries/${employer.id}`, {
      data: { companyName: "Sky Wrench Aviation", startDate: "2015-01-01", endDate: "2020-04-01" },
    }),
  );
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await downloaded;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

authTest(
  "a technician downloads the KA-310 PDF and the export, and a new account imports it",
  async ({ userPage: page }, testInfo) => {
    const axe = new AxeAudit(testInfo);
    const lastName = `Łukasz-${randomBytes(3).toString("hex")}`;
    await seedWorkHistory(page.request, lastName);

    await page.goto("/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" }),
    ).toBeVisible();
    await axe.check(page, "documents page");

    const pdf = await download(page, "Download PDF of your work history");
    expect(pdf.name).toMatch(/^hangar-log-work-history-zoe-lukasz-[0-9a-f]{6}-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    expect(text).toContain(`Zoë ${lastName}`);
    expect(text).toContain("Sky Wrench Aviation");

    const exported = await download(page, "Download export");
    expect(exported.name).toMatch(/\.json$/);
    const file = JSON.parse(exported.bytes.toString("utf8"));
    expect(file).toMatchObject({ format: "hangar-log-portable-export", version: 1 });

    // The same person on another account (as on another installation): an empty account takes the file.
    const newcomer = await registerAndVerify(page, { fullName: "Zoë Newcomer" });
    await signInViaApi(page, newcomer.email, newcomer.password);
    await page.goto("/documents");
    await expect(page.getByText("Fill in your work history first.").first()).toBeVisible();
    await page.getByLabel("Import an export file").setInputFiles({
      name: exported.name,
      mimeType: "application/json",
      buffer: exported.bytes,
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(
      page.getByText(
        "Imported 1 form, 1 employer, 0 experience entries, 0 training items and 0 IA activities.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Download PDF of your work history" })).toBeVisible();
    await axe.check(page, "documents page after an import");

    // A second import into the now filled account is refused, saying why.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Import into a new, empty account" }),
    ).toBeVisible();
    axe.assertClean();
  },
);
