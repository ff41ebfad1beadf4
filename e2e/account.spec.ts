import { randomBytes } from "node:crypto";
import { expect, registerAndVerify, signIn, test } from "./support/auth";
import { waitForMail, waitForVerificationCode } from "./support/mail";

// Account self-service end to end (docs/product.md §11.4, §11.5): the codes are read from the SMTP
// catcher the way a user reads their mail.

const newPassword = () => `new-pw-${randomBytes(6).toString("hex")}`;

test("forgot password: a code by e-mail, a new password, every session ended, sign-in with the new one", async ({
  page,
  browser,
}) => {
  const account = await registerAndVerify(page);
  // Another browser signed in with the old password: the reset must end its session too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account.email, account.password);
  const verification = await waitForMail(account.email);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();

  const code = await waitForVerificationCode(account.email, { after: verification });
  const password = newPassword();
  await page.getByLabel("Reset code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL((url) => url.pathname === "/auth");

  const otherSession = await otherPage.request.get("/api/user");
  expect(otherSession.status()).toBe(401);
  await otherSession.text();
  await other.close();

  await signIn(page, account.email, password);
});

test("change password on the Account page: the current one is asked, other sessions end, the new one signs in", async ({
  page,
  browser,
}) => {
  const account = await registerAndVerify(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account.email, account.password);
  await signIn(page, account.email, account.password);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  const card = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Password" }) });
  const password = newPassword();
  await card.getByLabel("Current password").fill("not my password");
  await card.getByLabel("New password", { exact: true }).fill(password);
  await card.getByLabel("Confirm new password").fill(password);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByText("The password is incorrect.")).toBeVisible();

  await card.getByLabel("Current password").fill(account.password);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.").first()).toBeVisible();

  // This session stays; the other browser's ended.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const otherSession = await otherPage.request.get("/api/user");
  expect(otherSession.status()).toBe(401);
  await otherSession.text();
  await other.close();

  await page.context().clearCookies();
  await signIn(page, account.email, password);
});
