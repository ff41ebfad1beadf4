import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchCall, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const EMAIL = "jane@example.com";
const REQUEST_ID = "r".repeat(43);
const LINK = `/forgot-password?email=${encodeURIComponent(EMAIL)}&request=${REQUEST_ID}`;
const REQUESTED =
  "If an account exists for this email address, we have sent it a code to reset the password. It expires in 15 minutes.";

function api(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    "POST /api/password-reset/request": () => jsonResponse({ message: REQUESTED, requestId: REQUEST_ID }),
    ...routes,
  });
  const bodiesOf = (route: string) =>
    fetchMock.mock.calls
      .map(
        ([input, init]) =>
          ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }) as FetchCall,
      )
      .filter((call) => `${call.method} ${call.url}` === route)
      .map((call) => JSON.parse(String(call.init?.body)));
  return { bodiesOf };
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/ }));

describe("/forgot-password", () => {
  it("is reached from 'Forgot password?' on the sign-in form", async () => {
    api();
    const { user, currentPath } = renderApp({ path: "/auth", user: null });
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }, { timeout: 5000 }));
    expect(currentPath()).toBe("/forgot-password");
    expect(await screen.findByRole("heading", { name: "Reset Your Password" })).toBeInTheDocument();
  });

  it("asks for a code, shows the same answer whatever the address, then sets the new password and goes to sign-in", async () => {
    const { bodiesOf } = api({
      "POST /api/password-reset/confirm": () =>
        jsonResponse({ message: "Your password has been changed and you have been signed out everywhere." }),
    });
    const { user, currentPath } = renderApp({ path: "/forgot-password", user: null });
    await user.type(await screen.findByLabelText("Email"), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(REQUESTED);
    expect(bodiesOf("POST /api/password-reset/request")).toEqual([{ email: EMAIL }]);
    // The request's token is kept in the address, so a reload stays on this step.
    expect(currentPath()).toBe(LINK);

    expect(screen.getByLabelText("Email")).toHaveValue(EMAIL);
    await user.type(screen.getByLabelText("Reset code"), "12 34 56");
    await user.type(screen.getByLabelText("New password"), "a brand new passphrase");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new passphrase");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(bodiesOf("POST /api/password-reset/confirm")).toEqual([
      { email: EMAIL, code: "123456", requestId: REQUEST_ID, password: "a brand new passphrase" },
    ]);
    expect(await toastRegion().findByText("Password changed")).toBeInTheDocument();
  });

  it("checks the new password on the screen: too short, or not the same twice, sends nothing", async () => {
    const { bodiesOf } = api();
    const { user } = renderApp({ path: LINK, user: null });
    await user.type(await screen.findByLabelText("Reset code"), "123456");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(bodiesOf("POST /api/password-reset/confirm")).toEqual([]);
  });

  it("shows the server's sentence for a wrong or used-up code, and 'Send a new code' asks again", async () => {
    const { bodiesOf } = api({
      "POST /api/password-reset/confirm": () =>
        jsonResponse(
          {
            error:
              "This reset code has been tried too many times. You can request a new code in 43 minutes (at 13:00 UTC).",
            code: "too_many_attempts",
          },
          { status: 400 },
        ),
    });
    const { user, currentPath } = renderApp({ path: LINK, user: null });
    await user.type(await screen.findByLabelText("Reset code"), "123456");
    await user.type(screen.getByLabelText("New password"), "a brand new passphrase");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new passphrase");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(
      await toastRegion().findByText(
        "This reset code has been tried too many times. You can request a new code in 43 minutes (at 13:00 UTC).",
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(LINK);

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(bodiesOf("POST /api/password-reset/request")).toEqual([{ email: EMAIL }]));
  });

  it("asks for a new code when a link carries the address but no request", async () => {
    const { bodiesOf } = api();
    const { user } = renderApp({ path: `/forgot-password?email=${encodeURIComponent(EMAIL)}`, user: null });
    expect(await screen.findByLabelText("Email")).toHaveValue(EMAIL);
    expect(screen.queryByLabelText("Reset code")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByLabelText("Reset code")).toBeInTheDocument();
    expect(bodiesOf("POST /api/password-reset/request")).toEqual([{ email: EMAIL }]);
  });
});
