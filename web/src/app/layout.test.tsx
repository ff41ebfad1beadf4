import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdmin, buildUser, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const USER_ITEMS = [
  ["Home", "/"],
  ["Upload", "/upload"],
  ["Work History", "/forms"],
  ["Checklists", "/checklists"],
  ["Logbook", "/logbook"],
  ["Dashboard", "/dashboard"],
  ["Eligibility", "/eligibility"],
  ["Documents", "/documents"],
];
const ADMIN_ITEMS = [...USER_ITEMS, ["Team", "/team"], ["Admin", "/admin"]];

async function mainNavigation() {
  const nav = await screen.findByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("navigation", () => {
  it("shows a user the six common items", async () => {
    renderApp({ path: "/dashboard", user: buildUser() });
    expect(await mainNavigation()).toEqual(USER_ITEMS);
  });

  it("also shows an admin Team and Admin", async () => {
    renderApp({ path: "/dashboard", user: buildAdmin() });
    expect(await mainNavigation()).toEqual(ADMIN_ITEMS);
  });

  it("marks the current page with aria-current, Work History also on a form", async () => {
    renderApp({ path: "/forms/f1", user: buildUser() });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Work History" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("navigates and moves focus to the new page", async () => {
    const { user, currentPath } = renderApp({ path: "/", user: buildUser() });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Checklists" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Training Checklists" })).toBeInTheDocument();
    expect(currentPath()).toBe("/checklists");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("offers a skip link to the main content as the first stop", async () => {
    const { user } = renderApp({ path: "/", user: buildUser() });
    await screen.findByRole("navigation", { name: "Main" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("has a compact menu for small screens with the same items", async () => {
    const { user } = renderApp({ path: "/", user: buildAdmin() });
    await user.click(await screen.findByRole("button", { name: "Open navigation menu" }));
    const navs = screen.getAllByRole("navigation", { name: "Main" });
    expect(navs).toHaveLength(2);
    const compact = within(navs[1]!)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(compact).toEqual(ADMIN_ITEMS.map(([label]) => label));
    await user.click(within(navs[1]!).getByRole("link", { name: "Upload" }));
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Open navigation menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

describe("header", () => {
  it("shows the product name and the capitalised role", async () => {
    renderApp({ path: "/", user: buildUser() });
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByText("Hangar Log")).toBeInTheDocument();
    expect(within(banner).getByText("User")).toBeInTheDocument();
  });

  it("shows 'Admin' as an administrator's role", async () => {
    renderApp({ path: "/", user: buildAdmin() });
    expect(
      within(await screen.findByRole("banner")).getByText("Admin", { selector: "[data-slot=badge]" }),
    ).toBeVisible();
  });
});

describe("user menu", () => {
  it("has an accessible name that starts with the initials it shows (WCAG 2.5.3), and the full name as its tooltip", async () => {
    renderApp({ path: "/", user: buildUser() });
    const button = await screen.findByRole("button", { name: /User menu/ });
    expect(button).toHaveTextContent("JM");
    expect(button).toHaveAccessibleName("JM User menu");
    expect(button).toHaveAttribute("title", "Jane Mechanic");
  });

  it("shows the name, the e-mail, Account and Logout to a user, without Admin Panel", async () => {
    const { user } = renderApp({ path: "/", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Jane Mechanic")).toBeInTheDocument();
    expect(within(menu).getByText("jane@example.com")).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Account", "Alert settings", "Logout"]);
  });

  it("opens Alert settings in a dialog and returns focus to the menu button when it closes", async () => {
    mockFetch({
      "GET /api/account/alert-settings": jsonResponse({ emailAlerts: true }),
      "GET /api/account/notification-settings": jsonResponse({
        completionReturned: true,
        completionSignedOff: true,
        formReturned: true,
        formApproved: true,
      }),
      "GET /api/account/calendar-link": jsonResponse({
        url: "http://localhost/api/me/calendar.ics?token=abc",
      }),
    });
    const { user } = renderApp({ path: "/", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Alert settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Alert settings" });
    expect(
      await within(dialog).findByRole("checkbox", { name: "E-mail me about expiring training" }),
    ).toBeChecked();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /User menu/ })).toHaveFocus();
  });

  it("opens the Account page", async () => {
    const { user, currentPath } = renderApp({ path: "/", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Account" }));
    await waitFor(() => expect(currentPath()).toBe("/account"));
  });

  it("offers an administrator the Admin Panel", async () => {
    const { user, currentPath } = renderApp({ path: "/", user: buildAdmin() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Account", "Alert settings", "Admin Panel", "Logout"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Admin Panel" }));
    await waitFor(() => expect(currentPath()).toBe("/admin"));
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
  });

  it("logs out and lands on /auth", async () => {
    const fetchMock = mockFetch({ "POST /api/logout": () => new Response(null, { status: 204 }) });
    const { user, currentPath } = renderApp({ path: "/dashboard", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  });

  it("keeps the user signed in and shows 'Logout failed' when logout fails", async () => {
    mockFetch({
      "POST /api/logout": () =>
        jsonResponse({ error: "internal_error", message: "Server busy" }, { status: 500 }),
    });
    const { user, currentPath } = renderApp({ path: "/dashboard", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("Logout failed")).toBeInTheDocument();
    expect(screen.getByText("Server busy")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
  });
});
