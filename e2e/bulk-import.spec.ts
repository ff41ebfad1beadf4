import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { certificateNaming, resumeNaming } from "../server/test/imports";
import { ADMIN_ACCOUNT, expect, registerAndVerify, signInViaApi, test, uniqueEmail } from "./support/auth";
import { AxeAudit } from "./support/axe";

// Bulk import through the screens (docs/product.md §18): the administrator drops a crew's resumes and
// certificates for known and unknown people, watches them being read, resolves what waits, and the
// technicians find their forms and training proposals. Names carry a random family name, so other
// spec files sharing the app and database never match these documents.

test.setTimeout(240_000);
// One after the other: the pager test pages through the shared waiting view, which the crew test
// changes while it runs.
test.describe.configure({ mode: "default" });

/** A family name nobody else in the shared database has. */
const family = `Quor${randomBytes(3)
  .toString("hex")
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;

const txt = (name: string, buffer: Buffer) => ({ name, mimeType: "text/plain", buffer });

async function openFuzzyMatches(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Fuzzy Matches" }).click();
  await expect(page.getByRole("heading", { name: "Bulk import" })).toBeVisible();
}

const cardOf = (page: Page, filename: string) =>
  page
    .getByTestId("fuzzy-match-card")
    .filter({ has: page.getByRole("heading", { name: filename, exact: true }) });

test("an administrator imports a crew's documents and every one reaches its person", async ({
  browser,
  page,
}, testInfo) => {
  const audit = new AxeAudit(testInfo);
  const rosa = await registerAndVerify(page, { fullName: `Rosa ${family}` });
  const william = await registerAndVerify(page, { fullName: `William ${family}son` });
  const newcomerEmail = uniqueEmail("newcomer");
  const sharedMailbox = `service@zz${family.toLowerCase()}-aviation.example.com`;

  await signInViaApi(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await openFuzzyMatches(page);

  // Six resumes: Rosa's (her e-mail: exact), William's under his nickname (fuzzy), a newcomer's, and
  // three strangers'.
  await page.getByLabel("Files to import").setInputFiles([
    txt(`rosa-${family}.txt`, resumeNaming(`Rosa ${family}`, rosa.email)),
    txt(`bill-${family}.txt`, resumeNaming(`Bill ${family}son`, null)),
    txt(`newcomer-${family}.txt`, resumeNaming(`Nadia ${family}ova`, newcomerEmail)),
    // Xavier's resume gives only his employer's shared mailbox: never proposed as his.
    txt(`xavier-${family}.txt`, resumeNaming(`Xavier Zz${family}`, sharedMailbox)),
    ...["Yolanda", "Zeno"].map((first) =>
      txt(`${first.toLowerCase()}-${family}.txt`, resumeNaming(`${first} Zz${family}`, null)),
    ),
  ]);
  await expect(page.getByText("6 of 6 uploaded")).toBeVisible({ timeout: 60_000 });

  // Four certificates: Rosa's (her e-mail: exact) and three for strangers.
  await page.getByRole("radio", { name: "Training Document" }).check();
  await page
    .getByLabel("Files to import")
    .setInputFiles([
      txt(`rosa-hf-${family}.txt`, certificateNaming(`Rosa ${family}`, rosa.email)),
      ...["Xavier", "Yolanda", "Zeno"].map((first) =>
        txt(`${first.toLowerCase()}-hf-${family}.txt`, certificateNaming(`${first} Zz${family}`)),
      ),
    ]);
  await expect(page.getByText("10 of 10 uploaded")).toBeVisible({ timeout: 60_000 });

  // Rosa's two documents are assigned by themselves and listed under 'Recently assigned'.
  const recent = page.getByRole("region", { name: /Recently assigned/ });
  await expect(cardOf(page, `rosa-${family}.txt`)).toContainText(`Assigned to Rosa ${family}`, {
    timeout: 120_000,
  });
  await expect(cardOf(page, `rosa-hf-${family}.txt`)).toContainText(`Assigned to Rosa ${family}`, {
    timeout: 120_000,
  });
  await expect(recent.getByTestId("fuzzy-match-card")).not.toHaveCount(0);

  // William's resume waits as a fuzzy match: one click assigns it.
  const bill = cardOf(page, `bill-${family}.txt`);
  const assignWilliam = bill.getByRole("button", { name: `Assign to William ${family}son` });
  await expect(assignWilliam).toBeEnabled({ timeout: 120_000 });
  await expect(bill).toContainText("Fuzzy");
  await audit.check(page, "/admin Fuzzy Matches with uploads and cards");
  await assignWilliam.click();
  await expect(
    page.getByText(`bill-${family}.txt was assigned to William ${family}son.`).first(),
  ).toBeVisible();

  // The newcomer gets an account from the card.
  const newcomer = cardOf(page, `newcomer-${family}.txt`);
  await expect(newcomer.getByRole("button", { name: "Create New User" })).toBeEnabled({ timeout: 120_000 });
  await newcomer.getByRole("button", { name: "Create New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await expect(dialog.getByLabel("Email")).toHaveValue(newcomerEmail);
  await expect(dialog.getByText("From the document:")).toContainText(newcomerEmail);
  await audit.check(page, "/admin Create New User dialog");
  await dialog.getByRole("button", { name: "Create and assign" }).click();
  await expect(
    page.getByText(`newcomer-${family}.txt was assigned to Nadia ${family}ova.`).first(),
  ).toBeVisible();

  // Xavier's card says why his shared mailbox is not proposed, and the dialog asks for his own.
  const xavier = cardOf(page, `xavier-${family}.txt`);
  await expect(xavier.getByRole("button", { name: "Create New User" })).toBeEnabled({ timeout: 120_000 });
  await expect(xavier).toContainText("Not proposed");
  await expect(xavier).toContainText(sharedMailbox);
  await xavier.getByRole("button", { name: "Create New User" }).click();
  await expect(dialog.getByText("Type the person's own e-mail address")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  await dialog.getByRole("button", { name: `Use ${sharedMailbox}` }).click();
  await expect(dialog.getByLabel("Email")).toHaveValue(sharedMailbox);
  await dialog.getByRole("button", { name: "Create and assign" }).click();
  // Not created until the administrator confirms the address is his own.
  await expect(dialog.getByRole("alert")).toHaveText("Confirm the address, or type the person's own.");
  await expect(
    dialog.getByLabel(`I have checked that ${sharedMailbox} is this person's own address`),
  ).not.toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // Strangers' documents are ignored, and one is restored from 'Ignored'.
  for (const name of ["xavier", "yolanda", "zeno"]) {
    for (const file of [`${name}-${family}.txt`, `${name}-hf-${family}.txt`]) {
      const card = cardOf(page, file);
      await expect(card.getByRole("button", { name: "Ignore" })).toBeEnabled({ timeout: 120_000 });
      await card.getByRole("button", { name: "Ignore" }).click();
      await expect(card).toHaveCount(0);
    }
  }
  await page.getByRole("button", { name: /^Ignored \(/ }).click();
  const zeno = cardOf(page, `zeno-${family}.txt`);
  await zeno.getByRole("button", { name: "Restore" }).click();
  await expect(zeno).toHaveCount(0);
  await page.getByRole("button", { name: /^Waiting for a decision \(/ }).click();
  await expect(cardOf(page, `zeno-${family}.txt`)).toBeVisible();

  // The technicians find what was given to them.
  for (const [account, filenames] of [
    [rosa, [`rosa-${family}.txt`, `rosa-hf-${family}.txt`]],
    [william, [`bill-${family}.txt`]],
  ] as const) {
    const context = await browser.newContext();
    const techPage = await context.newPage();
    await techPage.goto("/auth");
    await signInViaApi(techPage, account.email, account.password);
    await techPage.goto("/upload");
    for (const filename of filenames) await expect(techPage.getByText(filename).first()).toBeVisible();
    await techPage.goto("/forms");
    await techPage.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    await expect(techPage.getByLabel("Last Name")).toHaveValue(account === rosa ? family : `${family}son`);
    await context.close();
  }
  audit.assertClean();
});

test("a view of more than 20 cards has a pager that reaches every card", async ({ page }) => {
  const crew = `Pagr${randomBytes(3)
    .toString("hex")
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;
  await signInViaApi(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await openFuzzyMatches(page);
  // 21 strangers' resumes: each waits for a decision, one more than a page holds.
  const names = Array.from({ length: 21 }, (_, index) => `${"abcdefghijklmnopqrstu"[index]}${crew}`);
  await page
    .getByLabel("Files to import")
    // A few lines each: quick to read, so the test does not load the machine other tests share.
    .setInputFiles(
      names.map((name) =>
        txt(`${name}.txt`, Buffer.from(`ZED ${name.toUpperCase()}\nAircraft Maintenance Technician\n`)),
      ),
    );
  await expect(page.getByText("21 of 21 uploaded")).toBeVisible({ timeout: 60_000 });
  // All read (this test's and any other file's imports): the waiting view then holds every card.
  await expect(page.getByRole("button", { name: "Processing (0)" })).toBeVisible({ timeout: 150_000 });
  const pager = page.getByRole("navigation", { name: "Pages of documents" });
  await expect(pager).toBeVisible();
  // Every one of the 21 is reached by paging: the view holds 20 a page (others may wait there too).
  const seen = new Set<string>();
  for (let turn = 0; turn < 10; turn++) {
    for (const heading of await page.getByRole("heading", { name: new RegExp(`${crew}\\.txt$`) }).all())
      seen.add(await heading.innerText());
    const next = pager.getByRole("button", { name: "Next" });
    if (seen.size === names.length || (await next.isDisabled())) break;
    const before = await pager.innerText();
    await next.click();
    await expect(pager).not.toHaveText(before);
  }
  expect([...seen].sort()).toEqual(names.map((name) => `${name}.txt`).sort());
  await expect(pager.getByText(/Page [2-9] of [2-9]/)).toBeVisible();
});
