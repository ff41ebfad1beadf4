import { INVITATION_LINK_MESSAGES } from "@domain/schemas/invitations";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "@/test/fake-work-history-api";
import { currentUserRoute, type FetchCall, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

// /invitation/:token (docs/product.md §21): the link of an invitation e-mail.

const TOKEN = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const OPEN = {
  state: "open",
  fullName: "Ines Invited",
  email: "ines@example.com",
  centerName: "Northwind Aero Academy",
  expiresAt: "2026-06-08T12:00:00.000Z",
};

function refusedView(state: "used" | "expired" | "voided") {
  return { ...OPEN, state, fullName: null, email: null };
}

function api(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ ...currentUserRoute(null), ...routes });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  return { calls };
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

describe("the invitation page", () => {
  it("sets the password once, however fast the button is pressed, then goes to sign in", async () => {
    const answer = deferred<Response>();
    const { calls } = api({
      [`GET /api/invitations/${TOKEN}`]: jsonResponse(OPEN),
      "POST /api/invitations/accept": () => answer.promise,
    });
    const { user, currentPath } = renderApp({ path: `/invitation/${TOKEN}`, user: null });
    expect(await screen.findByRole("heading", { name: "Set your password" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "An administrator of Northwind Aero Academy created a Hangar Log account for Ines Invited. Choose a password to sign in with ines@example.com.",
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new password");
    const submit = screen.getByRole("button", { name: "Set password" });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    answer.resolve(
      jsonResponse({ message: "Your password is set. You can now sign in.", email: "ines@example.com" }),
    );
    await waitFor(() =>
      expect(toastRegion().getByText("Your password is set. You can now sign in.")).toBeInTheDocument(),
    );
    expect(calls("POST /api/invitations/accept")).toHaveLength(1);
    expect(JSON.parse(String(calls("POST /api/invitations/accept")[0]?.init?.body))).toEqual({
      token: TOKEN,
      password: "a brand new password",
    });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
  }, 15_000);

  it("checks the two passwords before sending", async () => {
    const { calls } = api({ [`GET /api/invitations/${TOKEN}`]: jsonResponse(OPEN) });
    const { user } = renderApp({ path: `/invitation/${TOKEN}`, user: null });
    await user.type(await screen.findByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "another password");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(calls("POST /api/invitations/accept")).toHaveLength(0);
  });

  it.each([
    ["used", "Invitation already used"],
    ["expired", "Invitation expired"],
    ["voided", "Invitation replaced"],
  ] as const)("says clearly that a %s link no longer works", async (state, title) => {
    api({ [`GET /api/invitations/${TOKEN}`]: jsonResponse(refusedView(state)) });
    renderApp({ path: `/invitation/${TOKEN}`, user: null });
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(INVITATION_LINK_MESSAGES[state]);
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("says an unknown link is not valid", async () => {
    api({
      [`GET /api/invitations/${TOKEN}`]: jsonResponse(
        { error: "Not found", message: INVITATION_LINK_MESSAGES.notFound, code: "invitation_not_found" },
        { status: 404 },
      ),
    });
    renderApp({ path: `/invitation/${TOKEN}`, user: null });
    expect(await screen.findByRole("heading", { name: "Invitation not valid" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(INVITATION_LINK_MESSAGES.notFound);
  });

  it("shows the refused page when the link was used up meanwhile", async () => {
    let view: object = OPEN;
    api({
      [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(view),
      "POST /api/invitations/accept": () => {
        view = refusedView("voided");
        return jsonResponse(
          { error: "Gone", message: INVITATION_LINK_MESSAGES.voided, code: "invitation_voided" },
          { status: 410 },
        );
      },
    });
    const { user } = renderApp({ path: `/invitation/${TOKEN}`, user: null });
    await user.type(await screen.findByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new password");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("heading", { name: "Invitation replaced" })).toBeInTheDocument();
  }, 15_000);
});
