import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { AlertSettingsDialog } from "./alert-settings-dialog";

const LINK = "http://localhost:5000/api/me/calendar.ics?token=first-secret";
const TECHNICIAN_SWITCHES = {
  completionReturned: true,
  completionSignedOff: true,
  formReturned: true,
  formApproved: true,
};
const NEW_LINK = "http://localhost:5000/api/me/calendar.ics?token=second-secret";

function renderDialog(routes: Parameters<typeof mockFetch>[0] = {}) {
  const onOpenChange = vi.fn();
  const fetchMock = mockFetch({
    "GET /api/account/alert-settings": jsonResponse({ emailAlerts: true }),
    "GET /api/account/notification-settings": jsonResponse(TECHNICIAN_SWITCHES),
    "GET /api/account/calendar-link": jsonResponse({ url: LINK }),
    ...routes,
  });
  const rendered = renderWithProviders(<AlertSettingsDialog open onOpenChange={onOpenChange} />);
  return { ...rendered, onOpenChange, fetchMock };
}

const bodyOf = (call: FetchCall) => JSON.parse(String(call.init?.body));

describe("Alert settings", () => {
  it("turns the e-mail alerts off and says so", async () => {
    const saved: unknown[] = [];
    const { user, onOpenChange } = renderDialog({
      "PUT /api/account/alert-settings": (call) => {
        saved.push(bodyOf(call));
        return jsonResponse(bodyOf(call));
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Alert settings" });
    const checkbox = await within(dialog).findByRole("checkbox", {
      name: "E-mail me about expiring training",
    });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toEqual([{ emailAlerts: false }]));
    expect(await screen.findByText("Alert settings saved")).toBeInTheDocument();
    expect(screen.getByText("You will not get e-mails about expiring training.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the dialog open and shows the server's sentence when saving fails", async () => {
    const { user, onOpenChange } = renderDialog({
      "PUT /api/account/alert-settings": jsonResponse(
        {
          error: "Service unavailable",
          message: "The database is busy. Try again.",
          code: "service_unavailable",
        },
        { status: 503 },
      ),
    });
    const dialog = await screen.findByRole("dialog", { name: "Alert settings" });
    await within(dialog).findByRole("checkbox", { name: "E-mail me about expiring training" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The database is busy. Try again.")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("lists a technician's notification switches and saves the one turned off", async () => {
    const saved: unknown[] = [];
    const { user } = renderDialog({
      "PUT /api/account/alert-settings": (call) => jsonResponse(bodyOf(call)),
      "PUT /api/account/notification-settings": (call) => {
        saved.push(bodyOf(call));
        return jsonResponse(bodyOf(call));
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Alert settings" });
    const group = await within(dialog).findByRole("group", { name: "E-mail me when" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-checked")),
    ).toEqual(["true", "true", "true", "true"]);
    expect(within(group).queryByRole("checkbox", { name: /submitted for review/ })).toBeNull();
    await user.click(within(group).getByRole("checkbox", { name: "A completion of mine is returned" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toEqual([{ ...TECHNICIAN_SWITCHES, completionReturned: false }]));
    expect(await screen.findByText("Alert settings saved")).toBeInTheDocument();
  });

  it("shows an administrator the administrators' switches too", async () => {
    renderDialog({
      "GET /api/account/notification-settings": jsonResponse({
        ...TECHNICIAN_SWITCHES,
        formSubmitted: true,
        signOffsWaiting: false,
      }),
    });
    const group = await screen.findByRole("group", { name: "E-mail me when" });
    expect(
      within(group).getByRole("checkbox", { name: "A work history form is submitted for review" }),
    ).toBeChecked();
    expect(
      within(group).getByRole("checkbox", {
        name: "Completions are waiting for sign-off (at most one e-mail an hour)",
      }),
    ).not.toBeChecked();
  });

  it("shows the calendar link, copies it and resets it after a confirmation", async () => {
    let resets = 0;
    const { user } = renderDialog({
      "POST /api/account/calendar-link/reset": () => {
        resets += 1;
        return jsonResponse({ url: NEW_LINK });
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dialog = await screen.findByRole("dialog", { name: "Alert settings" });
    const field = await within(dialog).findByRole("textbox", { name: "Calendar link" });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute("readonly");

    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Reset link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reset the calendar link?" });
    expect(resets).toBe(0);
    await user.click(within(confirm).getByRole("button", { name: "Reset link" }));
    await waitFor(() => expect(field).toHaveValue(NEW_LINK));
    expect(resets).toBe(1);
    expect(await screen.findByText("Calendar link reset")).toBeInTheDocument();
  });

  it("says when the settings cannot be loaded and offers to try again", async () => {
    renderDialog({
      "GET /api/account/alert-settings": jsonResponse(
        { error: "Internal error", message: "Something broke.", code: "internal_error" },
        { status: 500 },
      ),
    });
    expect(
      await screen.findByText("Your alert settings could not be loaded", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Try again" }).length).toBeGreaterThan(0);
  });
});
