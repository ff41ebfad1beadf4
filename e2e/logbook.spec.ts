import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, registerAndVerify, signInViaApi, test, uniqueEmail } from "./support/auth";
import { waitForMail } from "./support/mail";
import { adminAndNewAccount } from "./support/supervisor";
import { toast } from "./support/toast";

// The task logbook (docs/product.md §22): a technician on a phone logs five tasks and asks
// an outside supervisor by e-mail; the supervisor, from the link, countersigns four and declines one;
// the logbook PDF, the Logbook page's summary and the Eligibility page show them.

test("log tasks on a phone → request countersignature by e-mail → the supervisor decides from the link", async ({
  browser,
}) => {
  test.slow();
  const techContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await techContext.newPage();
  const account = await registerAndVerify(tech, { fullName: "Lena Logbook" });
  await signInViaApi(tech, account.email, account.password);
  await tech.goto("/logbook");
  // A first visit loads the page's code and four lists: slow on a loaded machine.
  await expect(tech.getByRole("heading", { level: 1, name: "Logbook" })).toBeVisible({ timeout: 20_000 });

  // The first task names the aircraft; the next ones keep it (last values remembered).
  await tech.getByLabel("Aircraft make").fill("Cessna");
  await tech.getByLabel("Model").fill("172S");
  await tech.getByLabel("Registration or serial").fill("n12345");
  const tasks = [
    ["32", "Replaced left main gear tire"],
    ["32", "Serviced nose gear strut"],
    ["24", "Replaced battery"],
    ["27", "Adjusted aileron cable tension"],
    ["79", "Changed engine oil and filter"],
  ] as const;
  for (const [chapter, task] of tasks) {
    await tech.getByLabel("ATA chapter", { exact: true }).selectOption(chapter);
    await tech.getByLabel("Task", { exact: true }).fill(task);
    await tech.getByRole("button", { name: "Add task" }).click();
    await expect(tech.getByTestId("logbook-entry").filter({ hasText: task })).toBeVisible();
    await expect(tech.getByLabel("Aircraft make")).toHaveValue("Cessna");
    await expect(tech.getByLabel("Task", { exact: true })).toHaveValue("");
  }
  await expect(tech.getByTestId("logbook-entry")).toHaveCount(5);

  // Select them all and ask someone outside.
  for (const [, task] of tasks) await tech.getByRole("checkbox", { name: `Select ${task}` }).click();
  await tech.getByRole("button", { name: "Request countersignature (5)" }).click();
  const dialog = tech.getByRole("dialog", { name: "Request countersignature" });
  const supervisorEmail = uniqueEmail("supervisor");
  await dialog.getByLabel("Supervisor's name").fill("Olga Outside");
  await dialog.getByLabel("Supervisor's email").fill(supervisorEmail);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toast(tech, "Countersignature requested")).toBeVisible();
  await expect(
    tech.getByTestId("logbook-entry").filter({ hasText: "Awaiting countersignature" }),
  ).toHaveCount(5);

  // The supervisor opens the e-mail's link in a browser of their own.
  const mail = await waitForMail(supervisorEmail);
  expect(mail.subject).toBe("Countersignature requested for logbook tasks");
  const link = /https?:\/\/\S+\/countersign\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const linkPath = new URL(link as string).pathname;
  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await supervisor.goto(linkPath);
  await expect(supervisor.getByRole("heading", { name: "Countersign logbook tasks" })).toBeVisible();
  await expect(supervisor.getByText("Lena Logbook asks you to countersign these tasks.")).toBeVisible();
  const entries = supervisor.getByTestId("countersign-entry");
  await expect(entries).toHaveCount(5);
  const battery = entries.filter({ hasText: "Replaced battery" });
  await battery.getByLabel("Decision").selectOption("declined");
  await battery.getByLabel("Remark (optional)").fill("Not under my supervision.");
  await supervisor.getByLabel("Certificate or licence number").fill("A&P 3456789");
  await supervisor.getByRole("button", { name: "Send my decisions" }).click();
  await expect(
    supervisor.getByText("Your decision on 5 tasks is recorded in Lena Logbook's logbook."),
  ).toBeVisible();

  // The link works once.
  await supervisor.goto(linkPath);
  await expect(supervisor.getByText("This countersignature link has already been used.")).toBeVisible();

  // The technician sees four countersigned and one declined.
  await tech.reload();
  await expect(tech.getByText("Countersigned by Olga Outside (A&P 3456789)", { exact: false })).toHaveCount(
    4,
  );
  await expect(tech.getByTestId("logbook-entry").filter({ hasText: "Replaced battery" })).toContainText(
    "Declined by Olga Outside",
  );
  await tech.getByLabel("Status").selectOption("countersigned");
  await expect(tech.getByTestId("logbook-entry")).toHaveCount(4);

  // The logbook PDF: every task with the supervisor's name and licence, the declined one as such.
  const downloaded = tech.waitForEvent("download");
  await tech.getByRole("button", { name: "Download logbook PDF" }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^hangar-log-logbook-lena-logbook-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = new Uint8Array(await readFile(await file.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain("Task logbook");
  expect(text).toContain("Technician Lena Logbook");
  for (const [, task] of tasks) expect(text).toMatch(new RegExp(task.replaceAll(" ", "\\s+")));
  expect(text.match(/Olga Outside/g)).toHaveLength(5);
  expect(text).toContain("A&P 3456789");
  expect(text).toContain("E-mailed link");
  expect(text).toContain("Declined");
  expect(text).toMatch(/Logbook totals: 5 tasks, \d+:\d\d hours; countersigned 4 tasks/);
  expect(text).toMatch(/Page 1 of \d/);

  // The Logbook page's summary counts them; the Eligibility page lists the chapters they cover.
  await expect(tech.getByTestId("logbook-summary-totals")).toContainText("5 tasks");
  await expect(tech.getByTestId("logbook-summary-totals")).toContainText("4 countersigned");
  await tech.goto("/eligibility");
  await expect(tech.getByText(/Logbook coverage: .*ATA 32 Landing gear \(2\)/).first()).toBeVisible();
  await expect(tech.getByText("Logbook coverage:", { exact: false }).first()).not.toContainText("ATA 24");
  await techContext.close();
  await supervisorContext.close();
});

test("an administrator designates a supervisor, who countersigns from their queue", async ({ browser }) => {
  test.slow();
  const { adminContext, admin, supervisorContext, supervisor, supervisorAccount, supervisorId } =
    await adminAndNewAccount(browser, "Quinn Queue");

  // Admin → Users → the member page: 'Can countersign' with the licence number.
  await admin.goto(`/admin/users/${supervisorId}`);
  await admin.getByRole("checkbox", { name: "Can countersign" }).click();
  await admin.getByLabel("Certificate or licence number").fill("A&P 1112223");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(admin, "Countersigning saved")).toBeVisible();

  // A technician sends a task to that supervisor.
  const techContext = await browser.newContext();
  const tech = await techContext.newPage();
  const techAccount = await registerAndVerify(tech, { fullName: "Tom Technician" });
  await signInViaApi(tech, techAccount.email, techAccount.password);
  await tech.goto("/logbook");
  await tech.getByLabel("Aircraft make").fill("Piper");
  await tech.getByLabel("Model").fill("PA-28");
  await tech.getByLabel("ATA chapter", { exact: true }).selectOption("61");
  await tech.getByLabel("Task", { exact: true }).fill("Dressed propeller nicks");
  await tech.getByRole("button", { name: "Add task" }).click();
  await tech.getByRole("checkbox", { name: "Select Dressed propeller nicks" }).click();
  await tech.getByRole("button", { name: "Request countersignature (1)" }).click();
  const dialog = tech.getByRole("dialog", { name: "Request countersignature" });
  await dialog.getByLabel("Supervisor", { exact: true }).selectOption({ label: "Quinn Queue" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toast(tech, "Countersignature requested")).toBeVisible();

  // The supervisor countersigns from the queue on their Logbook page.
  await signInViaApi(supervisor, supervisorAccount.email, supervisorAccount.password);
  await supervisor.goto("/logbook");
  await expect(supervisor.getByText("Tom Technician: Dressed propeller nicks")).toBeVisible();
  await supervisor.getByLabel("Decision on Dressed propeller nicks").selectOption("countersigned");
  await supervisor.getByRole("button", { name: "Record decisions" }).click();
  await expect(toast(supervisor, "Decisions recorded")).toBeVisible();
  await expect(supervisor.getByText("Nothing is waiting.")).toBeVisible();

  await tech.reload();
  await expect(tech.getByTestId("logbook-entry")).toContainText("Countersigned by Quinn Queue (A&P 1112223)");
  await Promise.all([adminContext.close(), techContext.close(), supervisorContext.close()]);
});
