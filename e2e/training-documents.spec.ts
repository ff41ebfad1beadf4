import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { AxeAudit } from "./support/axe";
import { toast } from "./support/toast";

// A training certificate uploaded on /upload becomes part of the training record (docs/product.md §16): it is
// read, the checklist items it fits are proposed on its row, the technician confirms one and
// rejects another, and the confirmed item is current on /checklists with the certificate as its
// evidence. It needs the center's program, so it runs after the training records test (playwright.config.ts).

test.describe.configure({ timeout: 180_000 });

// Unique per run, and still a name a certificate reader takes for one (letters only: 'Casey Rivetbjfah').
const TECHNICIAN = `Casey Rivet${Date.now()
  .toString(26)
  .split("")
  .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
  .join("")
  .slice(-5)}`;

/** A day three weeks ago as a certificate prints it ('March 14, 2026'). */
function recentDay(): { printed: string; iso: string } {
  const day = new Date(Date.now() - 21 * 24 * 3600_000);
  const printed = day.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return { printed, iso: day.toISOString().slice(0, 10) };
}

test("a technician's certificate is read, its proposal confirmed, and the item becomes current with it as evidence", async ({
  adminPage: admin,
  browser,
  baseURL,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);

  // The center's program (the starter; a second import adds nothing).
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Training" }).click();
  await admin.getByRole("button", { name: "Import starter program" }).click();
  await expect(toast(admin, "Starter program imported").or(toast(admin, "Nothing to add"))).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await registerAndVerify(page, { fullName: TECHNICIAN });
  await signInViaApi(page, account.email, account.password);

  const completed = recentDay();
  await page.goto("/upload");
  await page.getByRole("radio", { name: /Training Document/ }).check();
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name: "hf-recurrent-certificate.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(
      [
        "AEROTECH TRAINING ACADEMY",
        "CERTIFICATE OF COMPLETION",
        "This is to certify that",
        TECHNICIAN,
        "has successfully completed",
        "Human Factors in Aviation Maintenance - Recurrent",
        `on ${completed.printed}`,
        "Duration: 8 hours",
        "This training is valid for 24 months.",
        "Certificate No: ATA-HF-2026-0192",
      ].join("\n"),
    ),
  });
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "hf-recurrent-certificate.txt", exact: true }) });
  await expect(row).toBeVisible();
  const process = row.getByRole("button", { name: /Process/ });
  if (await process.isVisible()) await process.click();
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 20_000 });

  // What was read, and what it is proposed for.
  await row.getByRole("button", { name: "Certificate details for hf-recurrent-certificate.txt" }).click();
  await expect(page.getByText("Human Factors in Aviation Maintenance - Recurrent")).toBeVisible();
  await expect(page.getByText(TECHNICIAN, { exact: true })).toBeVisible();
  const proposals = page.getByRole("region", { name: "Proposed checklist items" });
  const recurrent = proposals.getByRole("listitem").filter({ hasText: "Human factors (recurrent)" });
  const initial = proposals.getByRole("listitem").filter({ hasText: "Human factors (initial)" });
  await expect(recurrent).toContainText("% match");
  // A recurrent course is never proposed for the initial item (docs/decisions/0059).
  await expect(initial).toHaveCount(0);
  await audit.check(page, "/upload with a certificate's proposals");

  await page.getByRole("button", { name: "Confirm Human factors (recurrent)" }).click();
  await expect(recurrent.getByText("Confirmed", { exact: true })).toBeVisible();

  // On /checklists the item is current from the certificate's day, with the certificate as evidence;
  // the initial one is untouched.
  await page.goto("/checklists");
  await page.getByRole("tab", { name: "Recurrent" }).click();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: "Human factors (recurrent)", exact: true }) });
  await expect(item.getByRole("checkbox")).toBeChecked();
  await expect(item.getByRole("checkbox")).toHaveAccessibleDescription(/^Current/);
  await item.getByRole("button", { name: "Details for Human factors (recurrent)" }).click();
  const details = page.getByRole("region", { name: "Details of Human factors (recurrent)" });
  await expect(
    details.getByRole("button", { name: /^Download hf-recurrent-certificate\.txt/ }),
  ).toBeVisible();
  await expect(details.getByLabel(/Completed on/)).toHaveValue(completed.iso);

  await page.getByRole("tab", { name: "Initial" }).click();
  await expect(
    page.getByRole("checkbox", { name: "Human factors (initial)", exact: true }),
  ).not.toBeChecked();

  await context.close();
  audit.assertClean();
});
