import type { Page } from "@playwright/test";
import { expect, test } from "./support/auth";

// The review beside the resume (docs/product.md §14.7): a resume whose second job is told in a
// sentence the extractor does not read as a job. The review shows it under what was not read, one
// click adds it, and the form shows the new employer.

const RESUME = `Marisol Quintero
marisol.quintero@example.com

EXPERIENCE
Lead Aircraft Mechanic, Harbor Air Cargo - Memphis, TN
March 2016 - Present
- Line and heavy checks on Boeing 757-200 freighters.

Before that, in 2009 I went to work for Rio Grande Airlines on their Dash 8 fleet.
`;

async function processedResume(page: Page) {
  await page.goto("/upload");
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name: "quintero-resume.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(RESUME),
  });
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "quintero-resume.txt", exact: true }) });
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 20_000 });
  await row.getByRole("link", { name: "Review draft from quintero-resume.txt" }).click();
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
}

test("what the resume says and the form lacks is offered, and one click adds it", async ({
  userPage: page,
}) => {
  test.setTimeout(90_000);
  await processedResume(page);
  const compare = page.getByRole("button", { name: "Compare with resume" });
  await compare.click();
  await expect(compare).toHaveAttribute("aria-expanded", "true");

  const notRead = page.getByRole("list", { name: "Not read from the resume" });
  const rioGrande = notRead.getByRole("listitem").filter({ hasText: "Rio Grande Airlines" });
  await expect(rioGrande).toBeVisible();

  // The focused entry's sources are highlighted in the resume's text.
  const employment = page.getByRole("heading", { level: 2, name: /Employment History/ }).getByRole("button");
  if ((await employment.getAttribute("aria-expanded")) !== "true") await employment.click();
  await page.getByLabel("Company Name").first().focus();
  const text = page.getByRole("region", { name: "Resume text" });
  await expect(text.locator("mark").filter({ hasText: "Harbor Air Cargo" })).toBeVisible();

  await rioGrande.getByRole("button", { name: /^Add Rio Grande Airlines/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added Rio Grande Airlines" })).toBeAttached();
  await expect(rioGrande).toHaveCount(0);
  await expect(page.getByLabel("Company Name").last()).toHaveValue("Rio Grande Airlines");
  await expect(page.getByRole("heading", { level: 2, name: /Employment History 2 entries/ })).toBeVisible();

  // What was added stays added, and the suggestion does not come back.
  await page.reload();
  await page.getByRole("button", { name: "Compare with resume" }).click();
  await expect(
    page
      .getByRole("list", { name: "Not read from the resume" })
      .or(page.getByText(/Everything in the resume/)),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Rio Grande Airlines" })).toHaveCount(0);
});

test("a dismissed suggestion is gone for good, and the review works at phone width", async ({
  userPage: page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await processedResume(page);
  await page.getByRole("button", { name: "Compare with resume" }).click();
  const item = page.getByRole("listitem").filter({ hasText: "Rio Grande Airlines" });
  await item.getByRole("button", { name: /^Dismiss Rio Grande Airlines/ }).click();
  await expect(item).toHaveCount(0);
  // Nothing on the page is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.reload();
  await page.getByRole("button", { name: "Compare with resume" }).click();
  await expect(page.getByRole("region", { name: "Resume text" })).toContainText("Rio Grande Airlines");
  await expect(page.getByRole("listitem").filter({ hasText: "Rio Grande Airlines" })).toHaveCount(0);
});
