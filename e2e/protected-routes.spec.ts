import { expect, test } from "@playwright/test";
import { ADMIN_ACCOUNT, test as authTest, registerAndVerify, signIn, signOut } from "./support/auth";

test("a signed-out visitor of a protected page lands on /auth", async ({ page }) => {
  await page.goto("/dashboard");
  // The page asked for is kept, to return to after signing in.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test("a user signs in, reaches protected pages, and after logout is sent to /auth again", async ({
  page,
}) => {
  const account = await registerAndVerify(page.request, { fullName: "Riley Sheetmetal" });
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back,\s*Riley/ })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await page.goto("/dashboard");
  // The page asked for is kept, to return to after signing in.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

authTest("a signed-in visitor of /auth is sent to /", async ({ userPage }) => {
  await userPage.goto("/auth");
  await expect(userPage).toHaveURL(/\/$/);
  await expect(userPage.getByRole("button", { name: "User menu" })).toBeVisible();
});

test("the administrator signs in and reaches /admin", async ({ page }) => {
  await signIn(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
});

authTest("a user who is not an administrator is sent from /admin to /", async ({ userPage }) => {
  await userPage.goto("/admin");
  await expect(userPage).toHaveURL(/\/$/);
});
