import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN_ACCOUNT, expect, registerAndVerify, signInViaApi } from "./auth";

/**
 * An administrator signed in, and a new verified account (the supervisor-to-be) with its user id, each
 * in a browser context of its own: the start of every logbook test that designates a supervisor.
 */
export async function adminAndNewAccount(
  browser: Browser,
  fullName: string,
): Promise<{
  adminContext: BrowserContext;
  admin: Page;
  supervisorContext: BrowserContext;
  supervisor: Page;
  supervisorAccount: Awaited<ReturnType<typeof registerAndVerify>>;
  supervisorId: string;
}> {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaApi(admin, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  const supervisorAccount = await registerAndVerify(supervisor, { fullName });
  const users = (await (
    await admin.request.get(`/api/admin/users?search=${encodeURIComponent(supervisorAccount.email)}`)
  ).json()) as { id: string; email: string }[];
  const supervisorId = users.find((user) => user.email === supervisorAccount.email)?.id;
  expect(supervisorId).toBeTruthy();
  return {
    adminContext,
    admin,
    supervisorContext,
    supervisor,
    supervisorAccount,
    supervisorId: supervisorId!,
  };
}
