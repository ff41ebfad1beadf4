import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newAccount, registerAccount, signOut } from "./support/auth";
import { waitForMail, waitForVerificationCode } from "./support/mail";
import { toast } from "./support/toast";

// Accounts through the screens (docs/product.md §2.3, §2.4): register, read the code like a user, verify,
// sign in and out.

async function openRegisterTab(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  return page.getByRole("tabpanel", { name: "Register" });
}

test("register, verify with the mailed code, sign in, see home and log out", async ({ page }) => {
  const account = newAccount({ fullName: "Morgan Torque" });

  const register = await openRegisterTab(page);
  await register.getByLabel("Full name").fill(account.fullName);
  await register.getByLabel("Email").fill(account.email);
  await register.getByLabel("Password", { exact: true }).fill(account.password);
  await register.getByLabel("Confirm password").fill(account.password);
  await register.getByRole("button", { name: "Create account" }).click();

  await page.waitForURL((url) => url.pathname === "/verify-email");
  expect(new URL(page.url()).searchParams.get("email")).toBe(account.email);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  // The address is also remembered, so the page works without ?email= (a reload, the mail's own link).
  await page.goto("/verify-email");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);

  const code = await waitForVerificationCode(account.email);
  const verify = page.getByRole("button", { name: "Verify Email" });
  await expect(verify).toBeDisabled();
  await page.getByLabel("Verification code").fill(code);
  await verify.click();

  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
  await expect(
    page.getByText("Your email has been successfully verified. Redirecting to login..."),
  ).toBeVisible();
  await expect(toast(page, "Email verified!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/auth");

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back,\s*Morgan/ })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.goto("/");
  await page.waitForURL((url) => url.pathname === "/auth");
});

test("an unverified sign-in shows the amber notice and its link to verification", async ({ page }) => {
  const account = await registerAccount(page.request);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByText("Your email address is not verified yet.")).toBeVisible();
  await expect(toast(page, "Login failed")).toHaveCount(0);
  await page.getByRole("link", { name: "Click here to verify your email" }).click();

  await page.waitForURL((url) => url.pathname === "/verify-email");
  expect(new URL(page.url()).searchParams.get("email")).toBe(account.email);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
});

test("a wrong password shows the 'Login failed' toast", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(`${Date.now()}-nobody@e2e.test`);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();

  const shown = toast(page, "Login failed");
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("Invalid email or password.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the Login tab shows its validation messages", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete verification" })).toHaveAttribute(
    "href",
    "/verify-email",
  );
});

test("the Register tab shows each validation message", async ({ page }) => {
  const register = await openRegisterTab(page);
  const password = register.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("placeholder", "Min. 8 characters");

  await register.getByRole("button", { name: "Create account" }).click();
  await expect(register.getByText("Invalid email address")).toBeVisible();
  await expect(register.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(register.getByText("Please confirm your password")).toBeVisible();

  await register.getByLabel("Full name").fill("Sam Safety");
  await register.getByLabel("Email").fill("sam@e2e.test");
  await password.fill("k7#mQ2x");
  await register.getByLabel("Confirm password").fill("k7#mQ2x!");
  await expect(register.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(register.getByText("Passwords do not match")).toBeVisible();
  await expect(register.getByLabel("Confirm password")).toHaveAccessibleDescription("Passwords do not match");

  await password.fill("k7#mQ2x!");
  await expect(register.getByText("Password must be at least 8 characters")).toHaveCount(0);
  await expect(register.getByText("Passwords do not match")).toHaveCount(0);
  await expect(register.getByText("Invalid email address")).toHaveCount(0);
});

test("Resend Code clears the code field and a new code arrives", async ({ page }) => {
  const account = await registerAccount(page.request);
  const first = await waitForMail(account.email);

  await page.goto(`/verify-email?email=${encodeURIComponent(account.email)}`);
  const codeField = page.getByLabel("Verification code");
  await codeField.fill("12ab34");
  await expect(codeField).toHaveValue("1234");
  await page.getByRole("button", { name: "Resend Code" }).click();

  await expect(toast(page, "Code sent!")).toBeVisible();
  await expect(codeField).toHaveValue("");
  const code = await waitForVerificationCode(account.email, { after: first });

  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
});

test("a wrong code shows 'Verification failed' with the server's reason", async ({ page }) => {
  const account = await registerAccount(page.request);
  const code = await waitForVerificationCode(account.email);
  const wrong = code === "000000" ? "111111" : "000000";

  await page.goto(`/verify-email?email=${encodeURIComponent(account.email)}`);
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify Email" }).click();

  const shown = toast(page, "Verification failed");
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("incorrect");
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toHaveCount(0);
});

test("/auth and /verify-email have no accessibility violations", async ({ page }) => {
  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );

  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/verify-email?email=someone%40e2e.test");
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  expect(await violations()).toEqual([]);
});
