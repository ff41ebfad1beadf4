import type { APIRequestContext, Page } from "@playwright/test";
import { test as authTest, expect, registerAndVerify } from "./support/auth";

// Home, Dashboard, Team and Checklists for a user and for the administrator, with real numbers: the
// user gets a form with one closed employer (2015-01-01 to 2020-04-01: 63 months) and a manual
// airframe entry of 2 years 3 months.

const USER_NAV = [
  "Home",
  "Upload",
  "Work History",
  "Checklists",
  "Logbook",
  "Dashboard",
  "Eligibility",
  "Documents",
];
const ADMIN_NAV = [...USER_NAV, "Team", "Admin"];

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function seedWorkHistory(request: APIRequestContext): Promise<void> {
  const form = await ok<{ id: string }>(await request.post("/api/forms", { data: {} }));
  const employment = await ok<{ id: string }>(
    await request.post("/api/employment-entries", { data: { formId: form.id, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/employment-entries/${employment.id}`, {
      data: { startDate: "2015-01-01", endDate: "2020-04-01" },
    }),
  );
  const airframe = await ok<{ id: string }>(
    await request.post("/api/airframe-experience", { data: { formId: form.id, entryNumber: 1 } }),
  );
  await ok(
    await request.patch(`/api/airframe-experience/${airframe.id}`, {
      data: { formId: form.id, useManualDuration: true, manualYears: 2, manualMonths: 3 },
    }),
  );
}

async function navItems(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  return (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
}

const tile = (page: Page, name: string) => page.getByRole("group", { name });

authTest(
  "a user sees Home, Dashboard, Team and Checklists with their own numbers",
  async ({ userPage: page }) => {
    await seedWorkHistory(page.request);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Taylor" })).toBeVisible();
    expect(await navItems(page)).toEqual(USER_NAV);
    await expect(tile(page, "Forms")).toContainText("1");
    await expect(tile(page, "Pending")).toContainText("0");
    await expect(tile(page, "Completed")).toContainText("0");
    const quickActions = page.getByRole("region", { name: "Quick Actions" });
    const quickActionLinks: [string, string][] = [
      ["Upload Documents", "/upload"],
      ["Work History Form", "/forms"],
      ["Training Checklists", "/checklists"],
      ["Dashboard", "/dashboard"],
    ];
    for (const [name, href] of quickActionLinks)
      await expect(quickActions.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
    await expect(page.getByRole("link", { name: /Team Dashboard/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Admin Panel/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem");
    await expect(steps.nth(0)).toContainText("Upload your resume");
    await expect(steps.nth(1)).toContainText("Review and edit extracted data");
    await expect(steps.nth(2)).toContainText("Upload training documents");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/upload$/);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Taylor Rivet" })).toBeVisible();
    await expect(page.getByText("Aviation Maintenance Professional")).toBeVisible();
    await expect(page.getByText("5 years 3 months Experience")).toBeVisible();
    await expect(tile(page, "Certifications")).toContainText("0/0");
    await expect(tile(page, "Training Progress")).toContainText("0%");
    await expect(tile(page, "Forms Completed")).toContainText("0/1");
    await expect(tile(page, "Airframe Experience")).toContainText("2 years 3 months");
    await expect(tile(page, "Powerplant Experience")).toContainText("0 months");
    await expect(tile(page, "Avionics Experience")).toContainText("0 months");
    const chart = page.getByRole("figure", { name: "Experience per discipline" });
    await expect(chart.getByRole("listitem")).toHaveText([
      "Airframe2 years 3 months",
      "Powerplant0 months",
      "Avionics0 months",
    ]);
    await expect(page.getByRole("progressbar", { name: "Overall" })).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText("Next up:")).toBeVisible();

    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1, name: "Team Dashboard" })).toBeVisible();
    await expect(tile(page, "Team Members")).toContainText("0");
    await expect(tile(page, "Avg Certifications")).toContainText("0.0");
    await expect(tile(page, "Avg Experience")).toContainText("0.0 years");
    await expect(tile(page, "Avg Training")).toContainText("0.0%");
    await expect(page.getByRole("heading", { name: "Skills Matrix" })).toBeVisible();
    await expect(page.getByText("No team members to display")).toBeVisible();

    await page.goto("/checklists");
    await expect(page.getByRole("heading", { level: 1, name: "Training Checklists" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Overall Progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(page.getByText("0%")).toBeVisible();
    await expect(page.getByText("No checklist data available")).toBeVisible();
    await expect(
      page.getByText(
        "Training checklists will appear here once an administrator sets up the training structure",
      ),
    ).toBeVisible();
  },
);

authTest("a new user's dashboard reads 0 months", async ({ userPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("0 months Experience")).toBeVisible();
  await expect(tile(page, "Forms Completed")).toContainText("0/0");
  await expect(tile(page, "Airframe Experience")).toContainText("0 months");
});

authTest(
  "the administrator also sees Team and Admin, and the admin cards on Home",
  async ({ adminPage: page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back,/ })).toBeVisible();
    expect(await navItems(page)).toEqual(ADMIN_NAV);
    const team = page.getByRole("link", { name: /Team Dashboard/ });
    await expect(team).toHaveAttribute("href", "/team");
    for (const text of ["Team analytics", "Skills matrix", "Certifications"])
      await expect(team).toContainText(text);
    const admin = page.getByRole("link", { name: /Admin Panel/ });
    await expect(admin).toHaveAttribute("href", "/admin");
    for (const text of ["User management", "Batch processing", "System settings"])
      await expect(admin).toContainText(text);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team Dashboard" })).toBeVisible();
    // The team is the people whose record the center keeps: an administrator with no record of their
    // own is not one of them (decision 0058), a technician is, and opens their member page.
    const technician = await registerAndVerify(page.request, { fullName: "Tina Teamwork" });
    await page.reload();
    const search = page.getByRole("searchbox", { name: "Search members" });
    await search.fill(technician.email);
    await expect(page.getByRole("link", { name: "Tina Teamwork" })).toHaveAttribute(
      "href",
      /^\/admin\/users\//,
    );
    await search.fill("admin@e2e.test");
    await expect(page.getByText("No members match these filters")).toBeVisible();
    await expect(page.getByRole("group", { name: "Team Members" })).not.toContainText("–");
  },
);
