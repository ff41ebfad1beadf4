import { readFile } from "node:fs/promises";
import { PROGRAM_CSV_COLUMNS } from "@domain/schemas/program-exports";
import type { Page } from "@playwright/test";
import { expect, registerAndVerify, test } from "./support/auth";

// The exports a manager hands to an inspector (docs/product.md §17.7), from the Team page: the
// whole-program CSV with its columns, and the audit packets of the members shown as one ZIP, made in
// the background. It sets up no training program, so it runs beside the tests that expect none.

test.describe.configure({ timeout: 120_000 });

async function savedFile(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("an administrator downloads the whole-program CSV and the audit packets of the members shown", async ({
  adminPage: admin,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const account = await registerAndVerify(await context.newPage(), {
    fullName: `Piper Export ${Date.now().toString(36).toUpperCase()}`,
  });
  await context.close();

  await admin.goto("/team");
  await admin.getByRole("searchbox", { name: "Search members" }).fill(account.email);
  await expect(admin.getByRole("link", { name: account.fullName })).toBeVisible();

  const csv = await savedFile(admin, () =>
    admin.getByRole("button", { name: "Download CSV (whole program)" }).click(),
  );
  expect(csv.name).toMatch(/^hangar-log-program-team-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header] = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(header).toBe(PROGRAM_CSV_COLUMNS.map((column) => `"${column}"`).join(","));

  await admin.getByRole("button", { name: "Audit packets (ZIP)" }).click();
  const ready = admin.getByRole("button", { name: "Download audit packets (ZIP)" });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByText("1 audit packet is ready.")).toBeVisible();
  const zip = await savedFile(admin, () => ready.click());
  expect(zip.name).toMatch(/^hangar-log-audit-packets-team-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
});
