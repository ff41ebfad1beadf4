import { expect, test } from "./support/auth";

// Autosave through a lost connection, and signing in after a deep link (docs/product.md §4.6, §2.1).

const FORM_URL = /\/forms\/[0-9a-f-]{36}$/;

test("an edit made offline shows 'Not saved — retrying', and is saved on the server once back online", async ({
  userPage: page,
  context,
}) => {
  await page.goto("/forms");
  await page.waitForURL(FORM_URL);
  const formId = new URL(page.url()).pathname.split("/").at(-1);
  await expect(page.getByLabel("Last Name")).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel("Last Name").fill("Offline-Edit");
  await expect(page.getByText("Not saved — retrying")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  // The browser's 'online' event sends it again at once; 'Saved' only once it is saved.
  await expect(page.getByText("Saved", { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("Not saved — retrying")).toHaveCount(0);
  const response = await page.request.get(`/api/forms/${formId}`);
  expect((await response.json()).lastName).toBe("Offline-Edit");
});

test("a signed-out visitor of /dashboard who signs in lands on /dashboard", async ({ page, account }) => {
  await page.goto("/dashboard");
  await page.waitForURL((url) => url.pathname === "/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a return path to another site is not followed after signing in", async ({ page, account }) => {
  await page.goto(`/auth?next=${encodeURIComponent("//example.com/dashboard")}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Still on this site, at Home: never on example.com.
  await page.waitForURL((url) => url.pathname === "/" && url.hostname !== "example.com");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
});
