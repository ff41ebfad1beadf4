import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildAdmin,
  buildUser,
  currentUserRoute,
  jsonResponse,
  mockFetch,
  renderApp,
} from "@/test/test-utils";

/** A GET /api/user answer the test releases when it wants. */
function deferredCurrentUser() {
  let release: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => {
    release = resolve;
  });
  mockFetch({ "GET /api/user": () => pending });
  return { release: (response: Response) => act(async () => release(response)) };
}

describe("protected routes", () => {
  it("show a centred spinner while the current user loads", async () => {
    const userAnswer = deferredCurrentUser();
    renderApp({ path: "/dashboard" });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    await userAnswer.release(jsonResponse(buildUser()));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("send a signed-out visitor of / to /auth", async () => {
    mockFetch(currentUserRoute(null));
    const { currentPath } = renderApp({ path: "/" });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
  });

  it.each(["/upload", "/forms", "/forms/abc", "/checklists", "/dashboard", "/documents", "/team", "/admin"])(
    "send a signed-out visitor of %s to /auth, remembering the page",
    async (path) => {
      mockFetch(currentUserRoute(null));
      const { currentPath } = renderApp({ path });
      await waitFor(() => expect(currentPath()).toBe(`/auth?next=${encodeURIComponent(path)}`));
      expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
    },
  );

  it("bring a visitor who signs in after a deep link to the page asked for", async () => {
    mockFetch({ ...currentUserRoute(null), "POST /api/login": () => jsonResponse(buildUser()) });
    const { currentPath, user } = renderApp({ path: "/dashboard?range=all" });
    await waitFor(() => expect(currentPath()).toBe("/auth?next=%2Fdashboard%3Frange%3Dall"));
    await user.type(await screen.findByLabelText("Email"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard?range=all"));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("show the page to a signed-in user", async () => {
    mockFetch(currentUserRoute(buildUser({ fullName: "Jane Mechanic" })));
    renderApp({ path: "/" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });

  it("route /forms/{id} to the work history form", async () => {
    renderApp({ path: "/forms/0b7a3f0e", user: buildUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Work History Form" })).toBeInTheDocument();
    expect(screen.getByText("KA-310 / TR-1005 Format")).toBeInTheDocument();
  });

  it("let a signed-in user (not only admins) open /team", async () => {
    renderApp({ path: "/team", user: buildUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Team Dashboard" })).toBeInTheDocument();
  });
});

describe("/admin", () => {
  it("shows 'Checking permissions...' to a non-admin, then sends them to /", async () => {
    const userAnswer = deferredCurrentUser();
    const { currentPath } = renderApp({ path: "/admin" });
    expect(screen.getByText("Checking permissions...")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Checking permissions..." })).toBeInTheDocument();

    await userAnswer.release(jsonResponse(buildUser()));

    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
    expect(screen.queryByText("Checking permissions...")).not.toBeInTheDocument();
  });

  it("replaces /admin in the history so Back does not return to it", async () => {
    const { location } = renderApp({ path: "/admin", user: buildUser() });
    await waitFor(() => expect(location.history).toEqual(["/"]));
  });

  it("shows the admin page to an administrator", async () => {
    const { currentPath } = renderApp({ path: "/admin", user: buildAdmin() });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    expect(currentPath()).toBe("/admin");
  });
});

describe("/auth", () => {
  it("sends a signed-in user to /", async () => {
    const { currentPath } = renderApp({ path: "/auth", user: buildUser() });
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });

  it("sends a signed-in user to the remembered page of this site", async () => {
    const { currentPath } = renderApp({ path: "/auth?next=%2Fupload", user: buildUser() });
    await waitFor(() => expect(currentPath()).toBe("/upload"));
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never follows %s out of the site: it sends to / instead",
    async (next) => {
      const { currentPath } = renderApp({
        path: `/auth?next=${encodeURIComponent(next)}`,
        user: buildUser(),
      });
      await waitFor(() => expect(currentPath()).toBe("/"));
    },
  );

  it("is open to a signed-out visitor", async () => {
    renderApp({ path: "/auth", user: null });
    expect(await screen.findByRole("tab", { name: "Register" })).toBeInTheDocument();
  });
});

describe("/verify-email", () => {
  it("is public", async () => {
    const { currentPath } = renderApp({ path: "/verify-email?email=jane%40example.com", user: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Verify Your Email" })).toBeInTheDocument();
    expect(currentPath()).toBe("/verify-email?email=jane%40example.com");
  });
});

describe("document titles", () => {
  it.each([
    ["/", "Home · Hangar Log", buildUser()],
    ["/upload", "Upload · Hangar Log", buildUser()],
    ["/dashboard", "Dashboard · Hangar Log", buildUser()],
    ["/checklists", "Checklists · Hangar Log", buildUser()],
    ["/documents", "Documents · Hangar Log", buildUser()],
    ["/admin", "Admin · Hangar Log", buildAdmin()],
    ["/auth", "Sign in · Hangar Log", null],
    ["/verify-email", "Verify email · Hangar Log", null],
    ["/forgot-password", "Reset password · Hangar Log", null],
    ["/account", "Account · Hangar Log", buildUser()],
    ["/no/such/page", "Page not found · Hangar Log", null],
  ])("%s is titled '%s'", async (path, title, user) => {
    renderApp({ path, user });
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe("not found", () => {
  it("offers a way back Home", async () => {
    const { user, currentPath } = renderApp({ path: "/no/such/page", user: buildUser() });
    await user.click(await screen.findByRole("link", { name: "Go to Home" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it.each([
    ["a signed-out visitor", null],
    ["a signed-in user", buildUser()],
  ])("shows the 404 page to %s on an unknown path", async (_who, user) => {
    const { currentPath } = renderApp({ path: "/no/such/page", user });
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(currentPath()).toBe("/no/such/page");
  });
});

describe("when the session cannot be checked", () => {
  it("says so and offers to try again instead of signing the user out", async () => {
    let answer = jsonResponse({ error: "internal_error", message: "Database unavailable" }, { status: 503 });
    mockFetch({ "GET /api/user": () => answer });
    const { user, currentPath } = renderApp({ path: "/dashboard" });

    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");

    answer = jsonResponse(buildUser());
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });
});
