import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deferred, FORM_ID, fakeWorkHistoryApi } from "@/test/fake-work-history-api";
import { buildUser, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";
import { SIGN_OUT_SAVE_TIMEOUT_MS, UNSAVED_CHANGES_TITLE } from "./sign-out";

// Decision 0013: Logout saves what is pending first and never leaves this user's unsaved edits in
// the browser without asking.

const user = buildUser();
const FORM_KEY = `hangar-log:unsaved-edits:${user.id}:form:${FORM_ID}`;
const OTHER_USERS_KEY = "hangar-log:unsaved-edits:5d2c1b9a-0f3e-4c8d-a7b6-1e2f3a4b5c02:form:x";

const userKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(`hangar-log:unsaved-edits:${user.id}:`));

async function openForm(api = fakeWorkHistoryApi()) {
  const view = renderApp({ path: `/forms/${FORM_ID}`, user });
  await screen.findByLabelText("First Name");
  return { ...view, api };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function clickLogout(events: ReturnType<typeof renderApp>["user"]) {
  await events.click(screen.getByRole("button", { name: /User menu/ }));
  await events.click(await screen.findByRole("menuitem", { name: "Logout" }));
}

const serverDown = () => jsonResponse({ error: "internal_error", message: "Server busy" }, { status: 500 });

beforeAll(async () => {
  await Promise.all([import("./layout"), import("@/pages/form/form-page")]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Logout with nothing left to save", () => {
  it("signs out at once and leaves no unsaved edits of the user on this device", async () => {
    const { api, user: events, currentPath } = await openForm();
    await clickLogout(events);
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(api.callsTo("PATCH", "/api/")).toHaveLength(0);
    expect(userKeys()).toEqual([]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("saves a pending edit first, waits for the answer, then signs out", async () => {
    const { api, user: events, currentPath } = await openForm();
    const answer = deferred<Response>();
    api.override("PATCH /api/forms/:id", () => answer.promise);
    type("First Name", "Jane");
    expect(userKeys()).toEqual([FORM_KEY]);

    await clickLogout(events);
    await waitFor(() => expect(api.callsTo("PATCH", "/api/forms/")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/forms/")[0]?.body).toEqual({ firstName: "Jane" });
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(0);

    await act(async () => answer.resolve(jsonResponse({ ...api.state.forms[0], firstName: "Jane" })));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf("POST /api/logout")).toBeGreaterThan(order.indexOf(`PATCH /api/forms/${FORM_ID}`));
    expect(userKeys()).toEqual([]);
  });
});

describe("Logout when edits cannot be saved", () => {
  it("asks first; 'Stay signed in' keeps the edits and the session", async () => {
    const { api, user: events, currentPath } = await openForm();
    api.override("PATCH /api/forms/:id", serverDown);
    type("First Name", "Jane");

    await clickLogout(events);
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE });
    expect(dialog).toHaveAccessibleDescription(
      "We could not save your latest changes to the work history form. If you sign out now, they will be removed from this device.",
    );
    const stay = within(dialog).getByRole("button", { name: "Stay signed in" });
    expect(stay).toHaveFocus();
    expect(api.callsTo("PATCH", "/api/forms/")).toHaveLength(1);

    await events.click(stay);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /User menu/ })).toHaveFocus();
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(0);
    expect(currentPath()).toBe(`/forms/${FORM_ID}`);
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(localStorage.getItem(FORM_KEY)).toBe(JSON.stringify({ firstName: "Jane" }));
  });

  it("'Sign out and discard' removes the user's edits from this device, then signs out", async () => {
    localStorage.setItem(OTHER_USERS_KEY, JSON.stringify({ firstName: "Not mine" }));
    const { api, user: events, currentPath } = await openForm();
    api.override("PATCH /api/forms/:id", serverDown);
    type("First Name", "Jane");

    await clickLogout(events);
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE });
    await events.click(within(dialog).getByRole("button", { name: "Sign out and discard" }));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(userKeys()).toEqual([]);
    // The form, closed by the sign out, does not send or copy the discarded edit again.
    expect(api.callsTo("PATCH", "/api/forms/")).toHaveLength(1);
    expect(localStorage.getItem(OTHER_USERS_KEY)).not.toBeNull();
  });

  it("asks when the server does not answer within the wait", async () => {
    const { api, user: events } = await openForm();
    api.override("PATCH /api/forms/:id", () => new Promise<Response>(() => {}));
    type("First Name", "Jane");
    await events.click(screen.getByRole("button", { name: /User menu/ }));
    const logout = await screen.findByRole("menuitem", { name: "Logout" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(logout);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_OUT_SAVE_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(0);
  });

  it("asks on another page too when edits from an earlier visit are still on this device", async () => {
    localStorage.setItem(FORM_KEY, JSON.stringify({ firstName: "Kept" }));
    const fetchMock = mockFetch({ "POST /api/logout": () => new Response(null, { status: 204 }) });
    const { user: events, currentPath } = renderApp({ path: "/checklists", user });
    await screen.findByRole("heading", { level: 1, name: "Training Checklists" });

    await clickLogout(events);
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE });
    await events.click(within(dialog).getByRole("button", { name: "Sign out and discard" }));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    expect(userKeys()).toEqual([]);
  });
});

describe("an expired session is not a sign out", () => {
  it("keeps the edits on this device after 'Sign in again'", async () => {
    const { api, user: events, currentPath } = await openForm();
    api.override("PATCH /api/forms/:id", () =>
      jsonResponse({ error: "unauthorized", message: "Please sign in to continue." }, { status: 401 }),
    );
    type("First Name", "Jane");
    const dialog = await screen.findByRole("alertdialog", { name: "Your session has expired" });
    await events.click(within(dialog).getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(currentPath()).toBe(`/auth?next=${encodeURIComponent(`/forms/${FORM_ID}`)}`));
    expect(localStorage.getItem(FORM_KEY)).toBe(JSON.stringify({ firstName: "Jane" }));
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(0);
  });
});
