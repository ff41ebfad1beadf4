import { ADMIN_ACCOUNT, expect, signIn, signInViaApi, test, uniqueEmail } from "./support/auth";
import { waitForMail } from "./support/mail";
import { toast } from "./support/toast";

// Invitations (docs/product.md §21): an administrator adds a user without a password, the person opens
// the e-mail's link, sets their password and signs in; the link works once.

test("invite → open the e-mail's link → set the password → sign in", async ({ browser }) => {
  // Two browsers and eight screens: over a minute on a loaded 2-core machine.
  test.slow();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaApi(admin, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  const email = uniqueEmail("invited");

  // The center's name the invitation carries (Admin → Settings).
  await admin.goto("/admin?tab=settings");
  const centerName = admin.getByRole("textbox", { name: "Center name" });
  await centerName.fill("E2E Aero Academy");
  await admin.getByRole("button", { name: "Save center name" }).click();
  await expect(toast(admin, "Success")).toContainText("Invitations now name E2E Aero Academy.");

  // Add User without a password.
  await admin.goto("/admin");
  await admin.getByRole("button", { name: "Add User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Full name").fill("Ines Invited");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast(admin, "User created")).toContainText(`An invitation was sent to ${email}.`);
  const row = admin.getByRole("row").filter({ has: admin.getByRole("cell", { name: email, exact: true }) });
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Resend invitation to Ines Invited" })).toBeVisible();

  // The invited person, in a browser of their own, opens the link from the e-mail.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("You have been invited to Hangar Log");
  expect(mail.text).toContain("An administrator of E2E Aero Academy created a Hangar Log account for you");
  const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const invitationPath = new URL(link as string).pathname;

  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  await person.goto(invitationPath);
  await expect(person.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(
    person.getByText("E2E Aero Academy created a Hangar Log account for Ines Invited"),
  ).toBeVisible();
  await person.getByLabel("New password", { exact: true }).fill("invited password 1");
  await person.getByLabel("Confirm new password").fill("invited password 1");
  await person.getByRole("button", { name: "Set password" }).click();
  await expect(toast(person, "Password set")).toContainText("Your password is set. You can now sign in.");
  await person.waitForURL((url) => url.pathname === "/auth");

  await signIn(person, email, "invited password 1");

  // The link worked once.
  await person.goto(invitationPath);
  await expect(person.getByRole("heading", { name: "Invitation already used" })).toBeVisible();

  // The administrator sees the account active now.
  await admin.reload();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Resend invitation/ })).toHaveCount(0);

  await personContext.close();
  await adminContext.close();
});
