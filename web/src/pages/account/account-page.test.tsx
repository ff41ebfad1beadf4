import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, type FetchCall, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const ME = buildUser({ fullName: "Jane Rivet", email: "jane@example.com" });

function api(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    "GET /api/user": () => jsonResponse(ME),
    "GET /api/account/email-change": () => jsonResponse({ pendingEmail: null }),
    ...routes,
  });
  const bodiesOf = (route: string) =>
    fetchMock.mock.calls
      .map(
        ([input, init]) =>
          ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }) as FetchCall,
      )
      .filter((call) => `${call.method} ${call.url}` === route)
      .map((call) => (call.init?.body ? JSON.parse(String(call.init.body)) : null));
  return { bodiesOf };
}

const wrongPassword = () =>
  jsonResponse({ error: "The password is incorrect.", code: "wrong_password" }, { status: 400 });
const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

async function renderAccount() {
  const rendered = renderApp({ path: "/account", user: ME });
  await screen.findByRole("heading", { level: 1, name: "Account" }, { timeout: 5000 });
  return rendered;
}

// The page is a lazy chunk and each test types into several fields: generous on a loaded machine.
describe("/account", { timeout: 15_000 }, () => {
  it("saves a new name", async () => {
    const { bodiesOf } = api({
      "PATCH /api/account/name": () => jsonResponse({ ...ME, fullName: "Jane Torque" }),
    });
    const { user } = await renderAccount();
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveValue("Jane Rivet");
    await user.clear(name);
    await user.type(name, "Jane Torque");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await toastRegion().findByText("Name saved")).toBeInTheDocument();
    expect(bodiesOf("PATCH /api/account/name")).toEqual([{ fullName: "Jane Torque" }]);
  });

  it("changes the e-mail in two steps: the password sends a code to the new address, the code confirms it", async () => {
    let pending: string | null = null;
    const { bodiesOf } = api({
      "GET /api/account/email-change": () => jsonResponse({ pendingEmail: pending }),
      "POST /api/account/email": () => {
        pending = "jane@new.example";
        return jsonResponse({
          message: "We sent a 6-digit code to jane@new.example.",
          pendingEmail: pending,
        });
      },
      "POST /api/account/email/confirm": () => jsonResponse({ ...ME, email: "jane@new.example" }),
    });
    const { user } = await renderAccount();
    await user.type(screen.getByLabelText("New email address"), "Jane@New.example");
    await user.type(screen.getAllByLabelText("Current password")[0] as HTMLElement, "my current password");
    await user.click(screen.getByRole("button", { name: "Send code to new address" }));
    await waitFor(() => expect(bodiesOf("POST /api/account/email")).toHaveLength(1));
    expect(
      await screen.findByText(/Waiting for the code we sent to/, undefined, { timeout: 3000 }),
    ).toHaveTextContent("jane@new.example");
    expect(bodiesOf("POST /api/account/email")).toEqual([
      { newEmail: "jane@new.example", currentPassword: "my current password" },
    ]);

    await user.type(screen.getByLabelText("Code from the new address"), "654321");
    await user.click(screen.getByRole("button", { name: "Confirm new address" }));
    expect(await toastRegion().findByText("Email changed")).toBeInTheDocument();
    expect(bodiesOf("POST /api/account/email/confirm")).toEqual([{ code: "654321" }]);
  });

  it("puts a wrong current password next to the field", async () => {
    api({ "POST /api/account/email": wrongPassword });
    const { user } = await renderAccount();
    await user.type(screen.getByLabelText("New email address"), "jane@new.example");
    await user.type(screen.getAllByLabelText("Current password")[0] as HTMLElement, "not it");
    await user.click(screen.getByRole("button", { name: "Send code to new address" }));
    expect(await screen.findByText("The password is incorrect.")).toBeInTheDocument();
  });

  it("changes the password with the current one; a mismatch is caught on the screen", async () => {
    const { bodiesOf } = api({
      "POST /api/account/password": () =>
        jsonResponse({
          message: "Your password has been changed. Your other sessions have been signed out.",
        }),
    });
    const { user } = await renderAccount();
    const passwordCard = within(
      screen.getByRole("heading", { name: "Password" }).closest("[data-slot=card]") as HTMLElement,
    );
    await user.type(passwordCard.getByLabelText("Current password"), "my current password");
    await user.type(passwordCard.getByLabelText("New password"), "a fresh passphrase");
    await user.type(passwordCard.getByLabelText("Confirm new password"), "a different one!");
    await user.click(passwordCard.getByRole("button", { name: "Change password" }));
    expect(await passwordCard.findByText("Passwords do not match")).toBeInTheDocument();
    expect(bodiesOf("POST /api/account/password")).toEqual([]);

    await user.clear(passwordCard.getByLabelText("Confirm new password"));
    await user.type(passwordCard.getByLabelText("Confirm new password"), "a fresh passphrase");
    await user.click(passwordCard.getByRole("button", { name: "Change password" }));
    expect(await toastRegion().findByText("Password changed")).toBeInTheDocument();
    expect(bodiesOf("POST /api/account/password")).toEqual([
      { currentPassword: "my current password", newPassword: "a fresh passphrase" },
    ]);
  });

  it("signs out everywhere after confirming, and shows the sign-in page", async () => {
    const { bodiesOf } = api({
      "POST /api/account/sign-out-everywhere": () => new Response(null, { status: 204 }),
    });
    const { user, currentPath } = await renderAccount();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Sign out everywhere?" }));
    await user.click(dialog.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(bodiesOf("POST /api/account/sign-out-everywhere")).toHaveLength(1);
  });

  it("deletes the account only with the right password", async () => {
    let attempts = 0;
    const { bodiesOf } = api({
      "DELETE /api/account": () => (attempts++ === 0 ? wrongPassword() : new Response(null, { status: 204 })),
    });
    const { user, currentPath } = await renderAccount();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete your account?" }));
    await user.type(dialog.getByLabelText("Your password"), "not it");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(await dialog.findByText("The password is incorrect.")).toBeInTheDocument();
    expect(currentPath()).toBe("/account");

    await user.clear(dialog.getByLabelText("Your password"));
    await user.type(dialog.getByLabelText("Your password"), "my password");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(bodiesOf("DELETE /api/account")).toEqual([{ password: "not it" }, { password: "my password" }]);
  });
});
