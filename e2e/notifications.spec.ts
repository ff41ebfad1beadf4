import type { TrainingRecord } from "@domain/schemas/checklists";
import { expect, registerAndVerify, signInViaApi, test } from "./support/auth";
import { mailTo, waitForMail } from "./support/mail";
import { toast } from "./support/toast";

// A returned completion reaches the technician by e-mail (docs/product.md §17.3.1): the administrator
// returns it with a reason on the Sign-offs tab; the e-mail, sent by the outbox after the answer, says
// the reason and links to the training checklists. It needs the center's program, so it runs with the
// training documents test, after the program's own (playwright.config.ts).

const TECHNICIAN = `Rae Notified ${Date.now().toString(36).toUpperCase()}`;
const ITEM = "Wheel and brake change";
const REASON = "Attach the signed task card for the brake change.";

test("a returned completion reaches the technician by e-mail with the reason and the link", async ({
  adminPage: admin,
  browser,
  baseURL,
}) => {
  expect((await admin.request.post("/api/admin/checklists/starter-program")).ok()).toBe(true);

  const context = await browser.newContext({ baseURL });
  const tech = await context.newPage();
  const account = await registerAndVerify(tech, { fullName: TECHNICIAN });
  await signInViaApi(tech, account.email, account.password);
  const record: TrainingRecord = await (await tech.request.get("/api/checklists")).json();
  const item = record.tabs
    .flatMap((tab) => tab.sections.flatMap((section) => section.items))
    .find((candidate) => candidate.name === ITEM)!;
  const done = await tech.request.patch(`/api/checklists/items/${item.id}`, { data: { completed: true } });
  expect(done.ok(), await done.text()).toBe(true);

  // The newest mail so far is the verification code's: the notification comes after it.
  const before = (await mailTo(account.email)).at(-1);
  await admin.goto("/admin?tab=sign-offs");
  await admin.getByLabel("Technician").selectOption({ label: TECHNICIAN });
  await admin.getByRole("button", { name: `Return ${ITEM} of ${TECHNICIAN}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Return ${ITEM}?` });
  await dialog.getByLabel("Reason").fill(REASON);
  await dialog.getByRole("button", { name: "Return item" }).click();
  await expect(toast(admin, "Returned")).toContainText(`${ITEM} went back to ${TECHNICIAN} as not done.`);

  const mail = await waitForMail(account.email, { after: before });
  expect(mail.subject).toBe(`Hangar Log: "${ITEM}" was returned`);
  expect(mail.text).toContain(`Reason: ${REASON}`);
  const link = /https?:\/\/\S+\/checklists\b/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The link opens the technician's checklists, where the item is to be done again.
  await tech.goto(new URL(link!).pathname);
  await expect(tech.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await mailTo(account.email)).filter((m) => m.subject.includes("was returned"))).toHaveLength(1);
  await context.close();
});
