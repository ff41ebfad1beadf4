import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { waitForVerificationCode } from "./mail";

// Accounts for browser tests: fresh verified users (registered through the API, verified with the
// code read from the SMTP catcher), sign-in through the screen or the API, and the administrator
// that global-setup.ts creates with ADMIN_EMAIL / ADMIN_PASSWORD.

export type TestAccount = { fullName: string; email: string; password: string };

export const ADMIN_ACCOUNT = { email: "admin@e2e.test", password: "admin-password-e2e" } as const;

/** A unique address per call, so tests never share an account (or its resend allowance). */
export function uniqueEmail(label = "tech"): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@e2e.test`;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    fullName: "Taylor Rivet",
    email: uniqueEmail(),
    password: `pw-${randomBytes(6).toString("hex")}`,
    ...overrides,
  };
}

type Target = Page | APIRequestContext;

// A page's request context shares the browser context's cookies, so an API sign-in signs the page in.
function requestOf(target: Target): APIRequestContext {
  return "goto" in target ? target.request : target;
}

/** POST /api/register (not verified yet; the code is on its way to the catcher). */
export async function registerAccount(
  target: Target,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await requestOf(target).post("/api/register", { data: { ...account, role: "user" } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** POST /api/verify-email with the newest code mailed to `email`. */
export async function verifyAccount(target: Target, email: string): Promise<void> {
  const code = await waitForVerificationCode(email);
  const response = await requestOf(target).post("/api/verify-email", { data: { email, code } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new verified account (not signed in). */
export async function registerAndVerify(
  target: Target,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = await registerAccount(target, overrides);
  await verifyAccount(target, account.email);
  return account;
}

/** Signs in through the Login tab of /auth and waits for the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

/** Signs the page's browser context in with POST /api/login (fast; for tests about other screens). */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs out through the user menu and waits for /auth. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/auth");
}

type AuthFixtures = {
  /** A fresh verified account, not signed in. */
  account: TestAccount;
  /** The page signed in as `account`. */
  userPage: Page;
  /** The page signed in as the administrator (admin@e2e.test). */
  adminPage: Page;
};

/** `test` with the account fixtures: `test("…", async ({ userPage }) => { await userPage.goto("/upload") })`. */
export const test = base.extend<AuthFixtures>({
  account: async ({ page }, use) => {
    await use(await registerAndVerify(page));
  },
  userPage: async ({ page, account }, use) => {
    await signInViaApi(page, account.email, account.password);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInViaApi(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    await use(page);
  },
});

export { expect };
